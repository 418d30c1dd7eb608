/**
 * Checks on who sends a request, before a route acts on it: the client a throttle counts,
 * and whether a state-changing request comes from the app's own pages.
 */
import type { IncomingMessage } from 'node:http'

/** The peer's address: right when clients connect directly, not behind a proxy. */
export function socketClientKey(request: IncomingMessage): string {
  return request.socket.remoteAddress ?? 'unknown'
}

/** An origin as the browser sends it ('https://app.example.com'); throws on anything else. */
export function normalizeOrigin(text: string): string {
  let origin: string
  try {
    origin = new URL(text).origin
  } catch {
    throw new TypeError(`origins: "${text}" is not a URL`)
  }
  if (origin === 'null') throw new TypeError(`origins: "${text}" has no origin (use http(s)://)`)
  return origin
}

/**
 * Why a cookie-authenticated POST is refused as cross-site, or undefined when it comes
 * from one of `origins`. Browsers send `Origin` on every POST (cross-site ones always), and
 * `Sec-Fetch-Site` on every request; a request with neither is refused too, since a page
 * cannot tell the difference from a browser that strips them.
 */
export function crossSiteReason(
  request: IncomingMessage,
  origins: readonly string[],
): string | undefined {
  const origin = request.headers.origin
  if (origin !== undefined) {
    return origins.includes(origin) ? undefined : `requests from ${origin} are not accepted`
  }
  const site = request.headers['sec-fetch-site']
  if (site === 'same-origin') return undefined
  if (site !== undefined) return `a ${site} request is not accepted`
  return 'send the Origin header of the page'
}
