/**
 * The adapter kit's open requests as a page loads them (docs/first-load.md#rules-apart-from-state):
 * the rules (which RPC method each operation asks, which methods are safe, the tracking
 * and the abort when the wallet goes away) are open-requests.ts, loaded with the first
 * request to the wallet. A page that never asks the wallet anything, a returning visitor's
 * reconnect included, never fetches them.
 *
 * A request made while they load waits for them; should the wallet go away meanwhile, a
 * request that is not safe never reaches the wallet and fails with 'Request was aborted',
 * as it would have once open. Should they not arrive (offline), the request runs
 * untracked: it completes as it would, only a later disconnect cannot abort it.
 */
import type { ChainNamespace } from '../chains/types.js'
import { loadOnce } from './load-once.js'
import type { OpenRequests, TrackedOperationName } from './open-requests.js'

type Rules = typeof import('./open-requests.js')

/** The connection's own steps: not requests a wallet is asked to approve, never tracked. */
export type ConnectionStep = 'connect' | 'reconnect' | 'disconnect' | 'switchNetwork'
const CONNECTION_STEPS: ReadonlySet<string> = new Set<ConnectionStep>([
  'connect',
  'reconnect',
  'disconnect',
  'switchNetwork',
])

export type RequestsFront = {
  /**
   * Runs the operation `name`: tracked as an open request when it asks the wallet a known
   * method (`tracked` then gets the signal that aborts it), else as `untracked`. A
   * connection step runs at once, without the rules.
   */
  run<T>(
    name: TrackedOperationName | ConnectionStep,
    callerSignal: AbortSignal | undefined,
    tracked: (signal: AbortSignal) => Promise<T>,
    untracked: () => Promise<T>,
  ): Promise<T>
  /** The wallet went away: aborts the open requests that are not safe. */
  rejectNotSafe(): void
}

export function createRequestsFront(
  namespace: ChainNamespace,
  loadRules: () => Promise<Rules> = () => import('./open-requests.js'),
): RequestsFront {
  let loaded: { rules: Rules; open: OpenRequests } | undefined
  const load = loadOnce(async () => {
    const rules = await loadRules()
    loaded ??= { rules, open: rules.createOpenRequests() }
    return loaded
  })
  /** How many times the wallet went away before the rules were here. */
  let departures = 0

  async function run<T>(
    name: TrackedOperationName | ConnectionStep,
    callerSignal: AbortSignal | undefined,
    tracked: (signal: AbortSignal) => Promise<T>,
    untracked: () => Promise<T>,
  ): Promise<T> {
    if (CONNECTION_STEPS.has(name)) return untracked()
    const before = departures
    const current = loaded ?? (await load().catch(() => undefined))
    if (!current) return untracked()
    const method = current.rules.operationMethod(namespace, name as TrackedOperationName)
    if (!method) return untracked()
    if (departures !== before) {
      const refusal = current.rules.refusalOf(method)
      if (refusal) throw refusal
    }
    return current.open.track(method, callerSignal, tracked)
  }

  return {
    run,
    rejectNotSafe: () => {
      if (loaded) loaded.open.rejectNotSafe()
      else departures += 1
    },
  }
}
