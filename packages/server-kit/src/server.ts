/**
 * A node:http server that never goes down on bad input: the app's handler answers a
 * request with a Reply; a thrown HttpError becomes its status and the one error format
 * (errors.ts); anything else is reported to `onError` and answered 500. A client that goes
 * away aborts the handler's signal; slow or stuck clients are cut off by the timeouts.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { CorsPolicy } from './cors.js'
import { errorAnswer, errorBody, HttpError } from './errors.js'

/** An answer: JSON, an HTML page, or other bytes with their content type. */
export type Reply = {
  status?: number | undefined
  json?: unknown
  html?: string | undefined
  body?: string | Uint8Array | undefined
  /** The type of `body` (default text/plain). */
  contentType?: string | undefined
  headers?: Record<string, string> | undefined
}

export type RequestInfo = {
  /** The request URL against the server's base (path and query as sent). */
  url: URL
  /** Aborted when the client goes away before the answer is sent. */
  signal: AbortSignal
}

export type Timeouts = {
  /** The whole request, body included (default 30 s). */
  requestMs?: number | undefined
  /** The request's headers (default 20 s). */
  headersMs?: number | undefined
  /** An idle kept-alive connection (default 5 s). */
  keepAliveMs?: number | undefined
}

/** What answers requests: the handler and how its answers and failures are written. */
export type RequestHandlerOptions = {
  handle(request: IncomingMessage, info: RequestInfo): Promise<Reply> | Reply
  /** CORS headers on every answer and the answer to preflights; none without it. */
  cors?: CorsPolicy | undefined
  /** Headers added to every answer, errors included (the reply's own headers win). */
  answerHeaders?: ((reply: Reply) => Record<string, string>) | undefined
  /** How JSON answers are written (e.g. bigints as strings). */
  jsonReplacer?: ((key: string, value: unknown) => unknown) | undefined
  /** Errors that are not HttpErrors (never the client's fault) are reported here. */
  onError?: ((error: unknown) => void) | undefined
  /** The message of a 500 answer (default: a generic one that gives nothing away). */
  internalErrorMessage?: ((error: unknown) => string) | undefined
}

export type HttpServerOptions = RequestHandlerOptions & {
  timeouts?: Timeouts | undefined
}

/**
 * A request listener: answers every request, never rejects. What `createHttpServer` runs,
 * and what a library mounts inside an app's own server.
 */
export type RequestHandler = (request: IncomingMessage, response: ServerResponse) => Promise<void>

export type HttpServer = {
  readonly server: Server
  /** Starts listening (port 0: a free port); resolves with the base URL, no trailing slash. */
  listen(port: number, host?: string): Promise<string>
  /** The base URL once listening ('' before). */
  readonly url: string
  /** Stops listening and closes every open connection. */
  stop(): Promise<void>
}

const INTERNAL_ERROR_MESSAGE = 'Something went wrong on the server'

/** Writes `reply` with `headers` under its own. A 204 or 304 goes without a body. */
export function sendReply(
  response: ServerResponse,
  reply: Reply,
  headers: Record<string, string> = {},
  jsonReplacer?: (key: string, value: unknown) => unknown,
): void {
  const status = reply.status ?? 200
  if (status === 204 || status === 304) {
    // No Content-Type or Content-Length: these answers have no body at all.
    response.writeHead(status, { ...headers, ...reply.headers })
    response.end()
    return
  }
  let payload: string | Uint8Array
  let contentType: string
  if (reply.json !== undefined) {
    payload = JSON.stringify(reply.json, jsonReplacer)
    contentType = 'application/json; charset=utf-8'
  } else if (reply.html !== undefined) {
    payload = reply.html
    contentType = 'text/html; charset=utf-8'
  } else {
    payload = reply.body ?? ''
    contentType = reply.contentType ?? 'text/plain; charset=utf-8'
  }
  response.writeHead(status, {
    ...headers,
    'content-type': contentType,
    'content-length': Buffer.byteLength(payload),
    ...reply.headers,
  })
  response.end(payload)
}

/**
 * The listener that answers with `options.handle`: a thrown HttpError becomes its status and
 * the error format, anything else a 500 reported to `onError`; an oversized upload (413)
 * closes the connection once answered. Mounted in another server, it needs nothing else;
 * the timeouts are the server's own (`createHttpServer` sets them).
 */
export function createRequestHandler(options: RequestHandlerOptions): RequestHandler {
  const answer = (request: IncomingMessage, response: ServerResponse, reply: Reply) => {
    sendReply(
      response,
      reply,
      { ...options.cors?.headersFor(request), ...options.answerHeaders?.(reply) },
      options.jsonReplacer,
    )
  }

  async function handle(request: IncomingMessage, response: ServerResponse, signal: AbortSignal) {
    if (options.cors && request.method === 'OPTIONS') {
      response.writeHead(204, options.cors.preflightHeadersFor(request))
      response.end()
      return
    }
    let url: URL
    try {
      url = new URL(request.url ?? '/', 'http://server.invalid')
    } catch {
      throw new HttpError(400, 'The request URL is not valid', { code: 'bad_request' })
    }
    answer(request, response, await options.handle(request, { url, signal }))
  }

  return (request, response) => {
    const controller = new AbortController()
    response.on('close', () => {
      if (!response.writableFinished) controller.abort(new Error('the client went away'))
    })
    return handle(request, response, controller.signal).catch((error: unknown) => {
      if (response.destroyed) return
      if (response.headersSent) {
        response.end()
        return
      }
      if (error instanceof HttpError) {
        // An oversized upload is not read further: the connection closes after the answer.
        if (error.status === 413) response.once('finish', () => request.socket.destroy())
        answer(request, response, errorAnswer(error))
        return
      }
      options.onError?.(error)
      const message = options.internalErrorMessage?.(error) ?? INTERNAL_ERROR_MESSAGE
      answer(request, response, { status: 500, json: errorBody('internal_error', message) })
    })
  }
}

export function createHttpServer(options: HttpServerOptions): HttpServer {
  const handler = createRequestHandler(options)
  const server = createServer((request, response) => {
    void handler(request, response)
  })
  server.requestTimeout = options.timeouts?.requestMs ?? 30_000
  server.headersTimeout = options.timeouts?.headersMs ?? 20_000
  server.keepAliveTimeout = options.timeouts?.keepAliveMs ?? 5_000
  // A request Node cannot parse gets a bare 400; the server goes on.
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nconnection: close\r\n\r\n')
    else socket.destroy()
  })

  let baseUrl = ''
  return {
    server,
    get url() {
      return baseUrl
    },
    listen: (port, host = '127.0.0.1') =>
      new Promise((resolve, reject) => {
        server.once('error', reject)
        server.listen(port, host, () => {
          server.off('error', reject)
          const address = server.address() as AddressInfo
          const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address
          baseUrl = `http://${shownHost}:${address.port}`
          resolve(baseUrl)
        })
      }),
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
