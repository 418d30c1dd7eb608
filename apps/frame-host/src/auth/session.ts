import { UnauthorizedError } from '../errors.js'
import { useRefreshToken } from '../store/refresh-tokens.js'
import {
  findSession,
  findSessionFamily,
  revokeSessionFamily,
  revokeUserSessions,
  type Session,
} from '../store/sessions.js'
import { latestSocialUsername } from '../store/social-identities.js'
import { findUserById, type User } from '../store/users.js'
import type { AuthContext } from './context.js'
import { type PublicUser, publicUser } from './email-login.js'
import type { FrameContext } from './frame-context.js'
import { type IssuedSession, newAccessAndRefresh } from './issue-session.js'
import { RefreshTokenReusedError } from './session-errors.js'
import { ensureWallet } from './wallet.js'

/**
 * Sessions (README "Sessions"): a sign-in makes a family bound to the frame's key, device
 * and project, which hands out 1-hour access tokens and refresh tokens used once each.
 * Checking a request's session is src/server/authenticate.ts's job.
 */

export type SignedIn = {
  session: Session
  user: User
  /** The project the session was minted for (the request's own, checked). */
  projectId: string
  /** The parent page's origin, one the project allows (checked). */
  parentOrigin: string
  /** The access token the request carried (an RPC approval names its session by it). */
  token: string
}

/**
 * `POST /v1/session/refresh`: the refresh token is used up and a new access and refresh
 * token come back, for the same key, device and project only. A refresh token used a
 * second time ends the family: whoever holds the newer tokens is signed out too.
 */
export async function refreshSession(
  ctx: AuthContext,
  input: {
    refreshToken: string
    keyThumbprint: string
    deviceHash: string
    frame: FrameContext
  },
): Promise<IssuedSession> {
  const now = ctx.now()
  const outcome = await ctx.db.transaction(async (tx) => {
    const use = await useRefreshToken(tx, input.refreshToken, now)
    if (use.kind === 'unknown') return 'unauthorized' as const
    if (use.kind === 'reused') {
      await revokeSessionFamily(tx, use.familyId, now)
      return 'reused' as const
    }
    const family = await findSessionFamily(tx, use.familyId, now)
    if (!family) return 'unauthorized' as const
    const { rows } = await tx.query<{ device_hash: string }>(
      'SELECT device_hash FROM devices WHERE id = $1',
      [family.deviceId],
    )
    if (
      family.keyThumbprint !== input.keyThumbprint ||
      family.projectId !== input.frame.projectId ||
      rows[0]?.device_hash !== input.deviceHash
    ) {
      return 'unauthorized' as const
    }
    return newAccessAndRefresh(ctx, tx, family, now)
  })
  // Thrown after the transaction: the revocation of a reused family must be committed.
  if (outcome === 'reused') throw new RefreshTokenReusedError()
  if (outcome === 'unauthorized') throw new UnauthorizedError()
  return outcome
}

/**
 * The user behind an access token, looked up without any proof. Only for code that runs
 * after src/server/authenticate.ts checked the request (proof, device, project, origin).
 */
export async function requireSession(
  ctx: AuthContext,
  token: string | undefined,
): Promise<{ session: Session; user: User }> {
  if (!token) throw new UnauthorizedError()
  const session = await findSession(ctx.db, token, ctx.now())
  const user = session && (await findUserById(ctx.db, session.userId))
  if (!session || !user) throw new UnauthorizedError()
  return { session, user }
}

/** `GET /v1/user`: the user, with the username of their latest social sign-in when any. */
export async function getUser(
  ctx: AuthContext,
  { user }: SignedIn,
): Promise<PublicUser & { userName?: string }> {
  const accounts = await ensureWallet(ctx, user.id)
  const userName = await latestSocialUsername(ctx.db, user.id)
  return { ...publicUser(user, accounts), ...(userName ? { userName } : {}) }
}

/** Sign-out ends this sign-in (its access and refresh tokens) on every instance. */
export async function signOut(ctx: AuthContext, { session }: SignedIn): Promise<void> {
  await revokeSessionFamily(ctx.db, session.familyId, ctx.now())
}

/** Ends every sign-in of the user in this project, this one included; answers how many. */
export async function signOutEverywhere(ctx: AuthContext, signedIn: SignedIn): Promise<number> {
  return revokeUserSessions(ctx.db, {
    userId: signedIn.user.id,
    projectId: signedIn.projectId,
    now: ctx.now(),
  })
}
