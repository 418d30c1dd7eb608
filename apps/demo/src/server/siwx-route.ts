/**
 * The demo's sign-in route, run by the demo's server (never bundled into the page): the
 * @keyway/siwx server helpers mounted at /siwx, with sessions in memory. The expected
 * domain is the address the server listens on, fixed when it starts, never a request's
 * Host header.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { createSiwxServer } from '@keyway/siwx/server'

export type SiwxRoute = (
  request: IncomingMessage,
  response: ServerResponse,
  next: () => void,
) => void

export function createSiwxRoute(options: { domain: () => string }): SiwxRoute {
  let server: ReturnType<typeof createSiwxServer> | undefined
  return (request, response, next) => {
    // The listening address is known once the server is up, before any request arrives.
    server ??= createSiwxServer({ domain: options.domain(), secureCookie: false })
    server.handle(request, response).then(
      (handled) => {
        if (!handled) next()
      },
      () => {
        response.statusCode = 500
        response.end()
      },
    )
  }
}
