import { newToken, sha256Hex } from '../auth/secrets.js'
import { type Queryable, toMs } from '../db/database.js'

/**
 * Refresh tokens (README "Sessions"): each is used once. Using it marks it used and the
 * caller makes the next one; a token used a second time means two parties hold the family
 * (a thief and the frame), and the caller revokes the whole family.
 */

export async function createRefreshToken(
  db: Queryable,
  input: { familyId: string; now: number; expiresAt: number },
): Promise<string> {
  const token = newToken()
  await db.query(
    `INSERT INTO refresh_tokens (token_hash, family_id, created_at, expires_at)
      VALUES ($1, $2, $3, $4)`,
    [sha256Hex(token), input.familyId, new Date(input.now), new Date(input.expiresAt)],
  )
  return token
}

export type RefreshUse =
  | { kind: 'fresh'; familyId: string }
  /** Used before: the family must end. */
  | { kind: 'reused'; familyId: string }
  | { kind: 'unknown' }

/** Marks `token` used (once, across instances) and says whether it was fresh. */
export async function useRefreshToken(
  db: Queryable,
  token: string,
  now: number,
): Promise<RefreshUse> {
  const hash = sha256Hex(token)
  const { rows } = await db.query<{ family_id: string }>(
    `UPDATE refresh_tokens SET used_at = $2
      WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2
      RETURNING family_id`,
    [hash, new Date(now)],
  )
  if (rows[0]) return { kind: 'fresh', familyId: rows[0].family_id }
  const { rows: seen } = await db.query<{ family_id: string; used_at: Date | null }>(
    'SELECT family_id, used_at FROM refresh_tokens WHERE token_hash = $1',
    [hash],
  )
  const row = seen[0]
  if (row && row.used_at !== null && toMs(row.used_at) <= now) {
    return { kind: 'reused', familyId: row.family_id }
  }
  return { kind: 'unknown' }
}
