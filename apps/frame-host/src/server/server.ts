import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { z } from 'zod'
import {
  FrameHostError,
  InvalidInputError,
  MalformedJsonError,
  MethodNotAllowedError,
  NotFoundError,
  PayloadTooLargeError,
  UnsupportedMediaTypeError,
} from '../errors.js'
import { describeIssue } from './schemas.js'

/**
 * A small node:http server for frame-host: exact-path routes, JSON bodies with a size
 * limit, and one error shape `{ error: { code, message } }` for everything that goes wrong.
 * No input, however broken, takes the process down.
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

export type Reply = {
  status?: number
  json?: unknown
  html?: string
  body?: Uint8Array | string
  contentType?: string
  headers?: Record<string, string>
}

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
}

export type HttpServer = {
  listen(port: number, host: string): Promise<string>
  stop(): Promise<void>
  server: Server
}

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

function send(res: ServerResponse, reply: Reply): void {
  const status = reply.status ?? 200
  let payload: string | Uint8Array
  let contentType: string
  if (reply.json !== undefined) {
    payload = JSON.stringify(reply.json)
    contentType = 'application/json; charset=utf-8'
  } else if (reply.html !== undefined) {
    payload = reply.html
    contentType = 'text/html; charset=utf-8'
  } else {
    payload = reply.body ?? ''
    contentType = reply.contentType ?? 'text/plain; charset=utf-8'
  }
  const headers: Record<string, string | number> = {
    // Every answer, HTML and scripts too: the browser never guesses another type.
    'x-content-type-options': 'nosniff',
    ...(reply.json !== undefined ? API_HEADERS : {}),
    'content-type': contentType,
    'content-length': Buffer.byteLength(payload),
    ...reply.headers,
  }
  res.writeHead(status, headers)
  res.end(payload)
}

function errorReply(error: FrameHostError): Reply {
  const headers: Record<string, string> = {}
  if (error.retryAfterSeconds !== undefined)
    headers['retry-after'] = String(error.retryAfterSeconds)
  if (error instanceof MethodNotAllowedError) headers.allow = error.allowed.join(', ')
  if (error.status === 413) headers.connection = 'close'
  return {
    status: error.status,
    json: { error: { code: error.code, message: error.message } },
    headers,
  }
}

/**
 * The body, up to `limit` bytes. Past the limit it stops listening (without destroying
 * the socket, so the 413 reply still reaches the client) and fails.
 */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length'])
  if (Number.isFinite(declared) && declared > limit) {
    return Promise.reject(new PayloadTooLargeError(limit))
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    const cleanup = () => {
      req.off('data', onData)
      req.off('end', onEnd)
      req.off('error', onError)
    }
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) {
        cleanup()
        req.pause()
        reject(new PayloadTooLargeError(limit))
        return
      }
      chunks.push(chunk)
    }
    const onEnd = () => {
      cleanup()
      resolve(Buffer.concat(chunks))
    }
    const onError = (error: Error) => {
      cleanup()
      reject(error)
    }
    req.on('data', onData)
    req.on('end', onEnd)
    req.on('error', onError)
  })
}

function parseFormBody(req: IncomingMessage, raw: Buffer): Record<string, string> {
  const type = req.headers['content-type'] ?? ''
  if (!/^application\/x-www-form-urlencoded\s*(;|$)/i.test(type)) {
    throw new InvalidInputError('This form must be sent as application/x-www-form-urlencoded')
  }
  return Object.fromEntries(new URLSearchParams(raw.toString('utf8')))
}

function parseJsonBody(req: IncomingMessage, raw: Buffer): unknown {
  if (raw.length === 0) return {}
  const type = req.headers['content-type'] ?? ''
  if (!/^application\/json\s*(;|$)/i.test(type)) throw new UnsupportedMediaTypeError()
  try {
    return JSON.parse(raw.toString('utf8'))
  } catch {
    throw new MalformedJsonError()
  }
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

export function createHttpServer(options: HttpServerOptions): HttpServer {
  const limit = options.bodyLimit ?? DEFAULT_BODY_LIMIT
  const byPath = new Map<string, Route[]>()
  for (const route of options.routes) {
    byPath.set(route.path, [...(byPath.get(route.path) ?? []), route])
  }

  async function handle(req: IncomingMessage, res: ServerResponse, signal: AbortSignal) {
    let url: URL
    try {
      url = new URL(req.url ?? '/', 'http://frame-host.invalid')
    } catch {
      throw new NotFoundError()
    }
    const candidates = byPath.get(url.pathname)
    if (!candidates) throw new NotFoundError()
    const route = candidates.find((r) => r.method === req.method)
    if (!route) throw new MethodNotAllowedError(candidates.map((r) => r.method))
    const raw = await readBody(req, limit)
    if (route.method === 'GET' && raw.length > 0) {
      throw new InvalidInputError('A GET request takes no body')
    }
    const body =
      route.method !== 'POST'
        ? {}
        : route.body === 'form'
          ? parseFormBody(req, raw)
          : parseJsonBody(req, raw)
    const reply = await route.handler({
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
    send(res, reply)
  }

  const server = createServer((req, res) => {
    const controller = new AbortController()
    res.on('close', () => {
      if (!res.writableFinished) controller.abort(new Error('the client went away'))
    })
    handle(req, res, controller.signal).catch((error: unknown) => {
      if (res.headersSent || res.destroyed) return
      if (error instanceof FrameHostError) {
        // An oversized upload is not read further: the connection closes after the reply.
        if (error.status === 413) res.once('finish', () => req.socket.destroy())
        send(res, errorReply(error))
        return
      }
      options.onError?.(error)
      send(res, {
        status: 500,
        json: { error: { code: 'internal_error', message: 'Something went wrong on the server' } },
      })
    })
  })
  // Slow or stuck clients are cut off instead of holding sockets forever.
  server.requestTimeout = 30_000
  server.headersTimeout = 20_000
  server.keepAliveTimeout = 5_000
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nconnection: close\r\n\r\n')
    else socket.destroy()
  })

  return {
    server,
    listen: (port, host) =>
      new Promise((resolve, reject) => {
        server.once('error', reject)
        server.listen(port, host, () => {
          server.off('error', reject)
          const address = server.address() as AddressInfo
          const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address
          resolve(`http://${shownHost}:${address.port}`)
        })
      }),
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
