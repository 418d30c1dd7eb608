import { randomBytes } from 'node:crypto'
import {
  AccountLockedError,
  DeviceApprovalError,
  DeviceNotVerifiedError,
  LoginNotStartedError,
  LoginThrottledError,
  MailDeliveryError,
  OtpExpiredError,
  RateLimitedError,
} from '../errors.js'
import { deviceApprovalMail, type LoginRequest, loginCodeMail } from '../mail/messages.js'
import {
  approveDevice,
  ensureDevice,
  findDevice,
  hasVerifiedDevice,
  markDeviceVerified,
  setDeviceApproval,
} from '../store/devices.js'
import { claimLoginStart, lockEmail, releaseLoginStart } from '../store/login-throttle.js'
import { insertOtpCode } from '../store/otp-codes.js'
import { hitRateLimit } from '../store/rate-limits.js'
import { ensureUser, findUserByEmail, findUserById, type User } from '../store/users.js'
import { type AuthContext, sendCode, sendCounted } from './context.js'
import type { FrameContext } from './frame-context.js'
import { type IssuedSession, issueSession } from './issue-session.js'
import { checkCode, commitThenThrow } from './otp.js'
import { newOtp } from './secrets.js'
import { ensureWallet, type WalletAccounts } from './wallet.js'

/**
 * Email login, "verify device, verify OTP, then connect" (README "Email login"), within
 * one project: the same address in another project is another user with another wallet.
 * 1. start: every address answers VERIFY_DEVICE, after the same work and one mail, so the
 *    answer and its timing do not tell whether the address has an account or a verified
 *    device. A known device or a first-time user is mailed a code; a returning user on a
 *    new device an approval link.
 * 2. the frame polls the device step: VERIFY_OTP once a code was mailed for this browser
 *    (at once for a code, after the link was opened for a link).
 * 3. the approval link, opened from the mailbox, verifies the device and mails the code.
 * 4. the right code gives a session for that device and the frame's key (connect).
 */

export type EmailLoginAction = 'VERIFY_DEVICE' | 'VERIFY_OTP'

/** docs/state.md#embedded-wallet-user, as the frame gets it: the email and the wallet's addresses. */
export type PublicUser = {
  id: string
  email: string | null
  createdAt: number
  accounts: WalletAccounts
}

export const publicUser = (user: User, accounts: WalletAccounts): PublicUser => ({
  id: user.id,
  email: user.email,
  createdAt: user.createdAt,
  accounts,
})

export type StartEmailLoginParameters = {
  email: string
  deviceId: string
  ip: string
  /** The project and page the frame serves (checked by the route). */
  frame: FrameContext
  signal?: AbortSignal | undefined
}

const loginRequest = (frame: FrameContext, at: number): LoginRequest => ({
  projectId: frame.projectId,
  appName: frame.appName,
  origin: frame.parentOrigin,
  userAgent: frame.userAgent,
  at,
})

export async function startEmailLogin(
  ctx: AuthContext,
  { email, deviceId, ip, frame, signal }: StartEmailLoginParameters,
): Promise<{ action: EmailLoginAction }> {
  const now = ctx.now()
  const request = loginRequest(frame, now)
  const { projectId } = frame
  const perIp = await hitRateLimit(ctx.db, `ip:${ip}`, ctx.limits.perIp, now)
  if (!perIp.allowed) throw new RateLimitedError('ip', perIp.retryAfterMs)

  type Plan = { previousStart: number | undefined } & (
    | { action: 'VERIFY_DEVICE'; token: string }
    | { action: 'VERIFY_OTP'; code: string; codeId: string }
  )
  const plan = await commitThenThrow<Plan>(ctx, async (tx) => {
    await lockEmail(tx, email)
    const existing = await findUserByEmail(tx, projectId, email)
    if (existing?.lockedUntil && existing.lockedUntil > now) {
      return { ok: false, error: new AccountLockedError(existing.lockedUntil - now) }
    }
    const claim = await claimLoginStart(tx, email, now, ctx.limits.resendIntervalMs)
    if (!claim.ok) return { ok: false, error: new LoginThrottledError(claim.waitMs) }
    const user = existing ?? (await ensureUser(tx, projectId, email, now))
    const device = await ensureDevice(tx, user.id, deviceId, now)
    // A returning user proves the new browser from their mailbox first; a first-time user's
    // first device is verified by the code itself.
    if (device.verifiedAt === null && (await hasVerifiedDevice(tx, user.id))) {
      const token = randomBytes(32).toString('hex')
      await setDeviceApproval(tx, device.id, token, now + ctx.limits.deviceLinkTtlMs, request)
      return {
        ok: true,
        value: { action: 'VERIFY_DEVICE', token, previousStart: claim.previous },
      }
    }
    const code = newOtp()
    const row = await insertOtpCode(tx, {
      userId: user.id,
      purpose: 'login',
      email,
      code,
      now,
      ttlMs: ctx.limits.otpTtlMs,
    })
    return {
      ok: true,
      value: { action: 'VERIFY_OTP', code, codeId: row.id, previousStart: claim.previous },
    }
  })

  try {
    if (plan.action === 'VERIFY_DEVICE') {
      const link = new URL('/v1/device/approve', ctx.publicUrl)
      link.searchParams.set('token', plan.token)
      const mail = deviceApprovalMail(email, link.toString(), ctx.limits.deviceLinkTtlMs, request)
      await sendCounted(ctx, mail, signal)
    } else {
      const mail = loginCodeMail(email, plan.code, ctx.limits.otpTtlMs, request)
      await sendCode(ctx, mail, plan.codeId, signal)
    }
  } catch (error) {
    // The mail surely did not go out and the answer says "try again": a retry right away
    // must not meet the 30 s wait of a start that sent nothing.
    if (error instanceof MailDeliveryError && !signal?.aborted) {
      await releaseLoginStart(ctx.db, email, now, plan.previousStart)
    }
    throw error
  }
  // The same first answer for every address; the device step says whether a link is awaited.
  return { action: 'VERIFY_DEVICE' }
}

/**
 * The device step the frame polls while the user opens the approval link: VERIFY_OTP once
 * this browser is approved, VERIFY_DEVICE while it is not.
 */
export async function checkDevice(
  ctx: AuthContext,
  { email, deviceId, projectId }: { email: string; deviceId: string; projectId: string },
): Promise<{ action: EmailLoginAction }> {
  const user = await findUserByEmail(ctx.db, projectId, email)
  const device = user && (await findDevice(ctx.db, user.id, deviceId))
  if (!device) throw new LoginNotStartedError()
  // As at the start: a first-time user's first device was mailed a code at once.
  const waiting = device.verifiedAt === null && (await hasVerifiedDevice(ctx.db, device.userId))
  return { action: waiting ? 'VERIFY_DEVICE' : 'VERIFY_OTP' }
}

/** The approval link: verifies its device and mails the sign-in code to the owner. */
export async function approveDeviceLink(
  ctx: AuthContext,
  { token, signal }: { token: string; signal?: AbortSignal | undefined },
): Promise<void> {
  const now = ctx.now()
  const device = await approveDevice(ctx.db, token, now)
  if (!device) throw new DeviceApprovalError()
  const user = await findUserById(ctx.db, device.userId)
  // Approval links are mailed, so their user has an email; this only narrows the type.
  if (!user?.email) throw new DeviceApprovalError()
  const email = user.email
  const request = device.approvalRequest ?? {
    projectId: user.projectId,
    origin: 'unknown',
    at: now,
  }
  const code = newOtp()
  const row = await ctx.db.transaction((tx) =>
    insertOtpCode(tx, {
      userId: user.id,
      purpose: 'login',
      email,
      code,
      now,
      ttlMs: ctx.limits.otpTtlMs,
    }),
  )
  await sendCode(ctx, loginCodeMail(email, code, ctx.limits.otpTtlMs, request), row.id, signal)
}

export type VerifyLoginOtpReturnType = IssuedSession & { user: PublicUser }

/** docs/embedded-wallet.md#loading-the-frame: the right code connects this device: a session token for the frame only. */
export async function verifyLoginOtp(
  ctx: AuthContext,
  {
    email,
    otp,
    deviceId,
    projectId,
    keyThumbprint,
    signal,
  }: {
    email: string
    otp: string
    deviceId: string
    projectId: string
    /** The frame key's thumbprint, from the request's DPoP proof: the session is bound to it. */
    keyThumbprint: string
    signal?: AbortSignal | undefined
  },
): Promise<VerifyLoginOtpReturnType> {
  const user = await findUserByEmail(ctx.db, projectId, email)
  // An unknown address answers like a spent code: the API does not tell who has an account.
  if (!user) throw new OtpExpiredError()
  const device = await findDevice(ctx.db, user.id, deviceId)
  if (!device) throw new OtpExpiredError()
  if (device.verifiedAt === null && (await hasVerifiedDevice(ctx.db, user.id))) {
    throw new DeviceNotVerifiedError()
  }
  const session = await commitThenThrow(ctx, async (tx) => {
    const check = await checkCode(ctx, tx, user.id, 'login', otp)
    if (!check.ok) return check
    const now = ctx.now()
    await markDeviceVerified(tx, device.id, now)
    const value = await issueSession(ctx, tx, {
      userId: user.id,
      deviceId: device.id,
      projectId,
      keyThumbprint,
    })
    return { ok: true, value }
  })
  // Outside the transaction: a KMS call must not hold database locks.
  const accounts = await ensureWallet(ctx, user.id, signal)
  return { ...session, user: publicUser(user, accounts) }
}
