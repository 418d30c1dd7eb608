import { newToken, sha256Hex } from '../auth/secrets.js'
import { type Queryable, toMs } from '../db/database.js'

/**
 * Sessions of the frame page. The token goes to the frame once; the database keeps its
 * SHA-256, so a copy of the database signs nobody in.
 */
export type Session = { userId: string; deviceId: string | null; expiresAt: number }

export async function createSession(
  db: Queryable,
  input: { userId: string; deviceId: string | null; now: number; ttlMs: number },
): Promise<{ token: string; expiresAt: number }> {
  const token = newToken()
  const expiresAt = input.now + input.ttlMs
  await db.query(
    `INSERT INTO sessions (token_hash, user_id, device_id, created_at, expires_at)
      VALUES ($1, $2, $3, $4, $5)`,
    [sha256Hex(token), input.userId, input.deviceId, new Date(input.now), new Date(expiresAt)],
  )
  return { token, expiresAt }
}

/** The live session behind `token`: unexpired at `now` and not revoked. */
export async function findSession(
  db: Queryable,
  token: string,
  now: number,
): Promise<Session | undefined> {
  const { rows } = await db.query<{ user_id: string; device_id: string | null; expires_at: Date }>(
    `SELECT user_id, device_id, expires_at FROM sessions
      WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > $2`,
    [sha256Hex(token), new Date(now)],
  )
  const row = rows[0]
  return row && { userId: row.user_id, deviceId: row.device_id, expiresAt: toMs(row.expires_at) }
}

/** Sign-out: the token stops working everywhere at once. */
export async function revokeSession(db: Queryable, token: string, now: number): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE sessions SET revoked_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL
      RETURNING token_hash`,
    [sha256Hex(token), new Date(now)],
  )
  return rows.length > 0
}

/** Drops sessions that ended before `before` (ms). */
export async function pruneSessions(db: Queryable, before: number): Promise<void> {
  await db.query('DELETE FROM sessions WHERE expires_at < $1', [new Date(before)])
}
