/**
 * The one error format of Keyway's servers: an HTTP status, a stable machine-readable
 * `code` and a message a person can read, sent as `{ "error": { "code", "message" } }`.
 * Handlers throw an HttpError (or a subclass); the server turns it into that answer.
 */

/** The JSON body of every error answer. */
export type ErrorBody = { error: { code: string; message: string } }

export function errorBody(code: string, message: string): ErrorBody {
  return { error: { code, message } }
}

/** The code of a status when a failure names none. */
export function codeForStatus(status: number): string {
  switch (status) {
    case 400:
      return 'bad_request'
    case 401:
      return 'unauthorized'
    case 403:
      return 'forbidden'
    case 404:
      return 'not_found'
    case 405:
      return 'method_not_allowed'
    case 413:
      return 'payload_too_large'
    case 415:
      return 'unsupported_media_type'
    case 429:
      return 'rate_limited'
    default:
      return status >= 500 ? 'internal_error' : 'error'
  }
}

export type HttpErrorOptions = {
  /** Default: the status's code (`codeForStatus`). */
  code?: string | undefined
  /** Extra answer headers (Allow, Retry-After, …). */
  headers?: Record<string, string> | undefined
  /** Seconds until a retry can succeed, sent as Retry-After. */
  retryAfterSeconds?: number | undefined
  cause?: unknown
}

/** A failure the client caused or should hear about: answered with its status and code. */
export class HttpError extends Error {
  override name = 'HttpError'
  readonly status: number
  readonly code: string
  readonly headers: Record<string, string>
  readonly retryAfterSeconds: number | undefined

  constructor(status: number, message: string, options: HttpErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.status = status
    this.code = options.code ?? codeForStatus(status)
    this.headers = options.headers ?? {}
    this.retryAfterSeconds = options.retryAfterSeconds
  }
}

/** No route has this path. */
export class NotFoundError extends HttpError {
  override name = 'NotFoundError' as const
  constructor(message = 'This path does not exist', options: HttpErrorOptions = {}) {
    super(404, message, { code: 'not_found', ...options })
  }
}

/** The path exists for other methods: answered with an Allow header naming them. */
export class MethodNotAllowedError extends HttpError {
  override name = 'MethodNotAllowedError' as const
  readonly allowed: readonly string[]
  constructor(allowed: readonly string[], message = `Use ${allowed.join(' or ')} on this path`) {
    super(405, message, { code: 'method_not_allowed', headers: { allow: allowed.join(', ') } })
    this.allowed = allowed
  }
}

/** The body is over the server's limit (the connection closes after the answer). */
export class PayloadTooLargeError extends HttpError {
  override name = 'PayloadTooLargeError' as const
  readonly limit: number
  constructor(limit: number, message = `The request body is larger than ${limit} bytes`) {
    super(413, message, { code: 'payload_too_large', headers: { connection: 'close' } })
    this.limit = limit
  }
}

/** The body was announced as JSON (or had to be) and is not valid JSON. */
export class MalformedJsonError extends HttpError {
  override name = 'MalformedJsonError' as const
  constructor(message = 'The request body is not valid JSON', code = 'malformed_json') {
    super(400, message, { code })
  }
}

/** The body's Content-Type is not the one the route reads. */
export class UnsupportedMediaTypeError extends HttpError {
  override name = 'UnsupportedMediaTypeError' as const
  constructor(message = 'The request body must be JSON (Content-Type: application/json)') {
    super(415, message, { code: 'unsupported_media_type' })
  }
}

/** The answer to a failure: its status, body and headers (Retry-After included). */
export function errorAnswer(error: HttpError): {
  status: number
  json: ErrorBody
  headers: Record<string, string>
} {
  const headers = { ...error.headers }
  if (error.retryAfterSeconds !== undefined) {
    headers['retry-after'] = String(error.retryAfterSeconds)
  }
  return { status: error.status, json: errorBody(error.code, error.message), headers }
}
