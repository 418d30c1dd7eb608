/**
 * The refusals of the HTTP routes. Each is an HttpError of @keyway/server-kit, answered with
 * its status and the body `{ error: { code, message } }`.
 */
import { HttpError, type HttpErrorOptions } from '@keyway/server-kit'
import type { SiwxVerificationError } from '../message/errors.js'

/**
 * A request the handler refuses: answered with `status` and the body
 * `{ error: { code, message } }` (the code defaults to the status's, e.g. `bad_request`).
 */
export class SiwxRequestError extends HttpError {
  override name: string = 'SiwxRequestError'
  constructor(status: number, message: string, options: HttpErrorOptions = {}) {
    super(status, message, options)
  }
}

/** A client asked for nonces faster than the throttle allows (HTTP 429 `rate_limited`). */
export class SiwxRateLimitError extends SiwxRequestError {
  override name = 'SiwxRateLimitError'
  constructor(readonly retryAfterMs: number) {
    const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000))
    super(429, `Too many sign-in attempts. Try again in ${Math.ceil(retryAfterMs / 1000)} s.`, {
      code: 'rate_limited',
      retryAfterSeconds: seconds,
    })
  }
}

/**
 * The HTTP refusal of a sign-in that failed verification: 401, the error's reason as the
 * code (`not-yet-valid` as `not_yet_valid`), its short message; `details` (which may name
 * the expected URIs and chains) stays on the server.
 */
export function verificationRefusal(error: SiwxVerificationError): SiwxRequestError {
  return new SiwxRequestError(401, error.shortMessage, {
    code: error.reason.replaceAll('-', '_'),
    cause: error,
  })
}
