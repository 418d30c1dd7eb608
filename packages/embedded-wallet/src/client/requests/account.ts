/**
 * The frame client's account requests (the README's protocol table): the user, the
 * network, the email update, smart accounts and the preferred account type. Plain functions
 * over the client's context; createFrameClient binds them.
 */
import { assertEmail, assertOtp } from '@keyway/core/embedded-wallet'
import type { FrameRequestPayload } from '../../protocol/events.js'
import type { FrameClientContext, RequestOptions } from '../frame-context.js'
import { rememberUser } from './session.js'

export async function getUser(
  ctx: FrameClientContext,
  payload: FrameRequestPayload<'getUser'> = {},
  options?: RequestOptions,
) {
  const user = await ctx.call('getUser', payload, options)
  // The social username: after a reload the frame's session still names it.
  if (user.userName) ctx.storage.set('socialUsername', user.userName)
  rememberUser(ctx, user)
  return user
}

export async function switchNetwork(
  ctx: FrameClientContext,
  payload: FrameRequestPayload<'switchNetwork'>,
  options?: RequestOptions,
) {
  const result = await ctx.call('switchNetwork', payload, options)
  ctx.storage.set('lastUsedChainId', result.chainId)
  const user = ctx.state().user
  ctx.update({
    chainId: result.chainId,
    ...(user ? { user: { ...user, chainId: result.chainId } } : {}),
  })
  return result
}

export async function getChainId(ctx: FrameClientContext, options?: RequestOptions) {
  const result = await ctx.call('getChainId', {}, options)
  ctx.update({ chainId: result.chainId })
  return result
}

export async function updateEmail(
  ctx: FrameClientContext,
  payload: FrameRequestPayload<'updateEmail'>,
  options?: RequestOptions,
) {
  assertEmail(payload.email)
  return ctx.call('updateEmail', payload, options)
}

export async function updateEmailPrimaryOtp(
  ctx: FrameClientContext,
  payload: FrameRequestPayload<'updateEmailPrimaryOtp'>,
  options?: RequestOptions,
) {
  assertOtp(payload.otp)
  return ctx.call('updateEmailPrimaryOtp', payload, options)
}

/** The secondary step stores the new email. */
export async function updateEmailSecondaryOtp(
  ctx: FrameClientContext,
  payload: FrameRequestPayload<'updateEmailSecondaryOtp'>,
  options?: RequestOptions,
) {
  assertOtp(payload.otp)
  const result = await ctx.call('updateEmailSecondaryOtp', payload, options)
  ctx.emailLogin.onEmailUpdated(result.newEmail)
  const user = ctx.state().user
  if (user) ctx.update({ user: { ...user, email: result.newEmail } })
  return result
}

export async function getSmartAccountEnabledNetworks(
  ctx: FrameClientContext,
  options?: RequestOptions,
) {
  const result = await ctx.call('getSmartAccountEnabledNetworks', {}, options)
  ctx.storage.set('smartAccountEnabledNetworks', result.smartAccountEnabledNetworks)
  ctx.storage.set('smartAccountEnabled', result.smartAccountEnabledNetworks.length > 0)
  return result
}

export function initSmartAccount(ctx: FrameClientContext, options?: RequestOptions) {
  return ctx.call('initSmartAccount', {}, options)
}

/** The modal then reconnects the auth connector. */
export async function setPreferredAccount(
  ctx: FrameClientContext,
  payload: FrameRequestPayload<'setPreferredAccount'>,
  options?: RequestOptions,
) {
  const result = await ctx.call('setPreferredAccount', payload, options)
  ctx.storage.set('preferredAccountType', result.type)
  return result
}

export function reload(ctx: FrameClientContext, options?: RequestOptions) {
  return ctx.call('reload', {}, options)
}
