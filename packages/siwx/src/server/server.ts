/**
 * Server helpers for a dapp backend: issue a nonce, verify a signed message and
 * open a session, read the session, sign out. `createSiwxServer` gives both plain async
 * functions (for any framework) and `handle(req, res)`, a handler for Node's http module
 * and anything built on it (Express, Connect, Fastify's raw request).
 *
 * Routes under `basePath` (default /siwx), JSON in and out:
 * - GET  /nonce   → 200 { nonce }
 * - POST /verify  { message, signature, cacao? } → 200 { address, chainId, expiresAt } and
 *   the session cookie; 401 { error, reason } when verification fails
 * - GET  /session → 200 { address, chainId, data, message, signature, cacao?, expiresAt },
 *   401 when there is none
 * - POST /signout → 204, the session ended on the server and the cookie cleared
 * Malformed input is a 4xx: 400 (bad JSON or fields), 405, 413 (over 64 KiB), 415.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { SiwxVerificationError } from '../message/errors.js'
import type { SiwxNamespace } from '../message/message.js'
import { generateNonce } from '../message/nonce.js'
import { cacaoMatchesMessage } from '../verify/cacao.js'
import type { SignatureVerifier } from '../verify/verifiers.js'
import { DEFAULT_MAX_AGE_MS, verifySiwxMessage } from '../verify/verify.js'
import {
  createMemorySiwxStore,
  type SiwxCacao,
  type SiwxStore,
  type SiwxStoredSession,
} from './store.js'

export type SiwxServerOptions = {
  /** The domain messages must name (e.g. 'app.example.com'); never read from requests. */
  domain: string
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
  override name = 'SiwxRequestError'
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
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

  async function issueNonce(): Promise<string> {
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
          if (allow('GET')) send(200, { nonce: await issueNonce() })
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
          const session = await verify({
            message,
            signature,
            cacao: cacao as SiwxCacao | undefined,
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
