import type { Queryable } from '../db/database.js'

/**
 * Fixed-window counters in the database, so every frame-host instance counts the same
 * requests. One upsert per hit: atomic without a transaction.
 */

export type RateLimitRule = { limit: number; windowMs: number }

export type RateLimitResult = { allowed: boolean; count: number; retryAfterMs: number }

export async function hitRateLimit(
  db: Queryable,
  key: string,
  rule: RateLimitRule,
  now: number,
): Promise<RateLimitResult> {
  const windowStart = Math.floor(now / rule.windowMs) * rule.windowMs
  const { rows } = await db.query<{ count: number }>(
    `INSERT INTO rate_limits (key, window_start, count) VALUES ($1, $2, 1)
      ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limits.count + 1
      RETURNING count`,
    [key, new Date(windowStart)],
  )
  const count = Number(rows[0]?.count ?? 1)
  return { allowed: count <= rule.limit, count, retryAfterMs: windowStart + rule.windowMs - now }
}

/** Drops windows that ended before `before` (ms); they no longer count for anything. */
export async function pruneRateLimits(db: Queryable, before: number): Promise<void> {
  await db.query('DELETE FROM rate_limits WHERE window_start < $1', [new Date(before)])
}
