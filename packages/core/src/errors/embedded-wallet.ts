/**
 * Email login and abort errors (docs/embedded-wallet.md#email-login, docs/validation.md#email-and-social-login, docs/errors.md#email-and-social-login-the-embedded-wallet) that the first load needs: the email-login
 * throttle and the aborted request. The frame's own errors (a failed request among them) live in
 * embedded-wallet-frame.ts, so a page without the embedded wallet never downloads them
 * (a bundler keeps a module whole, in the first chunk that needs any of it).
 */
import { BaseError, type BaseErrorParameters } from './base.js'

export type EmailLoginThrottledErrorType = EmailLoginThrottledError & {
  name: 'EmailLoginThrottledError'
}
/** docs/validation.md#embedded-wallet-requests: 'Please try again after N seconds' within 30 s of the last email login. */
export class EmailLoginThrottledError extends BaseError {
  override name = 'EmailLoginThrottledError' as const
  readonly retryAfterSeconds: number
  constructor(retryAfterSeconds: number, parameters: BaseErrorParameters = {}) {
    super(`Please try again after ${retryAfterSeconds} seconds`, parameters)
    this.retryAfterSeconds = retryAfterSeconds
  }
}

export type RequestAbortedErrorType = RequestAbortedError & { name: 'RequestAbortedError' }
/** docs/errors.md#email-and-social-login-the-embedded-wallet: an RPC request aborted through its AbortSignal. */
export class RequestAbortedError extends BaseError {
  override name = 'RequestAbortedError' as const
  constructor(parameters: BaseErrorParameters = {}) {
    super('Request was aborted', parameters)
  }
}
