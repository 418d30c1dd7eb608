/**
 * The HTTP side of `createSiwxServer`: its four routes under `basePath`, the session cookie
 * and the sign-out origin check, on @keyway/server-kit's router, body reader and error
 * format. Every refusal is `{ error: { code, message } }` with its status; a failure that
 * is not the client's is reported to `onError` and answered 500. No CORS headers: the
 * routes are for the app's own pages, and a cross-site page gets no preflight answered.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import {
  createRequestHandler,
  createRouter,
  MalformedJsonError,
  MethodNotAllowedError,
  NotFoundError,
  PayloadTooLargeError,
  type Reply,
  readJsonBody,
  UnsupportedMediaTypeError,
} from '@keyway/server-kit'
import { SiwxVerificationError } from '../message/errors.js'
import { SiwxRequestError, verificationRefusal } from './request-errors.js'
import { crossSiteReason } from './request-guards.js'
import type { SiwxCacao, SiwxStoredSession } from './store.js'

/** The largest request body the routes read (64 KiB); 413 above it. */
export const MAX_BODY_BYTES = 64 * 1024

export type SiwxHandlerOptions = {
  basePath: string
  cookieName: string
  secureCookie: boolean
  /** The app's page origins: sign-out is accepted only from them. */
  origins: readonly string[]
  clientKey: (request: IncomingMessage) => string
  now: () => number
  onError: ((error: unknown) => void) | undefined
  issueNonce(request: { client?: string | undefined }): Promise<string>
  verify(input: {
    message: string
    signature: string
    cacao?: SiwxCacao | undefined
    signal?: AbortSignal | undefined
  }): Promise<SiwxStoredSession>
  getSession(id: string): Promise<SiwxStoredSession | undefined>
  signOut(id: string): Promise<void>
}

/** What GET /session answers: the session, its signed message and when it ends. */
export type SiwxSessionView = {
  address: string
  chainId: string
  data: SiwxStoredSession['data']
  message: string
  signature: string
  cacao?: SiwxCacao | undefined
  expiresAt: number
}

/** The answer of GET /session for a stored session. */
export function toSessionView(session: SiwxStoredSession): SiwxSessionView {
  return {
    address: session.data.address,
    chainId: session.data.chainId,
    data: session.data,
    message: session.message,
    signature: session.signature,
    ...(session.cacao ? { cacao: session.cacao } : {}),
    expiresAt: session.expiresAt,
  }
}

type Route = {
  method: 'GET' | 'POST'
  path: string
  run(request: IncomingMessage, signal: AbortSignal): Promise<Reply>
}

/** `handle(request, response)`: answers the routes under basePath, resolves false for others. */
export function createSiwxHandler(options: SiwxHandlerOptions) {
  const { basePath, cookieName } = options

  function cookie(value: string, maxAgeSeconds: number): string {
    return [
      `${cookieName}=${value}`,
      `Path=${basePath || '/'}`,
      'HttpOnly',
      'SameSite=Lax',
      `Max-Age=${maxAgeSeconds}`,
      ...(options.secureCookie ? ['Secure'] : []),
    ].join('; ')
  }

  function sessionIdOf(request: IncomingMessage): string | undefined {
    for (const part of (request.headers.cookie ?? '').split(';')) {
      const [name, ...value] = part.trim().split('=')
      if (name === cookieName) return value.join('=') || undefined
    }
    return undefined
  }

  const routes: Route[] = [
    {
      method: 'GET',
      path: `${basePath}/nonce`,
      run: async (request) => ({
        json: { nonce: await options.issueNonce({ client: options.clientKey(request) }) },
      }),
    },
    {
      method: 'POST',
      path: `${basePath}/verify`,
      async run(request, signal) {
        const body = verifyBody(await readJson(request))
        // RPC work for a client that went away is abandoned.
        const session = await options.verify({ ...body, signal })
        const maxAge = Math.max(0, Math.floor((session.expiresAt - options.now()) / 1000))
        return {
          json: {
            address: session.data.address,
            chainId: session.data.chainId,
            expiresAt: session.expiresAt,
          },
          headers: { 'set-cookie': cookie(session.id, maxAge) },
        }
      },
    },
    {
      method: 'GET',
      path: `${basePath}/session`,
      async run(request) {
        const id = sessionIdOf(request)
        const session = id ? await options.getSession(id) : undefined
        if (!session) throw new SiwxRequestError(401, 'Not signed in', { code: 'not_signed_in' })
        return { json: toSessionView(session) }
      },
    },
    {
      method: 'POST',
      path: `${basePath}/signout`,
      async run(request) {
        // SameSite=Lax keeps the cookie off cross-site POSTs in today's browsers; this
        // check does not rely on it (older browsers, a sibling site on the same domain).
        const crossSite = crossSiteReason(request, options.origins)
        if (crossSite) {
          throw new SiwxRequestError(403, `Sign-out refused: ${crossSite}`, { code: 'cross_site' })
        }
        const id = sessionIdOf(request)
        if (id) await options.signOut(id)
        return { status: 204, headers: { 'set-cookie': cookie('', 0) } }
      },
    },
  ]
  // Exact paths: `/siwx//nonce` and `/siwx/nonce/` are not routes.
  const router = createRouter(routes, { strictSlashes: true })

  const answer = createRequestHandler({
    async handle(request, { url, signal }) {
      const found = router.find(request.method ?? 'GET', url.pathname)
      if (found.kind === 'not-found') throw new NotFoundError('Not found')
      if (found.kind === 'method-not-allowed') {
        throw new MethodNotAllowedError(found.allowed, `Use ${found.allowed.join(' or ')}`)
      }
      try {
        return await found.route.run(request, signal)
      } catch (error) {
        throw error instanceof SiwxVerificationError ? verificationRefusal(error) : error
      }
    },
    answerHeaders: () => ({ 'cache-control': 'no-store' }),
    internalErrorMessage: () => 'Sign-in failed on the server',
    onError: options.onError,
  })

  return async function handle(
    request: IncomingMessage,
    response: ServerResponse,
  ): Promise<boolean> {
    const path = pathOf(request)
    if (path === undefined || !path.startsWith(`${basePath}/`)) return false
    await answer(request, response)
    return true
  }
}

/** The request's path, or undefined when its target is not a URL path. */
function pathOf(request: IncomingMessage): string | undefined {
  try {
    return new URL(request.url ?? '/', 'http://server.invalid').pathname
  } catch {
    return undefined
  }
}

function readJson(request: IncomingMessage): Promise<unknown> {
  return readJsonBody(request, {
    limit: MAX_BODY_BYTES,
    tooLarge: (limit) => new PayloadTooLargeError(limit, 'Body too large'),
    malformed: () => new MalformedJsonError('Body is not JSON'),
    unsupportedType: () => new UnsupportedMediaTypeError('Send application/json'),
  })
}

/** The fields of a POST /verify body; 400 `bad_request` for anything else. */
function verifyBody(body: unknown): {
  message: string
  signature: string
  cacao: SiwxCacao | undefined
} {
  if (typeof body !== 'object' || body === null) {
    throw new SiwxRequestError(400, 'Send a JSON object')
  }
  const { message, signature, cacao } = body as Record<string, unknown>
  if (typeof message !== 'string' || typeof signature !== 'string') {
    throw new SiwxRequestError(400, 'message and signature must be strings')
  }
  if (cacao !== undefined && (typeof cacao !== 'object' || cacao === null)) {
    throw new SiwxRequestError(400, 'cacao must be an object')
  }
  return { message, signature, cacao: cacao as SiwxCacao | undefined }
}
