/**
 * Server helpers for a dapp backend: issue a nonce, verify a signed message and
 * open a session, read the session, sign out. `createSiwxServer` gives both plain async
 * functions (for any framework) and `handle(req, res)`, a handler for Node's http module
 * and anything built on it (Express, Connect, Fastify's raw request).
 *
 * Routes under `basePath` (default /siwx), JSON in and out:
 * - GET  /nonce   → 200 { nonce }; 429 `rate_limited` with Retry-After past the per-client
 *   throttle
 * - POST /verify  { message, signature, cacao? } → 200 { address, chainId, expiresAt } and
 *   the session cookie; 401 when verification fails, its reason as the error's code
 * - GET  /session → 200 { address, chainId, data, message, signature, cacao?, expiresAt },
 *   401 `not_signed_in` when there is none
 * - POST /signout → 204, the session ended on the server and the cookie cleared; 403
 *   `cross_site` when the request does not come from one of `origins` (a cross-site page
 *   cannot sign out)
 * Malformed input is a 4xx: 400 (bad JSON or fields), 404, 405, 413 (over 64 KiB), 415.
 * Routing, the body reader and the error body `{ error: { code, message } }` are
 * @keyway/server-kit's, the format every Keyway server answers with. No CORS: the routes
 * are for the app's own pages.
 *
 * A message must name the configured domain, a URI on `origins` (or one of `uris`) and one
 * of `chainIds`; none of these is read from the request.
 */
import type { IncomingMessage } from 'node:http'
import { SiwxVerificationError } from '../message/errors.js'
import type { SiwxNamespace } from '../message/message.js'
import { generateNonce } from '../message/nonce.js'
import { cacaoMatchesMessage } from '../verify/cacao.js'
import type { SignatureVerifier } from '../verify/verifiers.js'
import { DEFAULT_MAX_AGE_MS, type SiwxUriExpectation, verifySiwxMessage } from '../verify/verify.js'
import { createRateLimiter, DEFAULT_NONCE_RATE_LIMIT, type SiwxRateLimit } from './rate-limit.js'
import { SiwxRateLimitError } from './request-errors.js'
import { normalizeOrigin, socketClientKey } from './request-guards.js'
import { createSiwxHandler } from './routes.js'
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
  /**
   * Failures that are not the client's (a store that cannot be reached): reported here, and
   * answered 500 `internal_error` without their text.
   */
  onError?: ((error: unknown) => void) | undefined
  now?: (() => number) | undefined
}

const DAY_MS = 24 * 60 * 60_000

function sessionId(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url')
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

  /** Handles the routes under basePath; resolves false for any other path. */
  const handle = createSiwxHandler({
    basePath,
    cookieName,
    secureCookie: options.secureCookie ?? true,
    origins: expected.origins,
    clientKey,
    now,
    onError: options.onError,
    issueNonce,
    verify,
    getSession,
    signOut,
  })

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
