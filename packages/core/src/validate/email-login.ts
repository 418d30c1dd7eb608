/** Embedded-wallet login payload rules (docs/validation.md#email-and-social-login). */
import { SOCIAL_LOGIN_PROVIDERS, type SocialLoginProvider } from '../constants/features.js'
import {
  InvalidEmailError,
  InvalidOtpError,
  InvalidSocialProviderError,
} from '../errors/email-login-validation.js'

// One @, a non-empty local part, a dotted domain, no whitespace. Deliverability is the
// mail server's job; this only catches typos before a round trip to the frame.
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/
/** RFC 5321 limit on a whole address. */
const EMAIL_MAX_LENGTH = 254

/** docs/validation.md#email-and-social-login: email login payloads need a valid email string. */
export function isEmail(value: unknown): value is string {
  return typeof value === 'string' && value.length <= EMAIL_MAX_LENGTH && EMAIL.test(value)
}

/** docs/validation.md#email-and-social-login: the OTP is a string (its format is the frame's business). */
export function isOtp(value: unknown): value is string {
  return typeof value === 'string'
}

/** docs/validation.md#email-and-social-login: the social provider is one of google, github, apple, facebook, x, discord. */
export function isSocialProvider(value: unknown): value is SocialLoginProvider {
  return (SOCIAL_LOGIN_PROVIDERS as readonly unknown[]).includes(value)
}

export function assertEmail(value: unknown): asserts value is string {
  if (!isEmail(value)) throw new InvalidEmailError({ details: String(value) })
}

export function assertOtp(value: unknown): asserts value is string {
  if (!isOtp(value)) throw new InvalidOtpError()
}

export function assertSocialProvider(value: unknown): asserts value is SocialLoginProvider {
  if (!isSocialProvider(value)) throw new InvalidSocialProviderError({ details: String(value) })
}
