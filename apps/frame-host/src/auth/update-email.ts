import { randomBytes } from 'node:crypto'
import {
  AccountLockedError,
  EmailInUseError,
  FrameHostError,
  LoginThrottledError,
  NoAccountEmailError,
  NoEmailUpdateError,
  SameEmailError,
} from '../errors.js'
import {
  type EmailUpdateApp,
  emailChangedMail,
  updateAddressTakenMail,
  updatePrimaryMail,
  updateSecondaryMail,
} from '../mail/email-update-messages.js'
import { insertEmailRevert, takeEmailRevert } from '../store/email-reverts.js'
import { claimLoginStart, lockEmail } from '../store/login-throttle.js'
import { consumeAllOtpCodes, insertOtpCode } from '../store/otp-codes.js'
import { revokeUserSessions } from '../store/sessions.js'
import { findUserByEmail, lockUser, setUserEmail } from '../store/users.js'
import { type AuthContext, sendCode, sendCounted } from './context.js'
import { type PublicUser, publicUser } from './email-login.js'
import { checkCode, commitThenThrow } from './otp.js'
import { newOtp } from './secrets.js'
import type { SignedIn } from './session.js'
import { ensureWallet } from './wallet.js'

/**
 * docs/embedded-wallet.md#updating-the-email (README "Email update"): a code to the current address (primary),
 * then a code to the new one (secondary), then the new email is stored, every other
 * sign-in of the user ends, and the old address gets a notice with a single-use link that
 * undoes the change. Wrong codes count toward the same lockout as login codes.
 *
 * Whether the new address already has a wallet in the project is never in an answer: the
 * start and the primary step answer the same for any address, and a taken address is
 * mailed a notice instead of a code, so the secondary step cannot succeed.
 */

type Signal = AbortSignal | undefined

/** How long the old address can undo a change. */
export const EMAIL_REVERT_TTL_MS = 7 * 86_400_000

export const EMAIL_REVERT_PATH = '/v1/email/revert'

/** The undo link is unknown, expired, or was used. */
export class EmailRevertError extends FrameHostError {
  override name = 'EmailRevertError' as const
  override status = 400
  override code = 'email_revert_invalid'
  constructor() {
    super('This link has expired or was already used')
  }
}

/** The old address went to another wallet of the app since: it cannot come back. */
export class EmailRevertTakenError extends FrameHostError {
  override name = 'EmailRevertTakenError' as const
  override status = 409
  override code = 'email_revert_taken'
  constructor() {
    super('The old email now belongs to another wallet, so it cannot be restored')
  }
}

export type EmailUpdateParameters = {
  signedIn: SignedIn
  /** Which app asked, named in the mails. */
  app: EmailUpdateApp
  signal?: Signal
}

export async function startEmailUpdate(
  ctx: AuthContext,
  { signedIn, app, email, signal }: EmailUpdateParameters & { email: string },
): Promise<{ action: 'VERIFY_PRIMARY_OTP' }> {
  // The primary code goes to the current address: an account without one cannot start here.
  if (signedIn.user.email === null) throw new NoAccountEmailError()
  const user = { ...signedIn.user, email: signedIn.user.email }
  if (email === user.email) throw new SameEmailError()
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
  const mail = updatePrimaryMail(user.email, {
    code,
    newEmail: email,
    app,
    ttlMs: ctx.limits.otpTtlMs,
  })
  await sendCode(ctx, mail, row.id, signal)
  return { action: 'VERIFY_PRIMARY_OTP' }
}

export async function verifyEmailUpdatePrimary(
  ctx: AuthContext,
  { signedIn, app, otp, signal }: EmailUpdateParameters & { otp: string },
): Promise<{ action: 'VERIFY_SECONDARY_OTP' }> {
  const { user } = signedIn
  const code = newOtp()
  type Next = { email: string; taken: true } | { email: string; taken: false; codeId: string }
  const next = await commitThenThrow<Next>(ctx, async (tx) => {
    const check = await checkCode(ctx, tx, user.id, 'update_primary', otp)
    if (!check.ok) return check
    const newEmail = check.code.newEmail
    if (!newEmail) return { ok: false, error: new NoEmailUpdateError() }
    const taken = await findUserByEmail(tx, user.projectId, newEmail)
    if (taken && taken.id !== user.id) {
      return { ok: true, value: { email: newEmail, taken: true } }
    }
    const row = await insertOtpCode(tx, {
      userId: user.id,
      purpose: 'update_secondary',
      email: newEmail,
      newEmail,
      code,
      now: ctx.now(),
      ttlMs: ctx.limits.otpTtlMs,
    })
    return { ok: true, value: { email: newEmail, taken: false, codeId: row.id } }
  })
  if (next.taken) {
    // The same answer as for a free address; its owner learns why no code came.
    await sendCounted(ctx, updateAddressTakenMail(next.email, { app }), signal)
  } else {
    const mail = updateSecondaryMail(next.email, { code, app, ttlMs: ctx.limits.otpTtlMs })
    await sendCode(ctx, mail, next.codeId, signal)
  }
  return { action: 'VERIFY_SECONDARY_OTP' }
}

export async function verifyEmailUpdateSecondary(
  ctx: AuthContext,
  { signedIn, app, otp, signal }: EmailUpdateParameters & { otp: string },
): Promise<PublicUser> {
  const { user } = signedIn
  const revertToken = randomBytes(32).toString('hex')
  const change = await commitThenThrow(ctx, async (tx) => {
    const check = await checkCode(ctx, tx, user.id, 'update_secondary', otp)
    if (!check.ok) return check
    const newEmail = check.code.newEmail
    const oldEmail = (await lockUser(tx, user.id))?.email
    if (!newEmail || !oldEmail) return { ok: false, error: new NoEmailUpdateError() }
    // Taken since the primary step (no code went to a taken address).
    const taken = await findUserByEmail(tx, user.projectId, newEmail)
    if (taken && taken.id !== user.id) return { ok: false, error: new EmailInUseError() }
    const now = ctx.now()
    await setUserEmail(tx, user.id, newEmail)
    // Whoever else is signed in to the wallet must sign in again, with the new address.
    await revokeUserSessions(tx, {
      userId: user.id,
      projectId: user.projectId,
      now,
      exceptFamilyId: signedIn.session.familyId,
    })
    await insertEmailRevert(tx, {
      token: revertToken,
      userId: user.id,
      oldEmail,
      newEmail,
      now,
      ttlMs: EMAIL_REVERT_TTL_MS,
    })
    return { ok: true, value: { oldEmail, newEmail } }
  })
  const revertLink = new URL(EMAIL_REVERT_PATH, ctx.publicUrl)
  revertLink.searchParams.set('token', revertToken)
  const notice = emailChangedMail(change.oldEmail, {
    newEmail: change.newEmail,
    app,
    revertLink: revertLink.toString(),
    ttlMs: EMAIL_REVERT_TTL_MS,
  })
  // The change stands even if the notice fails to go out; the failure is still reported.
  await sendCounted(ctx, notice, signal)
  return publicUser({ ...user, email: change.newEmail }, await ensureWallet(ctx, user.id))
}

/**
 * The old address's undo link (a confirmation page's POST): puts the old email back,
 * cancels any code in flight and ends every sign-in of the wallet, including the one that
 * made the change.
 */
export async function revertEmailUpdate(
  ctx: AuthContext,
  { token }: { token: string },
): Promise<{ email: string }> {
  return commitThenThrow(ctx, async (tx) => {
    const now = ctx.now()
    const revert = await takeEmailRevert(tx, token, now)
    if (!revert) return { ok: false, error: new EmailRevertError() }
    const user = await lockUser(tx, revert.userId)
    if (!user) return { ok: false, error: new EmailRevertError() }
    const owner = await findUserByEmail(tx, user.projectId, revert.oldEmail)
    if (owner && owner.id !== user.id) return { ok: false, error: new EmailRevertTakenError() }
    await setUserEmail(tx, user.id, revert.oldEmail)
    await consumeAllOtpCodes(tx, user.id, now)
    await revokeUserSessions(tx, { userId: user.id, projectId: user.projectId, now })
    return { ok: true, value: { email: revert.oldEmail } }
  })
}
