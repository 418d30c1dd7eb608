import type { KeywayClient } from '../client/create-keyway.js'

export type InitializeParameters = {
  signal?: AbortSignal | undefined
}

export type InitializeReturnType = undefined

/** Never rejects: a config service that cannot be reached leaves the local features. */
export type InitializeErrorType = never

/**
 * The page-load work (call it once after `createKeyway`): checks the project id
 * (docs/validation.md) and that the page's origin is on the project's allowed list, applies the remote features (docs/overview.md#feature-flags) and the analytics configuration
 * (docs/services.md) when those services are named in `endpoints`, and restores the connection an
 * earlier visit made (docs/connection.md#reconnecting-on-page-load "an existing connection is synced").
 */
export async function initialize(
  client: KeywayClient,
  parameters: InitializeParameters = {},
): Promise<InitializeReturnType> {
  const { options, api, connection, pageOrigin } = client._internal
  const { signal } = parameters
  const hasProjectId = options.checkProjectId()
  // The remote config and the analytics config are fetched alongside the restore, never
  // before it: a slow or failing service must not delay the wallet (docs/services.md#when-a-call-fails fallbacks).
  const remote = async () => {
    if (!hasProjectId || !api.config) return
    try {
      const [rules, config] = await Promise.all([
        options.remote.loadRules(),
        api.config.getProjectConfig({ signal }),
      ])
      rules.applyRemoteFeatures(options, config)
    } catch {
      // The local features stay in force when the config service is unreachable (or the
      // rules' code did not arrive).
    }
  }
  // The page's origin against the project's allowed list: a list that could not be fetched
  // is empty and blocks nothing (docs/services.md).
  const allowedOrigin = async () => {
    const origin = pageOrigin()
    if (!hasProjectId || !api.config || !origin) return
    // The service's client itself may fail to load: that is a failure too, not a block; so
    // is the check's own code.
    const [rules, allowed] = await Promise.all([
      options.remote.loadRules().catch(() => undefined),
      api.config.getAllowedOrigins({ signal }).catch((): string[] => []),
    ])
    rules?.checkAllowedOrigin(options, origin, allowed)
  }
  await Promise.all([
    remote(),
    allowedOrigin(),
    api.loadAnalyticsConfig(signal),
    connection.syncExistingConnection(signal),
  ])
}
