/**
 * A request that did not complete within its time limit (every network and wallet call has
 * one). Apart from errors/http.ts: the adapter kit's time limit is in the first load, the
 * HTTP layer's other failures arrive with the service clients.
 */
import { BaseError } from './base.js'
import { redactUrl } from './redact-url.js'

export type TimeoutErrorType = TimeoutError & { name: 'TimeoutError' }

/** The request did not complete within its time limit (every network call has one). */
export class TimeoutError extends BaseError {
  override name = 'TimeoutError' as const
  readonly url: string
  readonly timeoutMs: number

  constructor({ url, timeoutMs }: { url: string; timeoutMs: number }) {
    super('The request took too long to respond', {
      metaMessages: [`URL: ${redactUrl(url)}`, `Timeout: ${timeoutMs} ms`],
    })
    this.url = url
    this.timeoutMs = timeoutMs
  }
}
