import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * The small JSON HTTP server every devnet service is built on. It gives all of them the
 * same answers to bad input (issue: "malformed JSON, unknown paths, oversized bodies and
 * wrong methods get the proper HTTP status with a JSON error body; the process never
 * crashes"), permissive CORS for the browser demo, and a fault-injection switch so that
 * the toolkit's retry rules (spec §7 "Request retry") can be exercised against it.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH'

export type RequestContext = {
  method: HttpMethod
  url: URL
  /** Path parameters from `:name` segments of the route. */
  params: Record<string, string>
  query: URLSearchParams
  /** Parsed JSON body (undefined when the request had none). */
  body: unknown
  /** The raw body bytes (for form posts and signatures). */
  rawBody: Buffer
  headers: IncomingMessage['headers']
  /** Aborted when the client goes away, so handlers can cancel the chain calls behind them. */
  signal: AbortSignal
}

export type RouteResult = {
  status?: number
  json?: unknown
  /** A non-JSON body (HTML page, image bytes); `contentType` says what it is. */
  body?: string | Uint8Array
  contentType?: string
  headers?: Record<string, string>
}

export type Route = {
  method: HttpMethod
  /** `/v1/identity/:address`; a trailing `/*` matches any rest (available as params['*']). */
  path: string
  /** Hand the body over unparsed (JSON-RPC services answer malformed JSON themselves). */
  rawBody?: boolean
  handler: (ctx: RequestContext) => RouteResult | Promise<RouteResult>
}

export class HttpError extends Error {
  override name = 'HttpError' as const
  constructor(
    readonly status: number,
    message: string,
    readonly code = statusCode(status),
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
  }
}

export type Fault = { path: string; status: number; times: number; retryAfter?: string }

export type JsonServerOptions = {
  name: string
  routes: readonly Route[]
  /** Largest accepted request body, default 1 MiB (413 above it). */
  maxBodyBytes?: number
  /** Called for errors thrown by handlers that are not HttpErrors (logged, answered 500). */
  onError?: (error: unknown) => void
}

export type JsonServer = {
  readonly server: Server
  /** Starts listening; port 0 takes a free port. Resolves with the base URL (no trailing slash). */
  listen(port: number, host?: string): Promise<string>
  readonly url: string
  /** Faults currently armed (read by tests). */
  readonly faults: Fault[]
  stop(): Promise<void>
}

const DEFAULT_MAX_BODY = 1024 * 1024

function statusCode(status: number): string {
  switch (status) {
    case 400:
      return 'bad_request'
    case 401:
      return 'unauthorized'
    case 403:
      return 'forbidden'
    case 404:
      return 'not_found'
    case 405:
      return 'method_not_allowed'
    case 413:
      return 'payload_too_large'
    case 429:
      return 'rate_limited'
    default:
      return status >= 500 ? 'internal_error' : 'error'
  }
}

type CompiledRoute = Route & { segments: string[] }

function matchPath(segments: string[], pathname: string): Record<string, string> | null {
  const parts = pathname.split('/').filter(Boolean)
  const params: Record<string, string> = {}
  for (let i = 0; i < segments.length; i++) {
    const seg = segments[i] as string
    if (seg === '*') {
      params['*'] = parts.slice(i).map(decodeURIComponent).join('/')
      return params
    }
    const part = parts[i]
    if (part === undefined) return null
    if (seg.startsWith(':')) params[seg.slice(1)] = decodeURIComponent(part)
    else if (seg !== part) return null
  }
  return parts.length === segments.length ? params : null
}

function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length'] ?? 0)
    if (declared > limit) {
      reject(new HttpError(413, `request body exceeds ${limit} bytes`))
      req.resume()
      return
    }
    const chunks: Buffer[] = []
    let size = 0
    let failed = false
    req.on('data', (chunk: Buffer) => {
      if (failed) return
      size += chunk.length
      if (size > limit) {
        failed = true
        reject(new HttpError(413, `request body exceeds ${limit} bytes`))
        return
      }
      chunks.push(chunk)
    })
    req.on('end', () => {
      if (!failed) resolve(Buffer.concat(chunks))
    })
    req.on('error', (error) => {
      if (!failed) reject(error)
    })
  })
}

function send(res: ServerResponse, result: RouteResult): void {
  const status = result.status ?? 200
  const headers: Record<string, string> = {
    'access-control-allow-origin': '*',
    // A browser hides response headers outside the CORS safelist from scripts; the
    // toolkit's retry (spec §7) must read Retry-After, so every answer exposes it.
    'access-control-expose-headers': 'Retry-After',
    ...result.headers,
  }
  if (result.body !== undefined) {
    headers['content-type'] = result.contentType ?? 'text/plain; charset=utf-8'
    res.writeHead(status, headers)
    res.end(result.body)
    return
  }
  headers['content-type'] = 'application/json; charset=utf-8'
  res.writeHead(status, headers)
  res.end(result.json === undefined ? '' : JSON.stringify(result.json, jsonReplacer))
}

/** bigint values are sent as decimal strings so handlers can return chain values as they are. */
function jsonReplacer(_key: string, value: unknown): unknown {
  return typeof value === 'bigint' ? value.toString() : value
}

export function errorResult(
  status: number,
  message: string,
  code = statusCode(status),
): RouteResult {
  return { status, json: { error: { code, message } } }
}

export function createJsonServer(options: JsonServerOptions): JsonServer {
  const limit = options.maxBodyBytes ?? DEFAULT_MAX_BODY
  const faults: Fault[] = []
  const adminRoutes: Route[] = [
    {
      method: 'POST',
      path: '/__devnet/faults',
      handler: ({ body }) => {
        const f = body as Partial<Fault> | undefined
        if (!f || typeof f.path !== 'string' || typeof f.status !== 'number') {
          throw new HttpError(400, 'a fault needs { path: string, status: number, times?: number }')
        }
        const fault: Fault = {
          path: f.path,
          status: f.status,
          times: typeof f.times === 'number' ? f.times : 1,
        }
        if (typeof f.retryAfter === 'string') fault.retryAfter = f.retryAfter
        faults.push(fault)
        return { status: 201, json: { faults } }
      },
    },
    { method: 'GET', path: '/__devnet/faults', handler: () => ({ json: { faults } }) },
    {
      method: 'DELETE',
      path: '/__devnet/faults',
      handler: () => {
        faults.length = 0
        return { json: { faults } }
      },
    },
  ]
  const routes: CompiledRoute[] = [...adminRoutes, ...options.routes].map((r) => ({
    ...r,
    segments: r.path.split('/').filter(Boolean),
  }))

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const controller = new AbortController()
    res.once('close', () => {
      if (!res.writableFinished) controller.abort(new Error('client closed the connection'))
    })
    const url = new URL(req.url ?? '/', 'http://devnet.local')
    const method = (req.method ?? 'GET').toUpperCase()
    if (method === 'OPTIONS') {
      res.writeHead(204, {
        'access-control-allow-origin': '*',
        'access-control-allow-methods': 'GET, POST, PUT, DELETE, PATCH, OPTIONS',
        'access-control-allow-headers': req.headers['access-control-request-headers'] ?? '*',
        'access-control-max-age': '600',
      })
      res.end()
      return
    }
    const candidates = routes
      .map((route) => ({ route, params: matchPath(route.segments, url.pathname) }))
      .filter((c) => c.params !== null)
    if (candidates.length === 0) {
      send(res, errorResult(404, `no such path: ${url.pathname}`))
      return
    }
    const match = candidates.find((c) => c.route.method === method)
    if (!match) {
      const allow = [...new Set(candidates.map((c) => c.route.method))].join(', ')
      send(res, {
        ...errorResult(405, `${method} is not allowed on ${url.pathname}`),
        headers: { allow },
      })
      return
    }
    if (!url.pathname.startsWith('/__devnet/')) {
      const fault = faults.find((f) => f.times > 0 && url.pathname === f.path)
      if (fault) {
        fault.times -= 1
        if (fault.times === 0) faults.splice(faults.indexOf(fault), 1)
        const headers: Record<string, string> = fault.retryAfter
          ? { 'retry-after': fault.retryAfter }
          : {}
        send(res, { ...errorResult(fault.status, `injected fault ${fault.status}`), headers })
        return
      }
    }
    const rawBody = await readBody(req, limit)
    let body: unknown
    const type = String(req.headers['content-type'] ?? '')
    const isForm = type.includes('application/x-www-form-urlencoded')
    const isBinary = type.startsWith('multipart/') || type.includes('octet-stream')
    if (match.route.rawBody) {
      // left unparsed on purpose
    } else if (rawBody.length > 0 && !isForm && !isBinary) {
      try {
        body = JSON.parse(rawBody.toString('utf8'))
      } catch {
        throw new HttpError(400, 'malformed JSON body', 'parse_error')
      }
    } else if (rawBody.length > 0 && isForm) {
      body = Object.fromEntries(new URLSearchParams(rawBody.toString('utf8')))
    }
    const result = await match.route.handler({
      method: method as HttpMethod,
      url,
      params: match.params ?? {},
      query: url.searchParams,
      body,
      rawBody,
      headers: req.headers,
      signal: controller.signal,
    })
    send(res, result)
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (res.headersSent) {
        res.end()
        return
      }
      if (error instanceof HttpError) {
        send(res, {
          ...errorResult(error.status, error.message, error.code),
          headers: error.headers,
        })
        return
      }
      options.onError?.(error)
      send(res, errorResult(500, error instanceof Error ? error.message : 'internal error'))
    })
  })
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nconnection: close\r\n\r\n')
  })

  let baseUrl = ''
  return {
    server,
    faults,
    get url() {
      return baseUrl
    },
    listen(port, host = '127.0.0.1') {
      return new Promise((resolve, reject) => {
        server.once('error', reject)
        server.listen(port, host, () => {
          server.off('error', reject)
          const address = server.address() as AddressInfo
          baseUrl = `http://${host}:${address.port}`
          resolve(baseUrl)
        })
      })
    },
    stop() {
      return new Promise((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
    },
  }
}

/** Throws 400 unless every named query parameter is present and non-empty. */
export function requireQuery(
  ctx: RequestContext,
  names: readonly string[],
): Record<string, string> {
  const values: Record<string, string> = {}
  const missing: string[] = []
  for (const name of names) {
    const value = ctx.query.get(name)
    if (value === null || value === '') missing.push(name)
    else values[name] = value
  }
  if (missing.length > 0)
    throw new HttpError(400, `missing query parameter(s): ${missing.join(', ')}`)
  return values
}
