/**
 * The demo's sign-in route, run by the demo's server (never bundled into the page): the
 * @keyway/siwx server helpers mounted at /siwx, with sessions in memory. The expected
 * domain is the address the server listens on, fixed when it starts, never a request's
 * Host header; the page's origin is that address over http, and the chains a message may
 * name are the demo's networks.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { createSiwxServer } from '@keyway/siwx/server'
import { networks } from '../keyway.config.js'

export type SiwxRoute = (
  request: IncomingMessage,
  response: ServerResponse,
  next: () => void,
) => void

export function createSiwxRoute(options: { domain: () => string }): SiwxRoute {
  let server: ReturnType<typeof createSiwxServer> | undefined
  return (request, response, next) => {
    // The listening address is known once the server is up, before any request arrives.
    server ??= createSiwxRouteServer(options.domain())
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

function createSiwxRouteServer(domain: string) {
  return createSiwxServer({
    domain,
    origins: [`http://${domain}`],
    chainIds: networks.map((network) => network.caipNetworkId),
    // Every page of an end-to-end run comes from 127.0.0.1: one client to the throttle.
    nonceRateLimit: { limit: 300, windowMs: 60_000 },
    secureCookie: false,
  })
}
