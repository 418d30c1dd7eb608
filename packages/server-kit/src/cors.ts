/**
 * CORS for a JSON API called from other origins' pages: which origins may read the
 * answers, which headers their scripts may read, and the answer to a preflight (OPTIONS).
 * A server without a CORS policy sends no CORS headers at all, so browsers keep other
 * origins' scripts out of its answers.
 */
import type { IncomingMessage } from 'node:http'

export type CorsOptions = {
  /** '*' (any origin, no credentials) or the exact origins allowed ('https://app.example'). */
  origins: '*' | readonly string[]
  /** Methods a preflight allows (default GET, POST, OPTIONS). */
  methods?: readonly string[] | undefined
  /**
   * Request headers a preflight allows; default: the ones the preflight asks for, or `*`
   * when it names none.
   */
  allowHeaders?: readonly string[] | undefined
  /** Answer headers outside the CORS safelist that scripts may read (e.g. Retry-After). */
  exposeHeaders?: readonly string[] | undefined
  /** How long a browser may keep a preflight's answer (default 600 s). */
  maxAgeSeconds?: number | undefined
}

export type CorsPolicy = {
  /** The CORS headers of an answer to `request` (none for an origin not allowed). */
  headersFor(request: IncomingMessage): Record<string, string>
  /** The headers of the 204 answer to a preflight (OPTIONS) request. */
  preflightHeadersFor(request: IncomingMessage): Record<string, string>
}

export function createCors(options: CorsOptions): CorsPolicy {
  const anyOrigin = options.origins === '*'
  const allowed = new Set(anyOrigin ? [] : options.origins)
  const methods = (options.methods ?? ['GET', 'POST', 'OPTIONS']).join(', ')
  const expose = options.exposeHeaders?.join(', ')
  const maxAge = String(options.maxAgeSeconds ?? 600)

  /** The Access-Control-Allow-Origin value for the request, or undefined. */
  function allowOrigin(request: IncomingMessage): string | undefined {
    if (anyOrigin) return '*'
    const origin = request.headers.origin
    return origin !== undefined && allowed.has(origin) ? origin : undefined
  }

  function headersFor(request: IncomingMessage): Record<string, string> {
    const headers: Record<string, string> = {}
    // An answer that depends on Origin must not be cached for another origin.
    if (!anyOrigin) headers.vary = 'Origin'
    const origin = allowOrigin(request)
    if (origin === undefined) return headers
    headers['access-control-allow-origin'] = origin
    if (expose) headers['access-control-expose-headers'] = expose
    return headers
  }

  function preflightHeadersFor(request: IncomingMessage): Record<string, string> {
    const headers: Record<string, string> = {}
    if (!anyOrigin) headers.vary = 'Origin'
    const origin = allowOrigin(request)
    if (origin === undefined) return headers
    const requested = request.headers['access-control-request-headers']
    headers['access-control-allow-origin'] = origin
    headers['access-control-allow-methods'] = methods
    headers['access-control-allow-headers'] = options.allowHeaders
      ? options.allowHeaders.join(', ')
      : (requested ?? '*')
    headers['access-control-max-age'] = maxAge
    return headers
  }

  return { headersFor, preflightHeadersFor }
}
