import { UnauthorizedError } from '../errors.js'
import { findSession, revokeSession, type Session } from '../store/sessions.js'
import { latestSocialUsername } from '../store/social-identities.js'
import { findUserById, type User } from '../store/users.js'
import type { AuthContext } from './context.js'
import { type PublicUser, publicUser } from './email-login.js'
import { ensureWallet } from './wallet.js'

export type SignedIn = { session: Session; user: User }

/** The signed-in user behind a bearer token, or UnauthorizedError. */
export async function requireSession(
  ctx: AuthContext,
  token: string | undefined,
): Promise<SignedIn> {
  if (!token) throw new UnauthorizedError()
  const session = await findSession(ctx.db, token, ctx.now())
  const user = session && (await findUserById(ctx.db, session.userId))
  if (!session || !user) throw new UnauthorizedError()
  return { session, user }
}

/** spec §7 "is connected": a live session, without failing when there is none. */
export async function isConnected(
  ctx: AuthContext,
  token: string | undefined,
): Promise<{ isConnected: boolean; expiresAt?: number }> {
  if (!token) return { isConnected: false }
  const session = await findSession(ctx.db, token, ctx.now())
  return session ? { isConnected: true, expiresAt: session.expiresAt } : { isConnected: false }
}

/** `GET /v1/user`: the user, with the username of their latest social sign-in when any. */
export async function getUser(
  ctx: AuthContext,
  token: string | undefined,
): Promise<PublicUser & { userName?: string }> {
  const { user } = await requireSession(ctx, token)
  const accounts = await ensureWallet(ctx, user.id)
  const userName = await latestSocialUsername(ctx.db, user.id)
  return { ...publicUser(user, accounts), ...(userName ? { userName } : {}) }
}

/** Sign-out revokes the token in the database: every instance refuses it from now on. */
export async function signOut(ctx: AuthContext, token: string | undefined): Promise<void> {
  await requireSession(ctx, token)
  await revokeSession(ctx.db, token as string, ctx.now())
}
