import { z } from 'zod'
import type { AuthContext } from '../auth/context.js'
import {
  confirmWalletSharing,
  describeWalletShareLink,
  requestWalletSharing,
  stopWalletSharing,
  WALLET_SHARE_PATH,
} from '../auth/wallet-sharing.js'
import { FrameHostError } from '../errors.js'
import { authenticate } from './authenticate.js'
import { LINK_PAGE_HEADERS, linkRoutes } from './link-routes.js'
import { confirmPage, linkResultPage } from './pages.js'
import { emptyBody } from './schemas.js'
import { parse, type Route } from './server.js'

/**
 * Wallet sharing across projects (README "Wallet sharing"): the signed-in frame's request
 * and stop, and the mailed consent link (a page on frame-host's own origin naming both
 * apps, whose button POSTs from that origin only, as src/server/link-routes.ts does).
 */

const requestBody = z.strictObject({
  fromProjectId: z
    .string({ error: 'fromProjectId is required' })
    .regex(/^[A-Za-z0-9_-]{1,128}$/, 'fromProjectId must be letters, digits, _ or -'),
})

const INVALID_LINK = 'This wallet sharing link is not valid'
const tokenQuery = z.strictObject({ token: z.string().regex(/^[0-9a-f]{64}$/, INVALID_LINK) })

export function walletSharingRoutes(auth: AuthContext): Route[] {
  const FAILED = 'Wallet not shared'
  // The POST of the consent page: Origin check, token from the body, used once.
  const confirm = linkRoutes(auth, {
    path: WALLET_SHARE_PATH,
    title: 'Share your wallet with another app?',
    text: '',
    button: 'Share the wallet',
    done: 'Wallet shared',
    failed: FAILED,
    invalid: INVALID_LINK,
    async confirm(token) {
      const { projectId, fromProjectId } = await confirmWalletSharing(auth, { token })
      return `Signing in to ${projectId} now gives the wallet you have in ${fromProjectId}. Every sign-in to ${projectId} has ended: sign in there again. You can stop sharing from ${projectId} at any time.`
    },
  }).filter((route) => route.method === 'POST')
  return [
    {
      method: 'POST',
      path: '/v1/wallet-sharing/request',
      handler: async (request) => {
        const { fromProjectId } = parse(requestBody, request.body)
        const signedIn = await authenticate(auth, request)
        return {
          json: await requestWalletSharing(auth, {
            signedIn,
            fromProjectId,
            signal: request.signal,
          }),
        }
      },
    },
    {
      method: 'POST',
      path: '/v1/wallet-sharing/stop',
      handler: async (request) => {
        parse(emptyBody, request.body)
        const signedIn = await authenticate(auth, request)
        return { json: await stopWalletSharing(auth, { signedIn, signal: request.signal }) }
      },
    },
    {
      // The consent page names both apps from the stored request; opening it changes nothing.
      method: 'GET',
      path: WALLET_SHARE_PATH,
      handler: async (request) => {
        try {
          const { token } = parse(tokenQuery, Object.fromEntries(request.url.searchParams))
          const text = await describeWalletShareLink(auth, { token, signal: request.signal })
          return {
            html: confirmPage({
              title: 'Share your wallet with another app?',
              text,
              button: 'Share the wallet',
              action: WALLET_SHARE_PATH,
              token,
            }),
            headers: LINK_PAGE_HEADERS,
          }
        } catch (error) {
          if (!(error instanceof FrameHostError)) throw error
          return {
            status: error.status,
            html: linkResultPage(FAILED, error.message),
            headers: LINK_PAGE_HEADERS,
          }
        }
      },
    },
    ...confirm,
  ]
}
