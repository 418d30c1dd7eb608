import type { Queryable } from '../db/database.js'

/**
 * The proof ids (`jti`) each frame key has used, kept until such a proof would be stale
 * anyway. In PostgreSQL, so a proof replayed at another instance is refused too.
 */

/**
 * The statement that records a proof (thumbprint, jti, expiry as parameters `$first`,
 * `$first+1`, `$first+2`): one row back when it was the jti's first use, none for a replay.
 * `from` is what the row is inserted from: the parameters alone, or a CTE's rows with a
 * condition (the session lookup in sessions.ts records a proof only for a session it may
 * belong to), so a signed-in request pays one round trip for both.
 */
export const recordProofSql = (first: number, from = '') =>
  `INSERT INTO dpop_proofs (key_thumbprint, jti, expires_at)
      SELECT $${first}, $${first + 1}, $${first + 2}::timestamptz ${from}
      ON CONFLICT (key_thumbprint, jti) DO NOTHING RETURNING jti`

/** Records the proof; false when this key already used this jti (a replay). */
export async function recordProof(
  db: Queryable,
  input: { keyThumbprint: string; jti: string; expiresAt: number },
): Promise<boolean> {
  const { rows } = await db.query(recordProofSql(1), [
    input.keyThumbprint,
    input.jti,
    new Date(input.expiresAt),
  ])
  return rows.length > 0
}

export async function pruneProofs(db: Queryable, before: number): Promise<void> {
  await db.query('DELETE FROM dpop_proofs WHERE expires_at < $1', [new Date(before)])
}
