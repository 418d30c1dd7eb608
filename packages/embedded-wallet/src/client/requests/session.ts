/**
 * The browser-stored keys a login and a sign-out leave behind (the package README's
 * "Browser-stored keys"): plain rules over the client's context, used by the login and
 * account requests.
 */
import type { EmbeddedWalletUser } from '../../protocol/events.js'
import type { FrameClientContext } from '../frame-context.js'

type SessionContext = Pick<FrameClientContext, 'storage' | 'emailLogin' | 'update' | 'login'>

/** The frame named a user: it becomes the client's, with its network. */
export function rememberUser(ctx: Pick<FrameClientContext, 'update'>, user: EmbeddedWalletUser) {
  ctx.update({ user, chainId: user.chainId })
}

/**
 * A successful login stores the email (the frame's, else the one the code was
 * mailed to) or, without one, the login-used flag; a social handle and the network too.
 */
export function recordLogin(
  ctx: SessionContext,
  user: EmbeddedWalletUser & { userName?: string | undefined },
) {
  const email = user.email ?? ctx.login.emailInFlight
  if (email) ctx.emailLogin.onLoginSuccess(email)
  else ctx.storage.set('emailLoginUsed', true)
  if (user.userName) ctx.storage.set('socialUsername', user.userName)
  ctx.storage.set('lastUsedChainId', user.chainId)
  ctx.login.emailInFlight = undefined
  rememberUser(ctx, user)
}

/** Signing out clears the session token and the login cache, and the user. */
export function resetSession(ctx: SessionContext) {
  ctx.storage.remove('sessionToken')
  ctx.emailLogin.clearLoginCache()
  ctx.login.emailInFlight = undefined
  ctx.update({ user: undefined })
}
