import { randomUUID } from 'node:crypto'
import { sha256Hex } from '../auth/secrets.js'
import { type Queryable, toMs } from '../db/database.js'
import type { LoginRequest } from '../mail/messages.js'

/**
 * The browsers a user signed in from (docs/embedded-wallet.md#email-login "verify device"). The frame keeps a random
 * device id in its own storage; the database keeps its hash.
 */
export type Device = {
  id: string
  userId: string
  verifiedAt: number | null
  approvalExpiresAt: number | null
  /** Who asked for the pending approval link (named again in the code mailed after it). */
  approvalRequest: LoginRequest | null
}

type DeviceRow = {
  id: string
  user_id: string
  verified_at: Date | null
  approval_expires_at: Date | null
  approval_request: LoginRequest | string | null
}

const fromRow = (row: DeviceRow): Device => ({
  id: row.id,
  userId: row.user_id,
  verifiedAt: row.verified_at === null ? null : toMs(row.verified_at),
  approvalExpiresAt: row.approval_expires_at === null ? null : toMs(row.approval_expires_at),
  approvalRequest:
    typeof row.approval_request === 'string'
      ? (JSON.parse(row.approval_request) as LoginRequest)
      : row.approval_request,
})

const COLUMNS = 'id, user_id, verified_at, approval_expires_at, approval_request'

/** The user's record of this device, created (unverified) on first sight. */
export async function ensureDevice(
  db: Queryable,
  userId: string,
  deviceId: string,
  now: number,
): Promise<Device> {
  const { rows } = await db.query<DeviceRow>(
    `INSERT INTO devices (id, user_id, device_hash, created_at, last_seen_at)
      VALUES ($1, $2, $3, $4, $4)
      ON CONFLICT (user_id, device_hash) DO UPDATE SET last_seen_at = EXCLUDED.last_seen_at
      RETURNING ${COLUMNS}`,
    [randomUUID(), userId, sha256Hex(deviceId), new Date(now)],
  )
  return fromRow(rows[0] as DeviceRow)
}

export async function findDevice(
  db: Queryable,
  userId: string,
  deviceId: string,
): Promise<Device | undefined> {
  const { rows } = await db.query<DeviceRow>(
    `SELECT ${COLUMNS} FROM devices WHERE user_id = $1 AND device_hash = $2`,
    [userId, sha256Hex(deviceId)],
  )
  return rows[0] && fromRow(rows[0])
}

export async function hasVerifiedDevice(db: Queryable, userId: string): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM devices WHERE user_id = $1 AND verified_at IS NOT NULL LIMIT 1',
    [userId],
  )
  return rows.length > 0
}

/** Arms the approval link mailed for this device (a new link replaces the old one). */
export async function setDeviceApproval(
  db: Queryable,
  id: string,
  token: string,
  expiresAt: number,
  request: LoginRequest,
): Promise<void> {
  await db.query(
    `UPDATE devices SET approval_token_hash = $2, approval_expires_at = $3, approval_request = $4
      WHERE id = $1`,
    [id, sha256Hex(token), new Date(expiresAt), JSON.stringify(request)],
  )
}

/**
 * Verifies the device whose unexpired link carries `token`; the link works once. The answer
 * still carries the request the link was mailed for.
 */
export async function approveDevice(
  db: Queryable,
  token: string,
  now: number,
): Promise<Device | undefined> {
  const { rows } = await db.query<DeviceRow>(
    `UPDATE devices d SET verified_at = $2, approval_token_hash = NULL, approval_expires_at = NULL,
        approval_request = NULL
      FROM devices before
      WHERE before.id = d.id AND d.approval_token_hash = $1 AND d.approval_expires_at > $2
      RETURNING d.id, d.user_id, d.verified_at, d.approval_expires_at,
        before.approval_request`,
    [sha256Hex(token), new Date(now)],
  )
  return rows[0] && fromRow(rows[0])
}

export async function markDeviceVerified(db: Queryable, id: string, now: number): Promise<void> {
  await db.query(
    'UPDATE devices SET verified_at = COALESCE(verified_at, $2), last_seen_at = $2 WHERE id = $1',
    [id, new Date(now)],
  )
}
