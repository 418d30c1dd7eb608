import { randomUUID } from 'node:crypto'
import { hashOtp } from '../auth/secrets.js'
import { type Queryable, toMs } from '../db/database.js'

export type OtpPurpose = 'login' | 'update_primary' | 'update_secondary'

export type OtpCode = {
  id: string
  userId: string
  purpose: OtpPurpose
  email: string
  newEmail: string | null
  codeHash: string
  createdAt: number
  expiresAt: number
  attempts: number
}

type OtpRow = {
  id: string
  user_id: string
  purpose: OtpPurpose
  email: string
  new_email: string | null
  code_hash: string
  created_at: Date
  expires_at: Date
  attempts: number
}

const fromRow = (row: OtpRow): OtpCode => ({
  id: row.id,
  userId: row.user_id,
  purpose: row.purpose,
  email: row.email,
  newEmail: row.new_email,
  codeHash: row.code_hash,
  createdAt: toMs(row.created_at),
  expiresAt: toMs(row.expires_at),
  attempts: Number(row.attempts),
})

export type NewOtpCode = {
  userId: string
  purpose: OtpPurpose
  email: string
  newEmail?: string | undefined
  code: string
  now: number
  ttlMs: number
}

/** Stores a new code (hashed) and retires the user's earlier codes of the same purpose. */
export async function insertOtpCode(tx: Queryable, input: NewOtpCode): Promise<OtpCode> {
  const id = randomUUID()
  await tx.query(
    `UPDATE otp_codes SET consumed_at = $3
      WHERE user_id = $1 AND purpose = $2 AND consumed_at IS NULL`,
    [input.userId, input.purpose, new Date(input.now)],
  )
  const { rows } = await tx.query<OtpRow>(
    `INSERT INTO otp_codes (id, user_id, purpose, email, new_email, code_hash, created_at, expires_at)
      VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *`,
    [
      id,
      input.userId,
      input.purpose,
      input.email,
      input.newEmail ?? null,
      hashOtp(id, input.code),
      new Date(input.now),
      new Date(input.now + input.ttlMs),
    ],
  )
  return fromRow(rows[0] as OtpRow)
}

/** Forgets a code whose mail could not be sent, so it does not hold the re-send throttle. */
export async function deleteOtpCode(db: Queryable, id: string): Promise<void> {
  await db.query('DELETE FROM otp_codes WHERE id = $1', [id])
}

/** The user's live code for `purpose`, locked until the transaction ends. */
export async function activeOtpCode(
  tx: Queryable,
  userId: string,
  purpose: OtpPurpose,
  now: number,
): Promise<OtpCode | undefined> {
  const { rows } = await tx.query<OtpRow>(
    `SELECT * FROM otp_codes
      WHERE user_id = $1 AND purpose = $2 AND consumed_at IS NULL AND expires_at > $3
      ORDER BY created_at DESC LIMIT 1 FOR UPDATE`,
    [userId, purpose, new Date(now)],
  )
  return rows[0] && fromRow(rows[0])
}

export async function countWrongAttempt(tx: Queryable, id: string): Promise<void> {
  await tx.query('UPDATE otp_codes SET attempts = attempts + 1 WHERE id = $1', [id])
}

export async function consumeOtpCode(tx: Queryable, id: string, now: number): Promise<void> {
  await tx.query('UPDATE otp_codes SET consumed_at = $2 WHERE id = $1', [id, new Date(now)])
}

/** Retires every live code of the user (on lockout). */
export async function consumeAllOtpCodes(
  tx: Queryable,
  userId: string,
  now: number,
): Promise<void> {
  await tx.query(
    'UPDATE otp_codes SET consumed_at = $2 WHERE user_id = $1 AND consumed_at IS NULL',
    [userId, new Date(now)],
  )
}

/** Drops codes that expired before `before` (ms): used or not, they can do nothing more. */
export async function pruneOtpCodes(db: Queryable, before: number): Promise<void> {
  await db.query('DELETE FROM otp_codes WHERE expires_at < $1', [new Date(before)])
}
