import { sha256Hex } from '../auth/secrets.js'
import type { Queryable } from '../db/database.js'

/**
 * OAuth logins in flight: the state sent through the browser (kept as its SHA-256) and the
 * PKCE verifier that only the server ever sends, to the provider's token endpoint. A state
 * is taken once: the callback claims it before calling the provider.
 */
export type SocialLoginState = {
  provider: string
  codeVerifier: string
  redirectUri: string
  deviceHash: string
  /** The project and parent page of the frame that started it, and its key's thumbprint. */
  projectId: string
  parentOrigin: string
  keyThumbprint: string
}

export async function insertSocialLoginState(
  db: Queryable,
  input: SocialLoginState & { state: string; now: number; ttlMs: number },
): Promise<void> {
  await db.query(
    `INSERT INTO social_login_states
        (state_hash, provider, code_verifier, redirect_uri, device_hash, created_at, expires_at,
          project_id, parent_origin, key_thumbprint)
      VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      sha256Hex(input.state),
      input.provider,
      input.codeVerifier,
      input.redirectUri,
      input.deviceHash,
      new Date(input.now),
      new Date(input.now + input.ttlMs),
      input.projectId,
      input.parentOrigin,
      input.keyThumbprint,
    ],
  )
}

/** Marks the state used and returns it, or nothing when unknown, expired or already used. */
export async function consumeSocialLoginState(
  db: Queryable,
  state: string,
  now: number,
): Promise<SocialLoginState | undefined> {
  const { rows } = await db.query<{
    provider: string
    code_verifier: string
    redirect_uri: string
    device_hash: string
    project_id: string | null
    parent_origin: string | null
    key_thumbprint: string | null
  }>(
    `UPDATE social_login_states SET consumed_at = $2
      WHERE state_hash = $1 AND consumed_at IS NULL AND expires_at > $2
      RETURNING provider, code_verifier, redirect_uri, device_hash, project_id, parent_origin,
        key_thumbprint`,
    [sha256Hex(state), new Date(now)],
  )
  const row = rows[0]
  // A state from before projects and proofs has neither: it cannot make a session.
  if (!row?.project_id || !row.parent_origin || !row.key_thumbprint) return undefined
  return (
    row && {
      projectId: row.project_id,
      parentOrigin: row.parent_origin,
      keyThumbprint: row.key_thumbprint,
      provider: row.provider,
      codeVerifier: row.code_verifier,
      redirectUri: row.redirect_uri,
      deviceHash: row.device_hash,
    }
  )
}

/** Drops states that expired before `before` (ms). */
export async function pruneSocialLoginStates(db: Queryable, before: number): Promise<void> {
  await db.query('DELETE FROM social_login_states WHERE expires_at < $1', [new Date(before)])
}
