/**
 * The demo's sign-in server route as the sign-in specs see it: the page's session, what the
 * page sent to be verified, and a verify request made again with the same body (a replay).
 */
import type { Page, Request } from '@playwright/test'

/** The session the demo's server holds for this page (its own HttpOnly cookie). */
export type SiwxSessionAnswer = {
  status: number
  body: {
    address?: string
    chainId?: string
    message?: string
    signature?: string
    cacao?: { p?: { iss?: string } }
  }
}

/** What the demo's server says about this page's session. */
export function serverSession(page: Page): Promise<SiwxSessionAnswer> {
  return page.evaluate(async () => {
    const response = await fetch('/siwx/session', { credentials: 'include' })
    return { status: response.status, body: await response.json() }
  })
}

/**
 * Starts watching for the page's verify request; the returned promise gives the body it sent
 * (the signed message, its signature and, for one-click auth, the CACAO).
 */
export function sentForVerification<T extends object>(page: Page): Promise<T> {
  return page
    .waitForRequest((request: Request) => request.url().endsWith('/siwx/verify'))
    .then((request) => JSON.parse(request.postData() ?? '{}') as T)
}

/** Posts `body` to the verify route again from the page, as a replay would. */
export function postVerify(
  page: Page,
  body: object,
): Promise<{ status: number; body: { error?: { code?: string; message?: string } } }> {
  return page.evaluate(async (sent) => {
    const response = await fetch('/siwx/verify', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(sent),
    })
    return { status: response.status, body: await response.json() }
  }, body)
}
