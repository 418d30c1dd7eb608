/**
 * Email login and abort errors (spec §4, §5, §8) that the first load needs: the email-login
 * throttle and the aborted or failed request. The frame's own errors live in
 * embedded-wallet-frame.ts, so a page without the embedded wallet never downloads them
 * (a bundler keeps a module whole, in the first chunk that needs any of it).
 */
import { BaseError, type BaseErrorParameters } from './base.js'

export type EmailLoginThrottledErrorType = EmailLoginThrottledError & {
  name: 'EmailLoginThrottledError'
}
/** spec §5: 'Please try again after N seconds' within 30 s of the last email login. */
export class EmailLoginThrottledError extends BaseError {
  override name = 'EmailLoginThrottledError' as const
  readonly retryAfterSeconds: number
  constructor(retryAfterSeconds: number, parameters: BaseErrorParameters = {}) {
    super(`Please try again after ${retryAfterSeconds} seconds`, parameters)
    this.retryAfterSeconds = retryAfterSeconds
  }
}

export type RequestAbortedErrorType = RequestAbortedError & { name: 'RequestAbortedError' }
/** spec §8: an RPC request aborted through its AbortSignal. */
export class RequestAbortedError extends BaseError {
  override name = 'RequestAbortedError' as const
  constructor(parameters: BaseErrorParameters = {}) {
    super('Request was aborted', parameters)
  }
}

export type SomethingWentWrongErrorType = SomethingWentWrongError & {
  name: 'SomethingWentWrongError'
}
/** spec §8: any other abort. */
export class SomethingWentWrongError extends BaseError {
  override name = 'SomethingWentWrongError' as const
  constructor(parameters: BaseErrorParameters = {}) {
    super('Something went wrong', parameters)
  }
}
