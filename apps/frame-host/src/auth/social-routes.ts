import { FrameHostError } from '../errors.js'
import { proofKeyThumbprint } from '../server/authenticate.js'
import {
  describeIssue,
  deviceIdSchema,
  emptyBody,
  farcasterPollBody,
  socialCallbackQuery,
  socialConnectBody,
  socialStartBody,
} from '../server/schemas.js'
import { parse, type Request, type Route } from '../server/server.js'
import { pollFarcasterLogin, startFarcasterLogin } from './farcaster-login.js'
import { requireFrameContext } from './frame-context.js'
import {
  completeSocialLogin,
  SOCIAL_CALLBACK_PATH,
  type SocialContext,
  startSocialLogin,
} from './social-login.js'
import { SOCIAL_RESULT_MESSAGE, socialResultPage } from './social-page.js'

/** The social and Farcaster login routes of frame-host's API (README "Social and Farcaster login"). */

const deviceId = (request: Request) => parse(deviceIdSchema, request.headers['x-keyway-device-id'])

export function socialRoutes(social: SocialContext): Route[] {
  return [
    {
      method: 'POST',
      path: '/v1/social/start',
      handler: async (request) => {
        const { provider, redirectUri } = parse(socialStartBody, request.body)
        const device = deviceId(request)
        const frame = await requireFrameContext(social.auth, request)
        const keyThumbprint = await proofKeyThumbprint(social.auth, request)
        return {
          json: await startSocialLogin(social, {
            provider,
            redirectUri,
            deviceId: device,
            ip: request.ip,
            frame,
            keyThumbprint,
          }),
        }
      },
    },
    {
      method: 'GET',
      path: SOCIAL_CALLBACK_PATH,
      handler: async (request) => {
        // The popup's last page: every outcome, good or bad, goes to the opener as a message.
        const origin = new URL(social.auth.publicUrl).origin
        const input = Object.fromEntries(request.url.searchParams)
        const query = socialCallbackQuery.safeParse(input)
        if (!query.success) {
          const message = describeIssue(query.error, input)
          const error = { code: 'invalid_input', message }
          const page = socialResultPage({ type: SOCIAL_RESULT_MESSAGE, error }, origin)
          return { status: 400, ...page }
        }
        try {
          const { provider, ...result } = await completeSocialLogin(social, {
            state: query.data.state,
            code: query.data.code,
            error: query.data.error,
            errorDescription: query.data.error_description,
            // Compared with the start's redirect URI, which is on the public origin.
            redirectedTo: new URL(SOCIAL_CALLBACK_PATH, social.auth.publicUrl).toString(),
            signal: request.signal,
          })
          const { state } = query.data
          return socialResultPage({ type: SOCIAL_RESULT_MESSAGE, provider, state, result }, origin)
        } catch (error) {
          if (!(error instanceof FrameHostError)) throw error
          const page = socialResultPage(
            {
              type: SOCIAL_RESULT_MESSAGE,
              state: query.data.state,
              error: { code: error.code, message: error.message },
            },
            origin,
          )
          return { status: error.status, ...page }
        }
      },
    },
    {
      method: 'POST',
      path: '/v1/social/connect',
      handler: async (request) => {
        const { uri } = parse(socialConnectBody, request.body)
        const device = deviceId(request)
        const { projectId } = await requireFrameContext(social.auth, request)
        const keyThumbprint = await proofKeyThumbprint(social.auth, request)
        const url = new URL(uri)
        const query = parse(socialCallbackQuery, Object.fromEntries(url.searchParams))
        const { provider: _provider, ...result } = await completeSocialLogin(social, {
          state: query.state,
          code: query.code,
          error: query.error,
          errorDescription: query.error_description,
          redirectedTo: `${url.origin}${url.pathname}`,
          deviceId: device,
          frame: { projectId, keyThumbprint },
          signal: request.signal,
        })
        return { json: result }
      },
    },
    {
      method: 'POST',
      path: '/v1/farcaster/start',
      handler: async (request) => {
        parse(emptyBody, request.body)
        const device = deviceId(request)
        const frame = await requireFrameContext(social.auth, request)
        const keyThumbprint = await proofKeyThumbprint(social.auth, request)
        return {
          json: await startFarcasterLogin(social, {
            deviceId: device,
            ip: request.ip,
            frame,
            keyThumbprint,
            signal: request.signal,
          }),
        }
      },
    },
    {
      method: 'POST',
      path: '/v1/farcaster/poll',
      handler: async (request) => {
        const { channelToken } = parse(farcasterPollBody, request.body)
        const device = deviceId(request)
        const { projectId } = await requireFrameContext(social.auth, request)
        const keyThumbprint = await proofKeyThumbprint(social.auth, request)
        return {
          json: await pollFarcasterLogin(social, {
            channelToken,
            deviceId: device,
            projectId,
            keyThumbprint,
            signal: request.signal,
          }),
        }
      },
    },
  ]
}
