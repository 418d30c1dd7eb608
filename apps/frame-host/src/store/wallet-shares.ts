import { randomUUID } from 'node:crypto'
import { sha256Hex } from '../auth/secrets.js'
import type { Queryable } from '../db/database.js'

/**
 * Wallet sharing across projects (README "Wallet sharing"). A share makes one user (of
 * project B) sign with the key material of another user (of project A): it is made only by
 * the consent link mailed to the verified address both users have, and is off otherwise.
 * A consent link's token is 256 random bits; the database keeps its SHA-256, and taking a
 * link marks it used in the same statement, so it works once whichever instance serves it.
 */

/**
 * SQL for whose key material user `$param` signs with: the owner of their share in force, or
 * the user. An expression, so a statement that needs more (key-material.ts loads the key
 * material with it) asks it in the same round trip.
 */
export const walletOwnerSql = (param: number) =>
  `COALESCE(
    (SELECT wallet_user_id FROM wallet_shares WHERE user_id = $${param} AND revoked_at IS NULL),
    $${param}::uuid
  )`

/** Whose key material the user signs with: the shared wallet's owner, or the user. */
export async function walletOwnerOf(db: Queryable, userId: string): Promise<string> {
  const { rows } = await db.query<{ id: string }>(`SELECT ${walletOwnerSql(1)} AS id`, [userId])
  return rows[0]?.id ?? userId
}

/** Starts a share, ending the user's previous one (at most one is in force per user). */
export async function insertWalletShare(
  tx: Queryable,
  input: { userId: string; walletUserId: string; now: number },
): Promise<void> {
  await revokeWalletShare(tx, input.userId, input.now)
  await tx.query(
    `INSERT INTO wallet_shares (id, user_id, wallet_user_id, created_at) VALUES ($1, $2, $3, $4)`,
    [randomUUID(), input.userId, input.walletUserId, new Date(input.now)],
  )
}

/** Stops the user's share; answers whether one was in force. */
export async function revokeWalletShare(
  db: Queryable,
  userId: string,
  now: number,
): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE wallet_shares SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL
      RETURNING id`,
    [userId, new Date(now)],
  )
  return rows.length > 0
}

/** What a consent link asks: that `userId` signs with `walletUserId`'s wallet. */
export type WalletShareRequest = {
  userId: string
  walletUserId: string
  email: string
  parentOrigin: string
}

type RequestRow = {
  user_id: string
  wallet_user_id: string
  email: string
  parent_origin: string
}

const fromRequestRow = (row: RequestRow): WalletShareRequest => ({
  userId: row.user_id,
  walletUserId: row.wallet_user_id,
  email: row.email,
  parentOrigin: row.parent_origin,
})

export async function insertWalletShareRequest(
  db: Queryable,
  input: WalletShareRequest & { token: string; now: number; ttlMs: number },
): Promise<void> {
  await db.query(
    `INSERT INTO wallet_share_requests (token_hash, user_id, wallet_user_id, email,
        parent_origin, created_at, expires_at)
      VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      sha256Hex(input.token),
      input.userId,
      input.walletUserId,
      input.email,
      input.parentOrigin,
      new Date(input.now),
      new Date(input.now + input.ttlMs),
    ],
  )
}

/** The link's request, read only (its confirmation page): undefined when expired or used. */
export async function findWalletShareRequest(
  db: Queryable,
  token: string,
  now: number,
): Promise<WalletShareRequest | undefined> {
  const { rows } = await db.query<RequestRow>(
    `SELECT user_id, wallet_user_id, email, parent_origin FROM wallet_share_requests
      WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2`,
    [sha256Hex(token), new Date(now)],
  )
  return rows[0] && fromRequestRow(rows[0])
}

/** Uses the link up: its request, or undefined when it is unknown, expired or used. */
export async function takeWalletShareRequest(
  tx: Queryable,
  token: string,
  now: number,
): Promise<WalletShareRequest | undefined> {
  const { rows } = await tx.query<RequestRow>(
    `UPDATE wallet_share_requests SET used_at = $2
      WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2
      RETURNING user_id, wallet_user_id, email, parent_origin`,
    [sha256Hex(token), new Date(now)],
  )
  return rows[0] && fromRequestRow(rows[0])
}

/** Drops consent links that ended before `before` (ms). */
export async function pruneWalletShareRequests(db: Queryable, before: number): Promise<void> {
  await db.query('DELETE FROM wallet_share_requests WHERE expires_at < $1', [new Date(before)])
}
