/**
 * Whether the balance in hand answers a fetch without asking its source again: it is the
 * asking account's, it was fetched within its cache window (30 s for the token list, 10 s
 * for the native balance; constants/timing.ts), it is not marked out of date, and the
 * caller did not ask for a fresh one.
 */
export type CacheContext = { now: () => number }

export type IsCachedAnswerUsableParameters = {
  /** When the answer in hand was fetched; undefined when there is none. */
  fetchedAt: number | undefined
  /** The source's cache window. */
  maxAgeMs: number
  /** The last refresh failed: the answer in hand is not current. */
  stale: boolean
  force?: boolean | undefined
}

export function isCachedAnswerUsable(
  ctx: CacheContext,
  parameters: IsCachedAnswerUsableParameters,
): boolean {
  const { fetchedAt, maxAgeMs, stale, force } = parameters
  if (force || stale || fetchedAt === undefined) return false
  return ctx.now() - fetchedAt < maxAgeMs
}
