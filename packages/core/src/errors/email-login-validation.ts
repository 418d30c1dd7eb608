/**
 * Email and social login payload errors of docs/validation.md#email-and-social-login (texts ours: the spec gives none). Apart
 * from validation.ts so that only a page with the embedded wallet downloads them.
 */
import { BaseError, type BaseErrorParameters } from './base.js'

export type InvalidEmailErrorType = InvalidEmailError & { name: 'InvalidEmailError' }
export class InvalidEmailError extends BaseError {
  override name = 'InvalidEmailError' as const
  constructor(parameters: BaseErrorParameters = {}) {
    super('Invalid email', parameters)
  }
}

export type InvalidOtpErrorType = InvalidOtpError & { name: 'InvalidOtpError' }
export class InvalidOtpError extends BaseError {
  override name = 'InvalidOtpError' as const
  constructor(parameters: BaseErrorParameters = {}) {
    super('Invalid OTP', parameters)
  }
}

export type InvalidSocialProviderErrorType = InvalidSocialProviderError & {
  name: 'InvalidSocialProviderError'
}
export class InvalidSocialProviderError extends BaseError {
  override name = 'InvalidSocialProviderError' as const
  constructor(parameters: BaseErrorParameters = {}) {
    super('Invalid social provider', parameters)
  }
}
