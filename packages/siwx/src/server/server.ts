/**
 * Server helpers for a dapp backend: issue a nonce, verify a signed message and
 * open a session, read the session, sign out. `createSiwxServer` gives both plain async
 * functions (for any framework) and `handle(req, res)`, a handler for Node's http module
 * and anything built on it (Express, Connect, Fastify's raw request).
 *
 * Routes under `basePath` (default /siwx), JSON in and out:
 * - GET  /nonce   → 200 { nonce }; 429 with Retry-After past the per-client throttle
 * - POST /verify  { message, signature, cacao? } → 200 { address, chainId, expiresAt } and
 *   the session cookie; 401 { error, reason } when verification fails
 * - GET  /session → 200 { address, chainId, data, message, signature, cacao?, expiresAt },
 *   401 when there is none
 * - POST /signout → 204, the session ended on the server and the cookie cleared; 403 when
 *   the request does not come from one of `origins` (a cross-site page cannot sign out)
 * Malformed input is a 4xx: 400 (bad JSON or fields), 405, 413 (over 64 KiB), 415.
 *
 * A message must name the configured domain, a URI on `origins` (or one of `uris`) and one
 * of `chainIds`; none of these is read from the request.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { SiwxVerificationError } from '../message/errors.js'
import type { SiwxNamespace } from '../message/message.js'
import { generateNonce } from '../message/nonce.js'
import { cacaoMatchesMessage } from '../verify/cacao.js'
import type { SignatureVerifier } from '../verify/verifiers.js'
import { DEFAULT_MAX_AGE_MS, type SiwxUriExpectation, verifySiwxMessage } from '../verify/verify.js'
import { createRateLimiter, DEFAULT_NONCE_RATE_LIMIT, type SiwxRateLimit } from './rate-limit.js'
import { crossSiteReason, normalizeOrigin, socketClientKey } from './request-guards.js'
import {
  createMemorySiwxStore,
  type SiwxCacao,
  type SiwxStore,
  type SiwxStoredSession,
} from './store.js'

export type SiwxServerOptions = {
  /** The domain messages must name (e.g. 'app.example.com'); never read from requests. */
  domain: string
  /**
   * The origins the app's pages are served from (e.g. 'https://app.example.com'). A message's
   * URI must be on one of them, and sign-out must come from one. Default: `https://<domain>`.
   */
  origins?: readonly string[] | undefined
  /**
   * Exact URIs a message may name, when any URI on `origins` is too loose. Without
   * `origins`, sign-out is accepted from these URIs' origins.
   */
  uris?: readonly string[] | undefined
  /** The CAIP-2 chain ids a message may name: the app's networks (e.g. ['eip155:1']). */
  chainIds: readonly string[]
  /**
   * The throttle of GET /nonce per client (default 30 a minute); false turns it off (only
   * behind a proxy that throttles). Counted in this process.
   */
  nonceRateLimit?: SiwxRateLimit | false | undefined
  /**
   * Who a request is from, for the throttle (default: the socket's remote address). Behind a
   * proxy, read the address it forwards, and only from a proxy you trust.
   */
  clientKey?: ((request: IncomingMessage) => string) | undefined
  /** Default: in memory (one instance). Use the PostgreSQL store to share across instances. */
  store?: SiwxStore | undefined
  verifiers?: Partial<Record<SiwxNamespace, SignatureVerifier>> | undefined
  /** How long an issued nonce can be used (default 10 minutes). */
  nonceTtlMs?: number | undefined
  /** How long a session lasts (default 24 hours). */
  sessionTtlMs?: number | undefined
  /** The oldest Issued At accepted (default: the nonce lifetime). */
  maxAgeMs?: number | undefined
  basePath?: string | undefined
  cookieName?: string | undefined
  /** Adds `Secure` to the cookie (default true; false for http://localhost). */
  secureCookie?: boolean | undefined
  now?: (() => number) | undefined
}

export type SiwxSessionView = {
  address: string
  chainId: string
  data: SiwxStoredSession['data']
  message: string
  signature: string
  cacao?: SiwxCacao | undefined
  expiresAt: number
}

export const MAX_BODY_BYTES = 64 * 1024
const DAY_MS = 24 * 60 * 60_000

export class SiwxRequestError extends Error {
  override name: string = 'SiwxRequestError'
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

/** A client asked for nonces faster than the throttle allows (HTTP 429). */
export class SiwxRateLimitError extends SiwxRequestError {
  override name = 'SiwxRateLimitError'
  constructor(readonly retryAfterMs: number) {
    super(429, `Too many sign-in attempts. Try again in ${Math.ceil(retryAfterMs / 1000)} s.`)
  }
}

function sessionId(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url')
}

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

export function createSiwxServer(options: SiwxServerOptions) {
  const store = options.store ?? createMemorySiwxStore()
  const now = options.now ?? Date.now
  const nonceTtl = options.nonceTtlMs ?? DEFAULT_MAX_AGE_MS
  const sessionTtl = options.sessionTtlMs ?? DAY_MS
  const basePath = (options.basePath ?? '/siwx').replace(/\/$/, '')
  const cookieName = options.cookieName ?? 'keyway_siwx'
  if (!/^[A-Za-z0-9_-]+$/.test(cookieName))
    throw new TypeError('cookieName: letters, digits, _ and -')
  const expected = expectations(options)
  const throttle =
    options.nonceRateLimit === false
      ? undefined
      : createRateLimiter(options.nonceRateLimit ?? DEFAULT_NONCE_RATE_LIMIT, now)
  const clientKey = options.clientKey ?? socketClientKey

  /**
   * A new nonce, remembered by the store. With `client` (who asks: an address or account),
   * the throttle counts it and throws SiwxRateLimitError past the limit.
   */
  async function issueNonce(request: { client?: string | undefined } = {}): Promise<string> {
    if (throttle && request.client !== undefined) {
      const hit = throttle(request.client)
      if (!hit.allowed) throw new SiwxRateLimitError(hit.retryAfterMs)
    }
    const nonce = generateNonce()
    await store.addNonce(nonce, now() + nonceTtl)
    return nonce
  }

  /** Verifies and opens a session; throws SiwxVerificationError when refused. */
  async function verify(input: {
    message: string
    signature: string
    cacao?: SiwxCacao | undefined
    signal?: AbortSignal | undefined
  }): Promise<SiwxStoredSession> {
    const data = await verifySiwxMessage({
      message: input.message,
      signature: input.signature,
      domain: options.domain,
      uris: expected.uris,
      chainIds: expected.chainIds,
      consumeNonce: (nonce) => store.consumeNonce(nonce, now()),
      maxAgeMs: options.maxAgeMs ?? nonceTtl,
      now,
      verifiers: options.verifiers,
      signal: input.signal,
    })
    // Checked once the message is verified, so a mismatch also uses up the nonce.
    if (input.cacao && !cacaoMatchesMessage(input.cacao, data, input.signature)) {
      throw new SiwxVerificationError('cacao', "the cacao is not the signed message's")
    }
    const createdAt = now()
    const expiry = data.expirationTime ? Date.parse(data.expirationTime) : Number.POSITIVE_INFINITY
    const session: SiwxStoredSession = {
      id: sessionId(),
      data,
      message: input.message,
      signature: input.signature,
      ...(input.cacao ? { cacao: input.cacao } : {}),
      createdAt,
      expiresAt: Math.min(createdAt + sessionTtl, expiry),
    }
    await store.addSession(session)
    return session
  }

  const getSession = (id: string) => store.getSession(id, now())
  const signOut = (id: string) => store.deleteSession(id)

  function cookie(value: string, maxAgeSeconds: number): string {
    return [
      `${cookieName}=${value}`,
      `Path=${basePath || '/'}`,
      'HttpOnly',
      'SameSite=Lax',
      `Max-Age=${maxAgeSeconds}`,
      ...(options.secureCookie === false ? [] : ['Secure']),
    ].join('; ')
  }

  function sessionIdOf(request: IncomingMessage): string | undefined {
    for (const part of (request.headers.cookie ?? '').split(';')) {
      const [name, ...value] = part.trim().split('=')
      if (name === cookieName) return value.join('=') || undefined
    }
    return undefined
  }

  /** Handles the routes under basePath; resolves false for any other path. */
  async function handle(request: IncomingMessage, response: ServerResponse): Promise<boolean> {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname
    if (!path.startsWith(`${basePath}/`)) return false
    const route = path.slice(basePath.length)
    const send = (status: number, body?: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, {
        'cache-control': 'no-store',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      })
      response.end(body === undefined ? undefined : JSON.stringify(body))
    }
    const allow = (method: string) => {
      if (request.method === method) return true
      send(405, { error: `Use ${method}` }, { allow: method })
      return false
    }
    try {
      switch (route) {
        case '/nonce':
          if (allow('GET')) send(200, { nonce: await issueNonce({ client: clientKey(request) }) })
          return true
        case '/verify': {
          if (!allow('POST')) return true
          const body = await readJson(request)
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
          // RPC work for a client that went away is abandoned.
          const gone = new AbortController()
          response.once('close', () => gone.abort())
          const session = await verify({
            message,
            signature,
            cacao: cacao as SiwxCacao | undefined,
            signal: gone.signal,
          })
          const maxAge = Math.max(0, Math.floor((session.expiresAt - now()) / 1000))
          send(
            200,
            {
              address: session.data.address,
              chainId: session.data.chainId,
              expiresAt: session.expiresAt,
            },
            { 'set-cookie': cookie(session.id, maxAge) },
          )
          return true
        }
        case '/session': {
          if (!allow('GET')) return true
          const id = sessionIdOf(request)
          const session = id ? await getSession(id) : undefined
          if (session) send(200, toSessionView(session))
          else send(401, { error: 'Not signed in' })
          return true
        }
        case '/signout': {
          if (!allow('POST')) return true
          // SameSite=Lax keeps the cookie off cross-site POSTs in today's browsers; this
          // check does not rely on it (older browsers, a sibling site on the same domain).
          const crossSite = crossSiteReason(request, expected.origins)
          if (crossSite) throw new SiwxRequestError(403, `Sign-out refused: ${crossSite}`)
          const id = sessionIdOf(request)
          if (id) await signOut(id)
          send(204, undefined, { 'set-cookie': cookie('', 0) })
          return true
        }
        default:
          send(404, { error: 'Not found' })
          return true
      }
    } catch (error) {
      if (error instanceof SiwxVerificationError) {
        send(401, { error: error.shortMessage, reason: error.reason })
      } else if (error instanceof SiwxRateLimitError) {
        const seconds = String(Math.max(1, Math.ceil(error.retryAfterMs / 1000)))
        send(error.status, { error: error.message }, { 'retry-after': seconds })
      } else if (error instanceof SiwxRequestError) {
        send(error.status, { error: error.message })
      } else {
        send(500, { error: 'Sign-in failed on the server' })
      }
      return true
    }
  }

  return { issueNonce, verify, getSession, signOut, handle, store }
}

export type SiwxServer = ReturnType<typeof createSiwxServer>

/** The URIs and chains messages may name, and the origins sign-out is accepted from. */
function expectations(options: SiwxServerOptions) {
  const chainIds = options.chainIds as readonly string[] | undefined
  if (!Array.isArray(chainIds) || chainIds.length === 0) {
    throw new TypeError("chainIds: name the app's CAIP-2 chain ids, e.g. ['eip155:1']")
  }
  const uris = options.uris ? [...options.uris] : undefined
  const origins = (
    options.origins ?? (uris ? uris.filter(hasOrigin) : [`https://${options.domain}`])
  ).map(normalizeOrigin)
  if (origins.length === 0) throw new TypeError('origins: name the origin of the app')
  const accepted: SiwxUriExpectation[] = uris ?? origins.map((origin) => ({ origin }))
  return { chainIds: [...chainIds], uris: accepted, origins }
}

function hasOrigin(uri: string): boolean {
  try {
    return new URL(uri).origin !== 'null'
  } catch {
    return false
  }
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const type = request.headers['content-type'] ?? ''
  if (!type.toLowerCase().startsWith('application/json')) {
    throw new SiwxRequestError(415, 'Send application/json')
  }
  const declared = Number(request.headers['content-length'] ?? 0)
  if (declared > MAX_BODY_BYTES) throw new SiwxRequestError(413, 'Body too large')
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    size += (chunk as Buffer).length
    if (size > MAX_BODY_BYTES) throw new SiwxRequestError(413, 'Body too large')
    chunks.push(chunk as Buffer)
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'))
  } catch {
    throw new SiwxRequestError(400, 'Body is not JSON')
  }
}
