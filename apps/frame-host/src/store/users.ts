import { randomUUID } from 'node:crypto'
import { type Queryable, toMs } from '../db/database.js'

/** docs/state.md#embedded-wallet-user, as frame-host keeps it (the wallet fields live in key_material). */
export type User = {
  id: string
  /** The project (dapp) this user and their wallet belong to; a wallet is never shared. */
  projectId: string
  /** null for a user who signed in only with Farcaster or a provider without a verified email. */
  email: string | null
  createdAt: number
  failedOtpAttempts: number
  lockedUntil: number | null
}

export type UserRow = {
  id: string
  project_id: string
  email: string | null
  created_at: Date
  failed_otp_attempts: number
  locked_until: Date | null
}

export const userFromRow = (row: UserRow): User => ({
  id: row.id,
  projectId: row.project_id,
  email: row.email,
  createdAt: toMs(row.created_at),
  failedOtpAttempts: Number(row.failed_otp_attempts),
  lockedUntil: row.locked_until === null ? null : toMs(row.locked_until),
})

const COLUMNS = 'id, project_id, email, created_at, failed_otp_attempts, locked_until'

/** The project's user with this email (the same address in another project is another user). */
export async function findUserByEmail(
  db: Queryable,
  projectId: string,
  email: string,
): Promise<User | undefined> {
  const { rows } = await db.query<UserRow>(
    `SELECT ${COLUMNS} FROM users WHERE project_id = $1 AND email = $2`,
    [projectId, email],
  )
  return rows[0] && userFromRow(rows[0])
}

export async function findUserById(db: Queryable, id: string): Promise<User | undefined> {
  const { rows } = await db.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE id = $1`, [id])
  return rows[0] && userFromRow(rows[0])
}

/** The user row, locked until the transaction ends (wrong-code counting across instances). */
export async function lockUser(tx: Queryable, id: string): Promise<User | undefined> {
  const { rows } = await tx.query<UserRow>(
    `SELECT ${COLUMNS} FROM users WHERE id = $1 FOR UPDATE`,
    [id],
  )
  return rows[0] && userFromRow(rows[0])
}

/** A user found or made by email: the address is known to be there. */
export type EmailUser = User & { email: string }

/**
 * The project's user with this email, created when missing (two racing instances get the
 * same row).
 */
export async function ensureUser(
  db: Queryable,
  projectId: string,
  email: string,
  now: number,
): Promise<EmailUser> {
  const { rows } = await db.query<UserRow>(
    `INSERT INTO users (id, project_id, email, created_at) VALUES ($1, $2, $3, $4)
      ON CONFLICT (project_id, email) DO UPDATE SET email = EXCLUDED.email
      RETURNING ${COLUMNS}`,
    [randomUUID(), projectId, email, new Date(now)],
  )
  return { ...userFromRow(rows[0] as UserRow), email }
}

export async function recordWrongCode(
  tx: Queryable,
  id: string,
  lockAfter: number,
  lockedUntil: number,
): Promise<User> {
  const { rows } = await tx.query<UserRow>(
    `UPDATE users SET
        failed_otp_attempts = CASE WHEN failed_otp_attempts + 1 >= $2 THEN 0
          ELSE failed_otp_attempts + 1 END,
        locked_until = CASE WHEN failed_otp_attempts + 1 >= $2 THEN $3 ELSE locked_until END
      WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, lockAfter, new Date(lockedUntil)],
  )
  return userFromRow(rows[0] as UserRow)
}

export async function clearWrongCodes(tx: Queryable, id: string): Promise<void> {
  await tx.query('UPDATE users SET failed_otp_attempts = 0, locked_until = NULL WHERE id = $1', [
    id,
  ])
}

export async function setUserEmail(tx: Queryable, id: string, email: string): Promise<void> {
  await tx.query('UPDATE users SET email = $2 WHERE id = $1', [id, email])
}
