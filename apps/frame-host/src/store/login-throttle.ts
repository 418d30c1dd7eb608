import { type Queryable, toMs } from '../db/database.js'

/**
 * Serializes email logins for one address until the transaction ends, on every instance:
 * the 30 s check of docs/embedded-wallet.md#the-frame and the code it leads to cannot interleave.
 */
export async function lockEmail(tx: Queryable, email: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`email-login:${email}`])
}

/**
 * Records a login start for `email` unless one happened less than `intervalMs` ago; then
 * answers how long to wait (ms) instead. `previous` is the start it replaced, for
 * releaseLoginStart.
 */
export async function claimLoginStart(
  tx: Queryable,
  email: string,
  now: number,
  intervalMs: number,
): Promise<{ ok: true; previous: number | undefined } | { ok: false; waitMs: number }> {
  const { rows } = await tx.query<{ last_started_at: Date }>(
    'SELECT last_started_at FROM login_throttle WHERE email = $1',
    [email],
  )
  const last = rows[0] ? toMs(rows[0].last_started_at) : undefined
  if (last !== undefined && now - last < intervalMs) {
    return { ok: false, waitMs: intervalMs - (now - last) }
  }
  await tx.query(
    `INSERT INTO login_throttle (email, last_started_at) VALUES ($1, $2)
      ON CONFLICT (email) DO UPDATE SET last_started_at = EXCLUDED.last_started_at`,
    [email, new Date(now)],
  )
  return { ok: true, previous: last }
}

/**
 * Undoes the start claimed at `startedAt` when its mail surely did not go out: the person
 * was told to try again, so the 30 s wait must not hold them. A later start is left alone.
 */
export async function releaseLoginStart(
  db: Queryable,
  email: string,
  startedAt: number,
  previous: number | undefined,
): Promise<void> {
  if (previous === undefined) {
    await db.query('DELETE FROM login_throttle WHERE email = $1 AND last_started_at = $2', [
      email,
      new Date(startedAt),
    ])
    return
  }
  await db.query(
    'UPDATE login_throttle SET last_started_at = $3 WHERE email = $1 AND last_started_at = $2',
    [email, new Date(startedAt), new Date(previous)],
  )
}

/** Drops login starts older than `before` (ms); the throttle only looks 30 s back. */
export async function pruneLoginThrottle(db: Queryable, before: number): Promise<void> {
  await db.query('DELETE FROM login_throttle WHERE last_started_at < $1', [new Date(before)])
}
