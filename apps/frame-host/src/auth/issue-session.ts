import type { Queryable } from '../db/database.js'
import { createRefreshToken } from '../store/refresh-tokens.js'
import { createAccessToken, createSessionFamily, type SessionFamily } from '../store/sessions.js'
import type { AuthContext } from './context.js'

/** What a sign-in or refresh gives the frame. */
export type IssuedSession = {
  token: string
  expiresAt: number
  refreshToken: string
  /** When the sign-in ends however often it is refreshed. */
  refreshExpiresAt: number
}

/** A new sign-in for `userId` on `deviceId`, bound to the frame key's thumbprint. */
export async function issueSession(
  ctx: AuthContext,
  tx: Queryable,
  input: { userId: string; deviceId: string; projectId: string; keyThumbprint: string },
): Promise<IssuedSession> {
  const now = ctx.now()
  const family = await createSessionFamily(tx, { ...input, now, ttlMs: ctx.limits.sessionTtlMs })
  return newAccessAndRefresh(ctx, tx, family, now)
}

/** A fresh access token (1 hour, never past the family) and the next refresh token. */
export async function newAccessAndRefresh(
  ctx: AuthContext,
  tx: Queryable,
  family: SessionFamily,
  now: number,
): Promise<IssuedSession> {
  const access = await createAccessToken(tx, {
    family,
    now,
    ttlMs: ctx.limits.accessTokenTtlMs,
  })
  const refreshToken = await createRefreshToken(tx, {
    familyId: family.id,
    now,
    expiresAt: family.expiresAt,
  })
  return { ...access, refreshToken, refreshExpiresAt: family.expiresAt }
}
