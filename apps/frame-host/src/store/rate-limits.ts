import type { Queryable } from '../db/database.js'

/**
 * Fixed-window counters in the database, so every frame-host instance counts the same
 * requests. One upsert per hit: atomic without a transaction.
 */

export type RateLimitRule = { limit: number; windowMs: number }

export type RateLimitResult = { allowed: boolean; count: number; retryAfterMs: number }

/** The start of the window of `rule` that `now` falls in. */
export const rateLimitWindow = (rule: RateLimitRule, now: number) =>
  Math.floor(now / rule.windowMs) * rule.windowMs

/**
 * The upsert that counts one hit of key `$first` in the window starting at `$first+1`,
 * returning the window's count. `from` is what the row is inserted from: the parameters
 * themselves, or a CTE's rows (`SELECT … FROM taken`), so a hit can be counted only when
 * another change of the same statement happened (approvals.ts).
 */
export const rateLimitHitSql = (first: number, from = '') =>
  `INSERT INTO rate_limits (key, window_start, count)
      SELECT $${first}, $${first + 1}::timestamptz, 1 ${from}
      ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limits.count + 1
      RETURNING count`

/** What a window's count after a hit means under `rule` at `now`. */
export function rateLimitResult(count: number, rule: RateLimitRule, now: number): RateLimitResult {
  const windowStart = rateLimitWindow(rule, now)
  return { allowed: count <= rule.limit, count, retryAfterMs: windowStart + rule.windowMs - now }
}

export async function hitRateLimit(
  db: Queryable,
  key: string,
  rule: RateLimitRule,
  now: number,
): Promise<RateLimitResult> {
  const { rows } = await db.query<{ count: number }>(rateLimitHitSql(1), [
    key,
    new Date(rateLimitWindow(rule, now)),
  ])
  return rateLimitResult(Number(rows[0]?.count ?? 1), rule, now)
}

/** Drops windows that ended before `before` (ms); they no longer count for anything. */
export async function pruneRateLimits(db: Queryable, before: number): Promise<void> {
  await db.query('DELETE FROM rate_limits WHERE window_start < $1', [new Date(before)])
}
