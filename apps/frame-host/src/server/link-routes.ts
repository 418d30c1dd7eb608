import { z } from 'zod'
import type { AuthContext } from '../auth/context.js'
import { approveDeviceLink } from '../auth/email-login.js'
import { FrameHostError } from '../errors.js'
import { confirmPage, linkResultPage } from './pages.js'
import { parse, type Reply, type Request, type Route } from './server.js'

/**
 * The links frame-host mails to people (README "API"). Opening one (GET) only shows a page
 * with a button: mail scanners, link previews and prefetchers fetch links, and must change
 * nothing. The button POSTs the token from that page; the POST is taken only with an
 * Origin header of frame-host's own origin, which browsers set on every form POST and no
 * other site can forge, so a page elsewhere cannot submit a link it learned.
 */

/** A page a person opens from their mailbox: never framed, cached, or leaking its URL. */
export const LINK_PAGE_HEADERS = {
  'content-security-policy':
    "default-src 'none'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
}

/** A link's POST that did not come from frame-host's own page. */
export class CrossSiteLinkError extends FrameHostError {
  override name = 'CrossSiteLinkError' as const
  override status = 403
  override code = 'cross_site_link'
  constructor() {
    super('This link must be confirmed with the button on its own page. Please open the link again')
  }
}

const header = (request: Request, name: string) => {
  const value = request.headers[name]
  return Array.isArray(value) ? value[0] : value
}

/** Throws CrossSiteLinkError unless the request's Origin is frame-host's public origin. */
export function requireOwnOrigin(auth: AuthContext, request: Request): void {
  const origin = header(request, 'origin')
  if (!origin || origin !== new URL(auth.publicUrl).origin) throw new CrossSiteLinkError()
  // Browsers that send it say where the form was: our own page, never another site.
  const site = header(request, 'sec-fetch-site')
  if (site !== undefined && site !== 'same-origin') throw new CrossSiteLinkError()
}

export type LinkPageParameters = {
  /** The mailed link's path; its GET shows the page, its POST does `confirm`. */
  path: string
  title: string
  text: string
  button: string
  /** What the link does, with its token from the POST body; answers the result page. */
  confirm: (token: string, request: Request) => Promise<string>
  /** The result page's titles. */
  done: string
  failed: string
  /** What a malformed token says. */
  invalid: string
}

/** The GET (a confirmation page) and POST (the change) of one kind of mailed link. */
export function linkRoutes(auth: AuthContext, link: LinkPageParameters): Route[] {
  const tokenSchema = z.strictObject({ token: z.string().regex(/^[0-9a-f]{64}$/, link.invalid) })
  const failure = (error: unknown): Reply => {
    if (!(error instanceof FrameHostError)) throw error
    return {
      status: error.status,
      html: linkResultPage(link.failed, error.message),
      headers: LINK_PAGE_HEADERS,
    }
  }
  return [
    {
      method: 'GET',
      path: link.path,
      handler: (request) => {
        try {
          const { token } = parse(tokenSchema, Object.fromEntries(request.url.searchParams))
          const { title, text, button, path: action } = link
          return {
            html: confirmPage({ title, text, button, action, token }),
            headers: LINK_PAGE_HEADERS,
          }
        } catch (error) {
          return failure(error)
        }
      },
    },
    {
      method: 'POST',
      path: link.path,
      body: 'form',
      handler: async (request) => {
        try {
          requireOwnOrigin(auth, request)
          const { token } = parse(tokenSchema, request.body)
          const message = await link.confirm(token, request)
          return { html: linkResultPage(link.done, message), headers: LINK_PAGE_HEADERS }
        } catch (error) {
          return failure(error)
        }
      },
    },
  ]
}

/** The device approval link of a returning user's new browser (README "API"). */
export function deviceApprovalRoutes(auth: AuthContext): Route[] {
  return linkRoutes(auth, {
    path: '/v1/device/approve',
    title: 'Approve this device?',
    text: 'Someone is signing in to your wallet from a new device or browser. If it is you, approve it: we then email you a sign-in code to enter in the app.',
    button: 'Approve the device',
    done: 'Device approved',
    failed: 'Device not approved',
    invalid: 'This device approval link is not valid',
    async confirm(token, request) {
      await approveDeviceLink(auth, { token, signal: request.signal })
      return 'Your device is approved. We sent your sign-in code: enter it in the app.'
    },
  })
}
