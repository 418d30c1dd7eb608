import type { IncomingMessage, Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  createCors,
  createHttpServer,
  createRouter,
  HttpError,
  MalformedJsonError,
  MethodNotAllowedError,
  NotFoundError,
  PayloadTooLargeError,
  parseForm,
  parseJson,
  type Reply,
  readBody,
} from '@keyway/server-kit'

/**
 * The small JSON HTTP server every devnet service is built on (routing, the body limit,
 * the error format and CORS come from @keyway/server-kit). It gives all of them the same
 * answers to bad input (malformed JSON, unknown paths, oversized bodies and wrong methods
 * get the proper HTTP status with a JSON error body; the process never crashes),
 * permissive CORS for the browser demo, and a fault-injection switch so that the
 * toolkit's retry rules (docs/services.md#retries) can be exercised against it.
 */

export { HttpError }

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

// Every devnet answer may be read by any page (the demo, tests' pages), and the toolkit's
// retry (docs/services.md#retries) must read Retry-After, which a browser hides from scripts unless exposed.
const cors = createCors({
  origins: '*',
  methods: ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'],
  exposeHeaders: ['Retry-After'],
})

/** An answer in devnet's shape: an empty one is still typed JSON. */
function toReply(result: RouteResult): Reply {
  if (result.json !== undefined || result.body !== undefined) return result
  return { ...result, body: '', contentType: 'application/json; charset=utf-8' }
}

/** The request's body as the route reads it: unparsed, a form, binary, or JSON. */
function parseBody(route: Route, request: IncomingMessage, raw: Buffer): unknown {
  if (route.rawBody || raw.length === 0) return undefined
  const type = String(request.headers['content-type'] ?? '')
  if (type.includes('application/x-www-form-urlencoded')) return parseForm(raw)
  if (type.startsWith('multipart/') || type.includes('octet-stream')) return undefined
  return parseJson(raw, {
    malformed: () => new MalformedJsonError('malformed JSON body', 'parse_error'),
  })
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
  const router = createRouter([...adminRoutes, ...options.routes])

  /** The armed fault for this path, counted down, if any. */
  function takeFault(pathname: string): HttpError | undefined {
    if (pathname.startsWith('/__devnet/')) return undefined
    const fault = faults.find((f) => f.times > 0 && pathname === f.path)
    if (!fault) return undefined
    fault.times -= 1
    if (fault.times === 0) faults.splice(faults.indexOf(fault), 1)
    const headers: Record<string, string> = fault.retryAfter
      ? { 'retry-after': fault.retryAfter }
      : {}
    return new HttpError(fault.status, `injected fault ${fault.status}`, { headers })
  }

  const http = createHttpServer({
    cors,
    jsonReplacer: (_key, value) => (typeof value === 'bigint' ? value.toString() : value),
    onError: options.onError,
    internalErrorMessage: (error) => (error instanceof Error ? error.message : 'internal error'),
    async handle(request, { url, signal }) {
      const method = (request.method ?? 'GET').toUpperCase()
      const found = router.find(method, url.pathname)
      if (found.kind === 'not-found') throw new NotFoundError(`no such path: ${url.pathname}`)
      if (found.kind === 'method-not-allowed') {
        throw new MethodNotAllowedError(
          found.allowed,
          `${method} is not allowed on ${url.pathname}`,
        )
      }
      const fault = takeFault(url.pathname)
      if (fault) throw fault
      const rawBody = await readBody(request, {
        limit,
        tooLarge: (bytes) => new PayloadTooLargeError(bytes, `request body exceeds ${bytes} bytes`),
      })
      const result = await found.route.handler({
        method: method as HttpMethod,
        url,
        params: found.params,
        query: url.searchParams,
        body: parseBody(found.route, request, rawBody),
        rawBody,
        headers: request.headers,
        signal,
      })
      return toReply(result)
    },
  })

  let baseUrl = ''
  return {
    server: http.server,
    faults,
    get url() {
      return baseUrl
    },
    async listen(port, host = '127.0.0.1') {
      await http.listen(port, host)
      // The host as asked (e.g. 'localhost'), not the address it resolved to.
      baseUrl = `http://${host}:${(http.server.address() as AddressInfo).port}`
      return baseUrl
    },
    stop: () => http.stop(),
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
