import { randomUUID } from 'node:crypto'
import { newToken, sha256Hex } from '../auth/secrets.js'
import type { Queryable } from '../db/database.js'

/**
 * One-time approvals of not-safe RPC requests (README "RPC"). A prepared request is a row
 * bound to the session, the user and the request's hash; Approve gives it a random
 * approval, of which only the SHA-256 is kept; `POST /v1/rpc` uses it once. Every step is
 * one conditional statement, so two instances racing on one row cannot both win.
 */

export type ApprovalBinding = { sessionId: string; userId: string; requestHash: string }

/** Stores a prepared request for `ttlMs`; only a prepared request can be approved. */
export async function storePreparedRequest(
  db: Queryable,
  binding: ApprovalBinding,
  input: { now: number; ttlMs: number },
): Promise<void> {
  await db.query(
    `INSERT INTO rpc_approvals (id, session_id, user_id, request_hash, prepared_at, expires_at)
      VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      randomUUID(),
      binding.sessionId,
      binding.userId,
      binding.requestHash,
      new Date(input.now),
      new Date(input.now + input.ttlMs),
    ],
  )
}

/**
 * Mints the approval of the latest live, not yet approved preparation of this request in
 * this session. Undefined when there is none (never prepared, expired, already approved).
 */
export async function mintApproval(
  db: Queryable,
  binding: ApprovalBinding,
  input: { now: number; ttlMs: number },
): Promise<{ approval: string; expiresAt: number } | undefined> {
  const approval = newToken()
  const expiresAt = input.now + input.ttlMs
  const { rows } = await db.query<{ id: string }>(
    `UPDATE rpc_approvals SET approval_hash = $5, approved_at = $4, expires_at = $6
      WHERE id = (
        SELECT id FROM rpc_approvals
          WHERE session_id = $1 AND user_id = $2 AND request_hash = $3
            AND approval_hash IS NULL AND expires_at > $4
          ORDER BY prepared_at DESC LIMIT 1
          FOR UPDATE SKIP LOCKED
      ) AND approval_hash IS NULL
      RETURNING id`,
    [
      binding.sessionId,
      binding.userId,
      binding.requestHash,
      new Date(input.now),
      sha256Hex(approval),
      new Date(expiresAt),
    ],
  )
  return rows.length > 0 ? { approval, expiresAt } : undefined
}

/** Why an approval was not taken, for a message that says what to do. */
export type ApprovalRefusal = 'unknown' | 'used' | 'expired' | 'other_session' | 'other_request'

/**
 * Uses `approval` for this exact request, at most once across every instance. Either it
 * is taken (the row is marked consumed in the same statement that checks it), or the
 * answer says why not; a refused attempt leaves a valid approval as it was.
 */
export async function consumeApproval(
  db: Queryable,
  approval: string,
  binding: ApprovalBinding,
  now: number,
): Promise<{ ok: true } | { ok: false; reason: ApprovalRefusal }> {
  const approvalHash = sha256Hex(approval)
  const { rows } = await db.query<{ id: string }>(
    `UPDATE rpc_approvals SET consumed_at = $5
      WHERE approval_hash = $1 AND session_id = $2 AND user_id = $3 AND request_hash = $4
        AND consumed_at IS NULL AND expires_at > $5
      RETURNING id`,
    [approvalHash, binding.sessionId, binding.userId, binding.requestHash, new Date(now)],
  )
  if (rows.length > 0) return { ok: true }
  const found = await db.query<{
    session_id: string
    user_id: string
    request_hash: string
    expires_at: Date
    consumed_at: Date | null
  }>(
    `SELECT session_id, user_id, request_hash, expires_at, consumed_at FROM rpc_approvals
      WHERE approval_hash = $1`,
    [approvalHash],
  )
  const row = found.rows[0]
  if (!row) return { ok: false, reason: 'unknown' }
  if (row.session_id !== binding.sessionId || row.user_id !== binding.userId) {
    return { ok: false, reason: 'other_session' }
  }
  if (row.consumed_at !== null) return { ok: false, reason: 'used' }
  if (row.request_hash !== binding.requestHash) return { ok: false, reason: 'other_request' }
  return { ok: false, reason: 'expired' }
}

/** Drops rows that expired before `before` (ms). */
export async function pruneApprovals(db: Queryable, before: number): Promise<void> {
  await db.query('DELETE FROM rpc_approvals WHERE expires_at < $1', [new Date(before)])
}
