import { sha256Hex } from '../auth/secrets.js'
import type { Queryable } from '../db/database.js'

/**
 * The links that undo an email change (README "Email update"). The token is 256 random
 * bits mailed to the old address; the database keeps its SHA-256. Taking a link marks it
 * used in the same statement, so it works once whichever instance serves it.
 */

export type EmailRevert = { userId: string; oldEmail: string; newEmail: string }

export async function insertEmailRevert(
  tx: Queryable,
  input: EmailRevert & { token: string; now: number; ttlMs: number },
): Promise<void> {
  await tx.query(
    `INSERT INTO email_reverts (token_hash, user_id, old_email, new_email, created_at, expires_at)
      VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      sha256Hex(input.token),
      input.userId,
      input.oldEmail,
      input.newEmail,
      new Date(input.now),
      new Date(input.now + input.ttlMs),
    ],
  )
}

/** Uses the link up: its change, or undefined when it is unknown, expired or used. */
export async function takeEmailRevert(
  tx: Queryable,
  token: string,
  now: number,
): Promise<EmailRevert | undefined> {
  const { rows } = await tx.query<{ user_id: string; old_email: string; new_email: string }>(
    `UPDATE email_reverts SET used_at = $2
      WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2
      RETURNING user_id, old_email, new_email`,
    [sha256Hex(token), new Date(now)],
  )
  const row = rows[0]
  return row && { userId: row.user_id, oldEmail: row.old_email, newEmail: row.new_email }
}

/** Drops links that ended before `before` (ms). */
export async function pruneEmailReverts(db: Queryable, before: number): Promise<void> {
  await db.query('DELETE FROM email_reverts WHERE expires_at < $1', [new Date(before)])
}
