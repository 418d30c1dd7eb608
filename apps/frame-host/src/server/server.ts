import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { performance } from 'node:perf_hooks'
import {
  createHttpServer as createKitServer,
  createRouter,
  type HttpServer,
  hasMediaType,
  MethodNotAllowedError,
  NotFoundError,
  parseForm,
  parseJson,
  type Reply,
  readBody,
  UnsupportedMediaTypeError,
} from '@keyway/server-kit'
import type { z } from 'zod'
import { InvalidInputError } from '../errors.js'
import { describeIssue } from './schemas.js'

/**
 * frame-host's HTTP server on @keyway/server-kit: exact-path routes, JSON (or form) bodies
 * with a size limit, the kit's one error shape `{ error: { code, message } }` for everything
 * that goes wrong, and the headers every answer carries. No CORS: the API is for frame-host's
 * own frame page. No input, however broken, takes the process down.
 */

export type Request = {
  /** The route's method (what a DPoP proof's htm names). */
  method: 'GET' | 'POST'
  url: URL
  headers: IncomingMessage['headers']
  /** The parsed JSON body; `{}` for a request without one. */
  body: unknown
  /** The body's bytes as sent (what a DPoP proof's body hash covers). */
  rawBody: Uint8Array
  /**
   * The client's address: the socket's peer, or behind `trustProxy` proxies the
   * X-Forwarded-For entry the outermost of them added (counted from the right).
   */
  ip: string
  /** Aborted when the client goes away. */
  signal: AbortSignal
}

export type { Reply }

export type Route = {
  method: 'GET' | 'POST'
  path: string
  /**
   * How a POST body is read: JSON (the API, the default), or an HTML form
   * (`application/x-www-form-urlencoded`, read as an object of strings) for the pages a
   * person confirms in their browser.
   */
  body?: 'json' | 'form'
  handler: (request: Request) => Promise<Reply> | Reply
}

export type HttpServerOptions = {
  routes: readonly Route[]
  /** Largest accepted body in bytes (default 16 KiB). */
  bodyLimit?: number
  /**
   * How many proxies stand in front (0: none, the default). Each appends the address it
   * received the request from to X-Forwarded-For, so the client is that many entries from
   * the right; anything further left was written by the client and is not believed.
   */
  trustProxy?: number
  /** Unexpected errors (never the client's fault) are reported here. */
  onError?: (error: unknown) => void
  /** Told of every request once its answer is sent or its client left (logs, metrics). */
  onRequest?: (record: RequestRecord) => void
}

/** What one request was and how it ended, without anything it carried (src/ops). */
export type RequestRecord = {
  /** The client's X-Request-Id when well formed (a load balancer's), else a new UUID. */
  id: string
  method: string
  /** The matched route's path; null for a path no route has. */
  route: string | null
  /** The answer's status; 499 when the client went away first. */
  status: number
  durationMs: number
  /** The thrown error, when the request failed (its `code` names what went wrong). */
  error?: unknown
  /** The parsed body and the reply, for counting what a route did (never logged whole). */
  body?: unknown
  reply?: Reply
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/

export type { HttpServer }

export const DEFAULT_BODY_LIMIT = 16 * 1024

/** Parses with `schema` or throws InvalidInputError with the first problem. */
export function parse<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value)
  if (!result.success) throw new InvalidInputError(describeIssue(result.error, value))
  return result.data
}

/** The bearer token of `Authorization: Bearer <token>`, if any. */
export function bearerToken(request: Request): string | undefined {
  const header = request.headers.authorization
  const match = header ? /^Bearer ([A-Za-z0-9_-]{1,256})$/.exec(header) : null
  return match?.[1]
}

// API answers are never framed, sniffed or cached.
const API_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'cache-control': 'no-store',
}

export function clientIp(
  forwarded: string | readonly string[] | undefined,
  remoteAddress: string | undefined,
  trustProxy: number,
): string {
  const socket = remoteAddress ?? 'unknown'
  if (trustProxy <= 0 || forwarded === undefined) return socket
  // Several X-Forwarded-For headers are one list, in order.
  const hops = (typeof forwarded === 'string' ? [forwarded] : forwarded)
    .flatMap((header) => header.split(','))
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
  if (hops.length === 0) return socket
  // Fewer entries than proxies: every entry came from a trusted proxy, the left-most is the client.
  return hops[Math.max(0, hops.length - trustProxy)] ?? socket
}

function parseFormBody(req: IncomingMessage, raw: Buffer): Record<string, string> {
  if (!hasMediaType(req.headers['content-type'], 'application/x-www-form-urlencoded')) {
    throw new InvalidInputError('This form must be sent as application/x-www-form-urlencoded')
  }
  return parseForm(raw)
}

function parseJsonBody(req: IncomingMessage, raw: Buffer): unknown {
  if (raw.length === 0) return {}
  if (!hasMediaType(req.headers['content-type'], 'application/json')) {
    throw new UnsupportedMediaTypeError()
  }
  return parseJson(raw)
}

export function createHttpServer(options: HttpServerOptions): HttpServer {
  const limit = options.bodyLimit ?? DEFAULT_BODY_LIMIT
  const router = createRouter(options.routes, { strictSlashes: true })
  const notes = new WeakMap<IncomingMessage, Omit<RequestRecord, 'status' | 'durationMs'>>()

  const kit = createKitServer({
    // Every answer, HTML and scripts too: the browser never guesses another type.
    answerHeaders: (reply) => ({
      'x-content-type-options': 'nosniff',
      ...(reply.json !== undefined ? API_HEADERS : {}),
    }),
    ...(options.onError ? { onError: options.onError } : {}),
    async handle(req, { url, signal }) {
      const note = notes.get(req)
      try {
        const reply = await answer(req, url, signal, note)
        if (note) note.reply = reply
        return reply
      } catch (error) {
        if (note) note.error = error
        throw error
      }
    },
  })

  async function answer(
    req: IncomingMessage,
    url: URL,
    signal: AbortSignal,
    note: Omit<RequestRecord, 'status' | 'durationMs'> | undefined,
  ): Promise<Reply> {
    const found = router.find(req.method ?? 'GET', url.pathname)
    if (found.kind === 'not-found') throw new NotFoundError()
    if (found.kind === 'method-not-allowed') throw new MethodNotAllowedError(found.allowed)
    const { route } = found
    if (note) note.route = route.path
    const raw = await readBody(req, { limit })
    if (route.method === 'GET' && raw.length > 0) {
      throw new InvalidInputError('A GET request takes no body')
    }
    const body =
      route.method !== 'POST'
        ? {}
        : route.body === 'form'
          ? parseFormBody(req, raw)
          : parseJsonBody(req, raw)
    if (note) note.body = body
    return route.handler({
      method: route.method,
      url,
      headers: req.headers,
      body,
      rawBody: raw,
      ip: clientIp(
        req.headers['x-forwarded-for'],
        req.socket.remoteAddress,
        options.trustProxy ?? 0,
      ),
      signal,
    })
  }

  const { onRequest } = options
  if (onRequest) {
    // First of the server's listeners, so the id header is set before any answer is written.
    kit.server.prependListener('request', (req, res) => {
      const started = performance.now()
      const sent = req.headers['x-request-id']
      const id = typeof sent === 'string' && REQUEST_ID.test(sent) ? sent : randomUUID()
      res.setHeader('x-request-id', id)
      const note: Omit<RequestRecord, 'status' | 'durationMs'> = {
        id,
        method: req.method ?? '',
        route: null,
      }
      notes.set(req, note)
      res.once('close', () => {
        onRequest({
          ...note,
          status: res.writableFinished ? res.statusCode : 499,
          durationMs: performance.now() - started,
        })
      })
    })
  }
  return kit
}
