import { HttpError } from '@keyway/server-kit'

/**
 * Every failure frame-host answers with: an HTTP status, a stable code the frame page can
 * branch on, and a message a person can read (the spec's own words where it has them), in
 * @keyway/server-kit's error format. Subclasses set `status`, `code` and, when a retry can
 * succeed later, `retryAfterSeconds` (sent as Retry-After).
 */
export class FrameHostError extends HttpError {
  override name = 'FrameHostError'
  constructor(message?: string, options?: { cause?: unknown }) {
    super(500, message ?? '', { code: 'internal_error', cause: options?.cause })
  }
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000))

/** docs/embedded-wallet.md#the-frame/docs/errors.md#email-and-social-login-the-embedded-wallet: a repeat email login within 30 s. */
export class LoginThrottledError extends FrameHostError {
  override name = 'LoginThrottledError' as const
  override status = 429
  override code = 'throttled'
  override retryAfterSeconds: number
  constructor(waitMs: number) {
    super(`Please try again after ${seconds(waitMs)} seconds`)
    this.retryAfterSeconds = seconds(waitMs)
  }
}

/** Too many requests from one address, or too many mails to one email, in a window. */
export class RateLimitedError extends FrameHostError {
  override name = 'RateLimitedError' as const
  override status = 429
  override code = 'rate_limited'
  override retryAfterSeconds: number
  constructor(what: 'ip' | 'email', waitMs: number) {
    super(
      what === 'ip'
        ? `Too many login attempts from your network. Please try again after ${seconds(waitMs)} seconds`
        : `Too many codes were sent to this email. Please try again after ${seconds(waitMs)} seconds`,
    )
    this.retryAfterSeconds = seconds(waitMs)
  }
}

/** 5 wrong codes (docs/embedded-wallet.md#email-login lockout). */
export class AccountLockedError extends FrameHostError {
  override name = 'AccountLockedError' as const
  override status = 423
  override code = 'account_locked'
  override retryAfterSeconds: number
  /** True for the wrong code that locked the account now (metrics count lockouts). */
  readonly lockedNow: boolean
  constructor(waitMs: number, options: { lockedNow?: boolean } = {}) {
    const minutes = Math.max(1, Math.ceil(waitMs / 60_000))
    super(
      `Too many wrong codes: this account is locked. Please try again after ${minutes} minute${minutes === 1 ? '' : 's'}`,
    )
    this.retryAfterSeconds = seconds(waitMs)
    this.lockedNow = options.lockedNow ?? false
  }
}

export class WrongOtpError extends FrameHostError {
  override name = 'WrongOtpError' as const
  override status = 400
  override code = 'wrong_otp'
  constructor(readonly attemptsLeft: number) {
    super(
      `Wrong code. ${attemptsLeft} attempt${attemptsLeft === 1 ? '' : 's'} left before the account is locked`,
    )
  }
}

/** No live code: never sent, expired, already used, or replaced by a newer one. */
export class OtpExpiredError extends FrameHostError {
  override name = 'OtpExpiredError' as const
  override status = 400
  override code = 'otp_expired'
  constructor() {
    super('This code has expired or was already used. Please request a new code')
  }
}

/** A returning user on a browser that has not been approved from their mailbox yet. */
export class DeviceNotVerifiedError extends FrameHostError {
  override name = 'DeviceNotVerifiedError' as const
  override status = 403
  override code = 'device_not_verified'
  constructor() {
    super('This device is not verified yet. Open the link we emailed you to approve it')
  }
}

/** The device step polled before any email login started on this browser. */
export class LoginNotStartedError extends FrameHostError {
  override name = 'LoginNotStartedError' as const
  override status = 409
  override code = 'login_not_started'
  constructor() {
    super('No email login is in progress on this device. Please enter your email again')
  }
}

export class DeviceApprovalError extends FrameHostError {
  override name = 'DeviceApprovalError' as const
  override status = 400
  override code = 'device_link_invalid'
  constructor() {
    super('This device approval link has expired or was already used. Please sign in again')
  }
}

export class UnauthorizedError extends FrameHostError {
  override name = 'UnauthorizedError' as const
  override status = 401
  override code = 'unauthorized'
  constructor() {
    super('Not signed in, or the session has ended. Please sign in again')
  }
}

export class EmailInUseError extends FrameHostError {
  override name = 'EmailInUseError' as const
  override status = 409
  override code = 'email_in_use'
  constructor() {
    super('This email is already in use by another account')
  }
}

export class SameEmailError extends FrameHostError {
  override name = 'SameEmailError' as const
  override status = 400
  override code = 'same_email'
  constructor() {
    super('The new email is the same as the current one')
  }
}

export class NoEmailUpdateError extends FrameHostError {
  override name = 'NoEmailUpdateError' as const
  override status = 409
  override code = 'no_email_update'
  constructor() {
    super('No email update is in progress. Please start the update again')
  }
}

/** An email update for an account made by a social or Farcaster login without an email. */
export class NoAccountEmailError extends FrameHostError {
  override name = 'NoAccountEmailError' as const
  override status = 409
  override code = 'no_account_email'
  constructor() {
    super('This account has no email to update: it signs in with a social account')
  }
}

export class MailDeliveryError extends FrameHostError {
  override name = 'MailDeliveryError' as const
  override status = 502
  override code = 'mail_failed'
  constructor(options?: { cause?: unknown }) {
    super('The email could not be sent. Please try again', options)
  }
}

/** PostgreSQL did not answer (restarting, unreachable): the request may be retried. */
export class DatabaseUnavailableError extends FrameHostError {
  override name = 'DatabaseUnavailableError' as const
  override status = 503
  override code = 'database_unavailable'
  override retryAfterSeconds = 1
  constructor(options?: { cause?: unknown }) {
    super('The service is briefly unavailable. Please try again', options)
  }
}

/** Input that fails its schema (docs/validation.md#embedded-wallet-requests): the first problem, said plainly. */
export class InvalidInputError extends FrameHostError {
  override name = 'InvalidInputError' as const
  override status = 400
  override code = 'invalid_input'
}
