import { subscribe } from 'valtio/vanilla'
import type { KeywayClient } from '../client/create-keyway.js'

export type InitializeParameters = {
  signal?: AbortSignal | undefined
  /**
   * When the configuration service is asked (the remote features, the allowed origins and
   * the analytics switch, docs/services.md#when-the-configuration-service-is-asked):
   * - `'now'` (the default): with the restore, at once;
   * - `'on-demand'`: when the modal first opens, or earlier when `prepareConfiguration` is
   *   called (the modal element calls it at the visitor's intent: a pointer over, a touch on
   *   or focus in a Keyway button). A visitor who never reaches for the wallet makes no
   *   request to the service, and the page does not download its client. The returned
   *   promise then settles with the restore alone.
   */
  configuration?: 'now' | 'on-demand' | undefined
}

export type InitializeReturnType = undefined

/** Never rejects: a config service that cannot be reached leaves the local features. */
export type InitializeErrorType = never

/** The configuration requests `initialize` deferred, by client, until the first open or intent. */
const deferred = new WeakMap<KeywayClient, () => void>()

/**
 * The page-load work (call it once after `createKeyway`): checks the project id
 * (docs/validation.md) and that the page's origin is on the project's allowed list, applies the remote features (docs/overview.md#feature-flags) and the analytics configuration
 * (docs/services.md) when those services are named in `endpoints`, and restores the connection an
 * earlier visit made (docs/connection.md#reconnecting-on-page-load "an existing connection is synced").
 * With `configuration: 'on-demand'` the three configuration requests wait for the modal's
 * first open or `prepareConfiguration`.
 */
export async function initialize(
  client: KeywayClient,
  parameters: InitializeParameters = {},
): Promise<InitializeReturnType> {
  const { options, api, connection, pageOrigin } = client._internal
  const { signal } = parameters
  const hasProjectId = options.checkProjectId()
  // The remote config, the allowed origins and the analytics config are fetched alongside
  // the restore, never before it: a slow or failing service must not delay the wallet
  // (docs/services.md#when-a-call-fails fallbacks). The rules that ask for and apply the
  // first two (options-remote.ts) come in the service client's own chunk; should they not
  // arrive, the local features stay in force and no origin is blocked.
  const config = hasProjectId ? api.config : undefined
  const configuration = () =>
    Promise.all([
      config &&
        options.remote.loadRules().then(
          (rules) => rules.askConfiguration(options, config, pageOrigin(), signal),
          () => undefined,
        ),
      api.loadAnalyticsConfig(signal),
    ])
  if (parameters.configuration === 'on-demand') {
    deferConfiguration(client, configuration, signal)
    await connection.syncExistingConnection(signal)
    return
  }
  await Promise.all([configuration(), connection.syncExistingConnection(signal)])
}

/**
 * Asks the configuration service now, when `initialize` deferred it (`configuration:
 * 'on-demand'`) and it is not asked yet; otherwise does nothing. The modal element calls it at
 * the visitor's intent, so the remote features usually arrive before the click.
 */
export function prepareConfiguration(client: KeywayClient): void {
  deferred.get(client)?.()
}

/** Holds `ask` until the modal opens or `prepareConfiguration` is called, whichever is first. */
function deferConfiguration(
  client: KeywayClient,
  ask: () => Promise<unknown>,
  signal: AbortSignal | undefined,
): void {
  const { modal } = client._internal
  const start = () => {
    if (deferred.get(client) !== start) return
    deferred.delete(client)
    stopWatching()
    // A cancelled page load asks nothing later either.
    if (!signal?.aborted) void ask()
  }
  const stopWatching = subscribe(modal.state, () => {
    if (modal.state.open) start()
  })
  deferred.set(client, start)
  if (modal.state.open) start()
}
