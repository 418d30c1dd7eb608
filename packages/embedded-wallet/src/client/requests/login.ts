/**
 * The frame client's login requests (the README's protocol table): email and its code,
 * the new-device step, social and Farcaster logins, sign-out and the session check. Each is
 * a plain function over the client's context; createFrameClient binds them.
 */
import { assertEmail, assertOtp, assertSocialProvider } from '@keyway/core/embedded-wallet'
import type { FrameRequestPayload } from '../../protocol/events.js'
import { abortInFrame, type FrameClientContext, type RequestOptions } from '../frame-context.js'
import { recordLogin, resetSession } from './session.js'

/** Throttled (30 s); the email is stored once the code is accepted. */
export async function connectEmail(
  ctx: FrameClientContext,
  payload: FrameRequestPayload<'connectEmail'>,
  options?: RequestOptions,
) {
  assertEmail(payload.email)
  ctx.emailLogin.triggerEmailLogin()
  const result = await ctx.call('connectEmail', payload, options)
  ctx.login.emailInFlight = payload.email
  return result
}

export function connectDevice(ctx: FrameClientContext, options?: RequestOptions) {
  return ctx.call('connectDevice', {}, options)
}

/** The OTP; on success the user is fetched and the login stored. */
export async function connectOtp(
  ctx: FrameClientContext,
  payload: FrameRequestPayload<'connectOtp'>,
  options?: RequestOptions,
) {
  assertOtp(payload.otp)
  await ctx.call('connectOtp', payload, options)
  const user = await ctx.call('getUser', {}, options)
  recordLogin(ctx, user)
  return user
}

export async function getSocialRedirectUri(
  ctx: FrameClientContext,
  payload: FrameRequestPayload<'getSocialRedirectUri'>,
  options?: RequestOptions,
) {
  assertSocialProvider(payload.provider)
  return ctx.call('getSocialRedirectUri', payload, options)
}

/**
 * Finishes a social login started with getSocialRedirectUri. `{ uri }` hands the frame
 * the provider's redirect and answers within the usual 30 s. `{}` waits for
 * the popup the dapp opened to reach frame-host's callback, i.e. for a person, so it has
 * `timeouts.userActionMs`; aborting it also tells the frame to stop waiting (a result
 * that comes later is still kept for the next `connectSocial({})`).
 */
export async function connectSocial(
  ctx: FrameClientContext,
  payload: FrameRequestPayload<'connectSocial'>,
  options?: RequestOptions,
) {
  const waitsForPopup = payload.uri === undefined
  const user = await ctx.call(
    'connectSocial',
    payload,
    waitsForPopup
      ? { ...options, timeoutMs: ctx.timeouts.userActionMs, onAbortSent: abortInFrame(ctx) }
      : options,
  )
  recordLogin(ctx, user)
  return user
}

export async function connectFarcaster(ctx: FrameClientContext, options?: RequestOptions) {
  const user = await ctx.call(
    'connectFarcaster',
    {},
    { ...options, timeoutMs: ctx.timeouts.userActionMs },
  )
  recordLogin(ctx, user)
  return user
}

export function getFarcasterUri(ctx: FrameClientContext, options?: RequestOptions) {
  return ctx.call('getFarcasterUri', {}, options)
}

/**
 * Signs out (the connector's disconnect): waits at most 3 s for the frame,
 * then clears the session token and the login cache either way.
 */
export async function signOut(ctx: FrameClientContext): Promise<void> {
  try {
    await ctx.call('signOut', {}, { timeoutMs: ctx.timeouts.signOutMs, reportTimeout: false })
  } catch (error) {
    ctx.logger('embedded wallet: sign-out did not complete in the frame', error)
  } finally {
    resetSession(ctx)
  }
}

/**
 * Ends every sign-in of this user in this app on every device (a lost phone, a shared
 * computer), this one included, and clears the local session like signOut. Resolves
 * with how many sign-ins ended; a failure leaves the session as it was and rejects.
 */
export async function signOutEverywhere(
  ctx: FrameClientContext,
  options?: RequestOptions,
): Promise<{ sessions: number }> {
  const answer = await ctx.call('signOutEverywhere', {}, options)
  resetSession(ctx)
  return answer
}

/** A false answer or a failure clears the login cache. */
export async function isConnected(
  ctx: FrameClientContext,
  options?: RequestOptions,
): Promise<boolean> {
  let answer: boolean
  try {
    answer = (await ctx.call('isConnected', {}, options)).isConnected
  } catch (error) {
    // The caller's own abort says nothing about the session: keep the cache.
    if (options?.signal?.aborted) throw error
    answer = false
  }
  const connected = await ctx.emailLogin.checkConnected(async () => answer)
  if (!connected) ctx.update({ user: undefined })
  return connected
}
