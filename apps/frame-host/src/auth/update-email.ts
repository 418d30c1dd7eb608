import {
  AccountLockedError,
  EmailInUseError,
  LoginThrottledError,
  NoAccountEmailError,
  NoEmailUpdateError,
  SameEmailError,
} from '../errors.js'
import { updatePrimaryMail, updateSecondaryMail } from '../mail/messages.js'
import { claimLoginStart, lockEmail } from '../store/login-throttle.js'
import { insertOtpCode } from '../store/otp-codes.js'
import { findUserByEmail, setUserEmail } from '../store/users.js'
import { type AuthContext, sendCode } from './context.js'
import { type PublicUser, publicUser } from './email-login.js'
import { checkCode, commitThenThrow } from './otp.js'
import { newOtp } from './secrets.js'
import { requireSession } from './session.js'
import { ensureWallet } from './wallet.js'

/**
 * spec §4 Email update: a code to the current address (primary), then a code to the new
 * one (secondary), then the new email is stored. Wrong codes count toward the same lockout
 * as login codes.
 */

type Signal = AbortSignal | undefined

export async function startEmailUpdate(
  ctx: AuthContext,
  { token, email, signal }: { token: string | undefined; email: string; signal?: Signal },
): Promise<{ action: 'VERIFY_PRIMARY_OTP' }> {
  const { user: signedIn } = await requireSession(ctx, token)
  // The primary code goes to the current address: an account without one cannot start here.
  if (signedIn.email === null) throw new NoAccountEmailError()
  const user = { ...signedIn, email: signedIn.email }
  if (email === user.email) throw new SameEmailError()
  if (await findUserByEmail(ctx.db, user.projectId, email)) throw new EmailInUseError()
  const now = ctx.now()
  const code = newOtp()
  const row = await commitThenThrow(ctx, async (tx) => {
    await lockEmail(tx, user.email)
    if (user.lockedUntil !== null && user.lockedUntil > now) {
      return { ok: false, error: new AccountLockedError(user.lockedUntil - now) }
    }
    const claim = await claimLoginStart(tx, user.email, now, ctx.limits.resendIntervalMs)
    if (!claim.ok) return { ok: false, error: new LoginThrottledError(claim.waitMs) }
    const value = await insertOtpCode(tx, {
      userId: user.id,
      purpose: 'update_primary',
      email: user.email,
      newEmail: email,
      code,
      now,
      ttlMs: ctx.limits.otpTtlMs,
    })
    return { ok: true, value }
  })
  await sendCode(ctx, updatePrimaryMail(user.email, code, ctx.limits.otpTtlMs), row.id, signal)
  return { action: 'VERIFY_PRIMARY_OTP' }
}

export async function verifyEmailUpdatePrimary(
  ctx: AuthContext,
  { token, otp, signal }: { token: string | undefined; otp: string; signal?: Signal },
): Promise<{ action: 'VERIFY_SECONDARY_OTP' }> {
  const { user } = await requireSession(ctx, token)
  const code = newOtp()
  const next = await commitThenThrow(ctx, async (tx) => {
    const check = await checkCode(ctx, tx, user.id, 'update_primary', otp)
    if (!check.ok) return check
    const newEmail = check.code.newEmail
    if (!newEmail) return { ok: false, error: new NoEmailUpdateError() }
    const value = await insertOtpCode(tx, {
      userId: user.id,
      purpose: 'update_secondary',
      email: newEmail,
      newEmail,
      code,
      now: ctx.now(),
      ttlMs: ctx.limits.otpTtlMs,
    })
    return { ok: true, value }
  })
  await sendCode(ctx, updateSecondaryMail(next.email, code, ctx.limits.otpTtlMs), next.id, signal)
  return { action: 'VERIFY_SECONDARY_OTP' }
}

export async function verifyEmailUpdateSecondary(
  ctx: AuthContext,
  { token, otp }: { token: string | undefined; otp: string },
): Promise<PublicUser> {
  const { user } = await requireSession(ctx, token)
  const email = await commitThenThrow(ctx, async (tx) => {
    const check = await checkCode(ctx, tx, user.id, 'update_secondary', otp)
    if (!check.ok) return check
    const newEmail = check.code.newEmail
    if (!newEmail) return { ok: false, error: new NoEmailUpdateError() }
    const taken = await findUserByEmail(tx, user.projectId, newEmail)
    if (taken && taken.id !== user.id) return { ok: false, error: new EmailInUseError() }
    await setUserEmail(tx, user.id, newEmail)
    return { ok: true, value: newEmail }
  })
  return publicUser({ ...user, email }, await ensureWallet(ctx, user.id))
}
