import { readFile } from 'node:fs/promises'
import { NotFoundError } from '@keyway/server-kit'
import type { Address } from 'viem'
import { userAccountFields } from '../auth/account-type.js'
import { accountTypeRoutes } from '../auth/account-type-routes.js'
import type { AuthContext } from '../auth/context.js'
import { checkDevice, startEmailLogin, verifyLoginOtp } from '../auth/email-login.js'
import { requireFrameContext } from '../auth/frame-context.js'
import { sha256Hex } from '../auth/secrets.js'
import { getUser, refreshSession, signOut, signOutEverywhere } from '../auth/session.js'
import type { SocialConfig } from '../auth/social-config.js'
import { socialRoutes } from '../auth/social-routes.js'
import type { RpcContext } from '../rpc/rpc-request.js'
import { rpcRoutes } from '../rpc/rpc-routes.js'
import { approveRoutes } from './approve-route.js'
import { withAuthLimits } from './auth-limits.js'
import { authenticate, dpopAccessToken, proofKeyThumbprint } from './authenticate.js'
import { emailUpdateRoutes } from './email-update-routes.js'
import { deviceApprovalRoutes } from './link-routes.js'
import { frameOrigins, type OriginsSource } from './origins.js'
import { cspNonce, framePage, framePagePolicy } from './pages.js'
import {
  deviceIdSchema,
  emailBody,
  emailOtpBody,
  emptyBody,
  frameQuery,
  refreshBody,
  userQuery,
} from './schemas.js'
import { parse, type Request, type Route } from './server.js'
import { walletSharingRoutes } from './wallet-sharing-routes.js'

export type RoutesOptions = {
  auth: AuthContext
  origins: OriginsSource
  /** The chains `POST /v1/rpc` reaches and its timeout. */
  rpc: Omit<RpcContext, 'auth'>
  /** The social providers' endpoints and the Farcaster relay. */
  social: SocialConfig
  /** A built frame script (JS file) to serve at /frame/entry.js and load from the page. */
  frameEntry?: string | undefined
  /** Otherwise, the script built in memory (src/server/bundle.ts). */
  frameScript?: (() => Promise<Uint8Array>) | undefined
}

export const DEVICE_HEADER = 'x-keyway-device-id'

const deviceId = (request: Request) => parse(deviceIdSchema, request.headers[DEVICE_HEADER])
const query = (request: Request) => Object.fromEntries(request.url.searchParams)

/** The HTTP API of frame-host (README "API"): what the frame page calls, on its own origin. */
export function createRoutes({
  auth,
  origins,
  rpc,
  social,
  frameEntry,
  frameScript,
}: RoutesOptions): Route[] {
  let entryScript: Promise<Uint8Array> | undefined
  // Every sign-in route counts against its per-IP and global limits first.
  return withAuthLimits(auth, [
    {
      method: 'POST',
      path: '/v1/email/start',
      handler: async (request) => {
        const { email } = parse(emailBody, request.body)
        const frame = await requireFrameContext(auth, request)
        const result = await startEmailLogin(auth, {
          email,
          deviceId: deviceId(request),
          ip: request.ip,
          frame,
          signal: request.signal,
        })
        return { json: result }
      },
    },
    {
      method: 'POST',
      path: '/v1/email/device',
      handler: async (request) => {
        const { email } = parse(emailBody, request.body)
        const { projectId } = await requireFrameContext(auth, request)
        return { json: await checkDevice(auth, { email, deviceId: deviceId(request), projectId }) }
      },
    },
    // The mailed approval link: a confirmation page, and its POST (src/server/link-routes.ts).
    ...deviceApprovalRoutes(auth),
    {
      method: 'POST',
      path: '/v1/email/verify',
      handler: async (request) => {
        const { email, otp } = parse(emailOtpBody, request.body)
        const device = deviceId(request)
        const { projectId } = await requireFrameContext(auth, request)
        // The session is bound to the key that signed this request's proof.
        const keyThumbprint = await proofKeyThumbprint(auth, request)
        return {
          json: await verifyLoginOtp(auth, {
            email,
            otp,
            deviceId: device,
            projectId,
            keyThumbprint,
            signal: request.signal,
          }),
        }
      },
    },
    {
      method: 'GET',
      path: '/v1/session',
      handler: async (request) => {
        // No token: not connected. A token that fails is a 401, which the frame answers
        // with a refresh (README "Sessions").
        if (dpopAccessToken(request) === undefined) return { json: { isConnected: false } }
        const { session } = await authenticate(auth, request)
        return { json: { isConnected: true, expiresAt: session.expiresAt } }
      },
    },
    {
      method: 'POST',
      path: '/v1/session/refresh',
      handler: async (request) => {
        const { refreshToken } = parse(refreshBody, request.body)
        const frame = await requireFrameContext(auth, request)
        const keyThumbprint = await proofKeyThumbprint(auth, request)
        const session = await refreshSession(auth, {
          refreshToken,
          keyThumbprint,
          deviceHash: sha256Hex(deviceId(request)),
          frame,
        })
        return { json: session }
      },
    },
    {
      method: 'POST',
      path: '/v1/session/sign-out',
      handler: async (request) => {
        parse(emptyBody, request.body)
        await signOut(auth, await authenticate(auth, request))
        return { json: { signedOut: true } }
      },
    },
    {
      method: 'POST',
      path: '/v1/session/sign-out-everywhere',
      handler: async (request) => {
        parse(emptyBody, request.body)
        const sessions = await signOutEverywhere(auth, await authenticate(auth, request))
        return { json: { signedOut: true, sessions } }
      },
    },
    {
      method: 'GET',
      path: '/v1/user',
      handler: async (request) => {
        const { chainId } = parse(userQuery, query(request))
        const user = await getUser(auth, await authenticate(auth, request))
        // docs/state.md#account-state account types: the preference, and the smart account on `chainId`.
        const fields = await userAccountFields(
          { auth, ...rpc },
          {
            userId: user.id,
            owner: user.accounts.eip155 as Address,
            chainId,
            signal: request.signal,
          },
        )
        return { json: { user: { ...user, ...fields } } }
      },
    },
    // The email update's steps and the old address's undo link (src/server/email-update-routes.ts).
    ...emailUpdateRoutes(auth),
    ...walletSharingRoutes(auth),
    ...socialRoutes({ auth, config: social }),
    ...accountTypeRoutes({ auth, ...rpc }),
    ...approveRoutes({ enabled: Boolean(frameEntry || frameScript) }),
    ...rpcRoutes({ auth, ...rpc }),
    {
      method: 'GET',
      path: '/frame',
      handler: async (request) => {
        // Invalid parameters frame nowhere either: the header goes out with the error.
        const params = frameQuery.safeParse(query(request))
        if (!params.success) {
          return {
            status: 400,
            body: 'The frame URL needs a projectId (letters, digits, _ or -)',
            headers: { 'content-security-policy': "frame-ancestors 'none'" },
          }
        }
        const allowed = await origins.allowedOrigins(params.data.projectId, request.signal)
        const nonce = cspNonce()
        return {
          html: framePage({
            projectId: params.data.projectId,
            chainId: params.data.chainId,
            scriptSrc: frameEntry || frameScript ? '/frame/entry.js' : undefined,
            allowedOrigins: frameOrigins(allowed),
            nonce,
          }),
          headers: {
            'content-security-policy': framePagePolicy(allowed, nonce),
            'cache-control': 'no-store',
          },
        }
      },
    },
    {
      method: 'GET',
      path: '/frame/entry.js',
      handler: async () => {
        const load = frameEntry ? () => readFile(frameEntry) : frameScript
        if (!load) throw new NotFoundError('The frame script does not exist')
        entryScript ??= load().catch((error: unknown) => {
          entryScript = undefined
          throw error
        })
        return {
          body: await entryScript,
          contentType: 'text/javascript; charset=utf-8',
          headers: { 'cache-control': 'no-cache' },
        }
      },
    },
  ])
}
