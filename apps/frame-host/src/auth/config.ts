import type { RateLimitRule } from '../store/rate-limits.js'
import type { AuthRouteLimits } from './route-limits.js'

/** The numbers of email login. Each default is chosen here and listed in the README. */
export type AuthLimits = {
  /** docs/embedded-wallet.md#the-frame/docs/limits.md#timing: a repeat email login for one address waits 30 s. */
  resendIntervalMs: number
  /** A code lives 10 minutes. */
  otpTtlMs: number
  /** This many wrong codes in a row lock the account ... */
  maxWrongCodes: number
  /** ... for this long. */
  lockMs: number
  /** A device approval link lives 15 minutes. */
  deviceLinkTtlMs: number
  /** A sign-in (its refresh tokens) lasts 7 days unless signed out. */
  sessionTtlMs: number
  /** An access token lasts 1 hour; the frame refreshes it with its refresh token. */
  accessTokenTtlMs: number
  /** Login starts per client IP. */
  perIp: RateLimitRule
  /** Mails (codes and links) per address. */
  perEmail: RateLimitRule
  /** Per-IP and global limits of each group of sign-in routes (src/server/auth-limits.ts). */
  routes?: Partial<AuthRouteLimits> | undefined
}

export const DEFAULT_AUTH_LIMITS: AuthLimits = {
  resendIntervalMs: 30_000,
  otpTtlMs: 10 * 60_000,
  maxWrongCodes: 5,
  lockMs: 15 * 60_000,
  deviceLinkTtlMs: 15 * 60_000,
  sessionTtlMs: 7 * 24 * 3_600_000,
  accessTokenTtlMs: 3_600_000,
  perIp: { limit: 30, windowMs: 10 * 60_000 },
  perEmail: { limit: 10, windowMs: 60 * 60_000 },
}
