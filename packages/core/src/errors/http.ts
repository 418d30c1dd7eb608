import { BaseError } from './base.js'
import { redactUrl } from './redact-url.js'

/**
 * Failures of the HTTP layer (core/src/api/). Each carries enough for the retry rules of
 * docs/services.md#requests ("Request retry") to decide without parsing messages. A caller's abort is the
 * RequestAbortedError of errors/embedded-wallet.ts ('Request was aborted', docs/errors.md#services-http), shared
 * with the frame client so there is one class for it.
 */

export type HttpRequestErrorType = HttpRequestError & { name: 'HttpRequestError' }

/** A response arrived with a non-ok status (docs/services.md#requests generic HTTP client). */
export class HttpRequestError extends BaseError {
  override name = 'HttpRequestError' as const
  readonly status: number
  readonly url: string
  /** The response body as text (JSON errors stay unparsed: they are for developers). */
  readonly body: string | undefined
  /** Response headers, kept so retry can honour Retry-After. */
  readonly headers: Headers | undefined

  constructor({
    status,
    url,
    body,
    headers,
  }: {
    status: number
    url: string
    body?: string | undefined
    headers?: Headers | undefined
  }) {
    super(`HTTP status code: ${status}`, {
      details: body || undefined,
      metaMessages: [`URL: ${redactUrl(url)}`],
      code: status,
    })
    this.status = status
    this.url = url
    this.body = body
    this.headers = headers
  }
}

export type NetworkRequestErrorType = NetworkRequestError & { name: 'NetworkRequestError' }

/**
 * `fetch` rejected before any response arrived (DNS, refused connection, CORS). Kept as its
 * own type because docs/services.md#retries retries network errors but not other failures.
 */
export class NetworkRequestError extends BaseError {
  override name = 'NetworkRequestError' as const
  readonly url: string

  constructor({ url, cause }: { url: string; cause?: unknown }) {
    super('Network request failed', {
      cause,
      metaMessages: [`URL: ${redactUrl(url)}`],
    })
    this.url = url
  }
}

export type InvalidResponseErrorType = InvalidResponseError & { name: 'InvalidResponseError' }

/** A 2xx response whose body is not the JSON the endpoint promises. */
export class InvalidResponseError extends BaseError {
  override name = 'InvalidResponseError' as const
  readonly url: string

  constructor({ url, cause }: { url: string; cause?: unknown }) {
    super('The response is not valid JSON', {
      cause,
      metaMessages: [`URL: ${redactUrl(url)}`],
    })
    this.url = url
  }
}
