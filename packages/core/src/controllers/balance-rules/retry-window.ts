/**
 * The retry window of a balance fetch: a failed fetch records when it failed, and a retry
 * of the same account on the same network within 30 s of it is not made (the token list
 * then answers an empty list, the native balance "unavailable"), so a failing source is
 * not asked again at every poll and every reader. Another account or network is its own.
 */
import { BALANCE_RETRY_WINDOW_MS } from '../../constants/timing.js'

/** The last failed fetch: whose (`caipNetworkId:address`) and when. */
export type BalanceFailure = { readonly key: string; readonly at: number }

export type RetryWindowContext = { now: () => number }

export type IsRetryBlockedParameters = {
  /** The last failure recorded, if any. */
  failure: BalanceFailure | undefined
  /** The account and network asking now. */
  key: string
  /** The visitor asked (a refresh): the window does not hold them back. */
  force?: boolean | undefined
}

/** Records a failure of `key`'s fetch now. */
export function recordFailure(
  ctx: RetryWindowContext,
  parameters: { key: string },
): BalanceFailure {
  return { key: parameters.key, at: ctx.now() }
}

/** Whether a fetch of `key` is held back by a failure less than 30 s ago. */
export function isRetryBlocked(
  ctx: RetryWindowContext,
  parameters: IsRetryBlockedParameters,
): boolean {
  const { failure, key, force } = parameters
  if (force || !failure || failure.key !== key) return false
  return ctx.now() - failure.at < BALANCE_RETRY_WINDOW_MS
}
