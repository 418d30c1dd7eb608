import type { Queryable } from '../db/database.js'
import { AccountLockedError, OtpExpiredError, WrongOtpError } from '../errors.js'
import {
  activeOtpCode,
  consumeAllOtpCodes,
  consumeOtpCode,
  countWrongAttempt,
  type OtpCode,
  type OtpPurpose,
} from '../store/otp-codes.js'
import { clearWrongCodes, lockUser, recordWrongCode } from '../store/users.js'
import type { AuthContext } from './context.js'
import { hashOtp, sameHash } from './secrets.js'

export type CodeCheck =
  | { ok: true; code: OtpCode }
  | { ok: false; error: AccountLockedError | OtpExpiredError | WrongOtpError }

/**
 * Checks `otp` against the user's live code for `purpose`, inside the caller's
 * transaction. The user row is locked first, so wrong codes sent to several instances at
 * once are counted one after another: the fifth wrong one, wherever it lands, locks the
 * account (docs/embedded-wallet.md#email-login). A failure is returned, not thrown, because the counts must
 * be committed; the caller throws after the transaction.
 */
export async function checkCode(
  ctx: AuthContext,
  tx: Queryable,
  userId: string,
  purpose: OtpPurpose,
  otp: string,
): Promise<CodeCheck> {
  const now = ctx.now()
  const user = await lockUser(tx, userId)
  if (!user) return { ok: false, error: new OtpExpiredError() }
  if (user.lockedUntil !== null && user.lockedUntil > now) {
    return { ok: false, error: new AccountLockedError(user.lockedUntil - now) }
  }
  const code = await activeOtpCode(tx, userId, purpose, now)
  if (!code) return { ok: false, error: new OtpExpiredError() }
  if (!sameHash(code.codeHash, hashOtp(code.id, otp))) {
    await countWrongAttempt(tx, code.id)
    const { limits } = ctx
    const after = await recordWrongCode(tx, userId, limits.maxWrongCodes, now + limits.lockMs)
    if (after.lockedUntil !== null && after.lockedUntil > now) {
      await consumeAllOtpCodes(tx, userId, now)
      return {
        ok: false,
        error: new AccountLockedError(after.lockedUntil - now, { lockedNow: true }),
      }
    }
    return {
      ok: false,
      error: new WrongOtpError(limits.maxWrongCodes - after.failedOtpAttempts),
    }
  }
  await consumeOtpCode(tx, code.id, now)
  await clearWrongCodes(tx, userId)
  return { ok: true, code }
}

/** Runs `work` in a transaction and throws its returned failure after the commit. */
export async function commitThenThrow<T>(
  ctx: AuthContext,
  work: (tx: Queryable) => Promise<{ ok: true; value: T } | { ok: false; error: Error }>,
): Promise<T> {
  const result = await ctx.db.transaction(work)
  if (!result.ok) throw result.error
  return result.value
}
