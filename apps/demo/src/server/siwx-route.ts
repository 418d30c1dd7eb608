/**
 * The demo's sign-in route, run by the demo's server (never bundled into the page): the
 * @keyway/siwx server helpers mounted at /siwx, with sessions in memory. The expected
 * domain is the address the server listens on, fixed when it starts, never a request's
 * Host header; the page's origin is that address over http, and the chains a message may
 * name are the demo's networks and Bitcoin's (siwx-route-server.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { networks } from '../keyway.config.js'
import { createSiwxRouteServer } from './siwx-route-server.js'

export type SiwxRoute = (
  request: IncomingMessage,
  response: ServerResponse,
  next: () => void,
) => void

export function createSiwxRoute(options: { domain: () => string }): SiwxRoute {
  let server: ReturnType<typeof createSiwxRouteServer> | undefined
  return (request, response, next) => {
    // The listening address is known once the server is up, before any request arrives.
    server ??= createSiwxRouteServer(
      options.domain(),
      networks.map((network) => network.caipNetworkId),
      Object.fromEntries(
        networks.flatMap((network) => {
          const [namespace, reference] = network.caipNetworkId.split(':')
          const rpcUrl = network.rpcUrls.default.http[0]
          return namespace === 'eip155' && reference && rpcUrl ? [[reference, rpcUrl]] : []
        }),
      ),
    )
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
