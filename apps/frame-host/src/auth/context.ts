import type { Database } from '../db/database.js'
import { MailDeliveryError, RateLimitedError } from '../errors.js'
import type { KeyCustody } from '../keys/index.js'
import type { Mailer, OutgoingMail } from '../mail/mailer.js'
import type { OriginsSource } from '../server/origins.js'
import { deleteOtpCode } from '../store/otp-codes.js'
import { hitRateLimit } from '../store/rate-limits.js'
import type { AuthLimits } from './config.js'

/** What every auth operation works with; made once per server by createFrameHost. */
export type AuthContext = {
  db: Database
  mailer: Mailer
  /** Makes and opens wallets under the KeyProvider (envelope encryption; src/keys). */
  custody: KeyCustody
  limits: AuthLimits
  now: () => number
  /** frame-host's public origin, for links in mails and the URL a DPoP proof names. */
  publicUrl: string
  /** Each project's allowed origins (cached): every frame request's parent must be one. */
  origins: OriginsSource
}

/** Sends one mail to `mail.to`, counted against the per-address limit first. */
export async function sendCounted(
  ctx: AuthContext,
  mail: OutgoingMail,
  signal?: AbortSignal,
): Promise<void> {
  const hit = await hitRateLimit(ctx.db, `email:${mail.to}`, ctx.limits.perEmail, ctx.now())
  if (!hit.allowed) throw new RateLimitedError('email', hit.retryAfterMs)
  try {
    await ctx.mailer.send(mail, signal)
  } catch (error) {
    throw new MailDeliveryError({ cause: error })
  }
}

/**
 * Mails a freshly stored code. When the mail surely did not go out, the code is deleted so
 * it holds no throttle; when the caller went away mid-send, it may have gone out, so it
 * stays valid.
 */
export async function sendCode(
  ctx: AuthContext,
  mail: OutgoingMail,
  codeId: string,
  signal?: AbortSignal,
): Promise<void> {
  try {
    await sendCounted(ctx, mail, signal)
  } catch (error) {
    if (!signal?.aborted) await deleteOtpCode(ctx.db, codeId)
    throw error
  }
}
