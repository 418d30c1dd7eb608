import { randomUUID } from 'node:crypto'
import { newToken, sha256Hex } from '../auth/secrets.js'
import type { Queryable } from '../db/database.js'
import { rateLimitHitSql } from './rate-limits.js'

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
 * this session, in the statement that counts one hit of the user's request rate (`count`,
 * as `hitRateLimit` counts): nothing is minted when the count passes `count.limit`.
 * `minted` is undefined when nothing was (over the limit, never prepared, expired, already
 * approved); `hitCount` is the window's count after the hit.
 */
export async function countAndMintApproval(
  db: Queryable,
  binding: ApprovalBinding,
  input: { now: number; ttlMs: number; count: { key: string; windowStart: number; limit: number } },
): Promise<{ minted: { approval: string; expiresAt: number } | undefined; hitCount: number }> {
  const approval = newToken()
  const expiresAt = input.now + input.ttlMs
  const { rows } = await db.query<{ hit_count: number; minted: boolean }>(
    `WITH hit AS (
        ${rateLimitHitSql(7)}
      ), minted AS (
        UPDATE rpc_approvals SET approval_hash = $5, approved_at = $4, expires_at = $6
          WHERE id = (
            SELECT id FROM rpc_approvals
              WHERE session_id = $1 AND user_id = $2 AND request_hash = $3
                AND approval_hash IS NULL AND expires_at > $4
              ORDER BY prepared_at DESC LIMIT 1
              FOR UPDATE SKIP LOCKED
          ) AND approval_hash IS NULL AND (SELECT count FROM hit) <= $9
          RETURNING id
      )
      SELECT (SELECT count FROM hit) AS hit_count, EXISTS (SELECT 1 FROM minted) AS minted`,
    [
      binding.sessionId,
      binding.userId,
      binding.requestHash,
      new Date(input.now),
      sha256Hex(approval),
      new Date(expiresAt),
      input.count.key,
      new Date(input.count.windowStart),
      input.count.limit,
    ],
  )
  const row = rows[0]
  return {
    minted: row?.minted === true ? { approval, expiresAt } : undefined,
    hitCount: Number(row?.hit_count),
  }
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
  /**
   * A rate-limit hit to count in the same statement, only when the approval is taken (the
   * user's signatures, as `hitRateLimit` counts): its count after the hit comes back.
   */
  count?: { key: string; windowStart: number },
): Promise<{ ok: true; hitCount?: number } | { ok: false; reason: ApprovalRefusal }> {
  const approvalHash = sha256Hex(approval)
  const take = `UPDATE rpc_approvals SET consumed_at = $5
      WHERE approval_hash = $1 AND session_id = $2 AND user_id = $3 AND request_hash = $4
        AND consumed_at IS NULL AND expires_at > $5
      RETURNING id`
  const params = [
    approvalHash,
    binding.sessionId,
    binding.userId,
    binding.requestHash,
    new Date(now),
  ]
  if (count) {
    const { rows } = await db.query<{ taken: boolean; hit_count: number | null }>(
      `WITH taken AS (
          ${take}
        ), hit AS (
          ${rateLimitHitSql(6, 'FROM taken')}
        )
        SELECT EXISTS (SELECT 1 FROM taken) AS taken, (SELECT count FROM hit) AS hit_count`,
      [...params, count.key, new Date(count.windowStart)],
    )
    if (rows[0]?.taken === true) return { ok: true, hitCount: Number(rows[0].hit_count) }
  } else {
    const { rows } = await db.query<{ id: string }>(take, params)
    if (rows.length > 0) return { ok: true }
  }
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
