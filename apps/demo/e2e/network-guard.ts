/**
 * Routes every request and WebSocket of a browser context: loopback goes through, anything
 * else is aborted and recorded, and the test fails: the demo must work with devnet alone,
 * so a request to any outside service is a bug. data: and blob: URLs never reach the network, so they are not routed.
 */
import type { BrowserContext } from '@playwright/test'
import { isLoopbackUrl } from '../scripts/lib/devnet-endpoints.js'

export type NetworkGuard = {
  /** Non-loopback URLs the page tried to reach. */
  readonly violations: readonly string[]
}

export async function installNetworkGuard(context: BrowserContext): Promise<NetworkGuard> {
  const violations: string[] = []
  await context.route('**/*', async (route) => {
    const url = route.request().url()
    if (isLoopbackUrl(url)) {
      await route.fallback()
      return
    }
    violations.push(url)
    await route.abort('blockedbyclient')
  })
  await context.routeWebSocket(/.*/, (socket) => {
    if (isLoopbackUrl(socket.url())) {
      socket.connectToServer()
      return
    }
    violations.push(socket.url())
    void socket.close({ code: 1008, reason: 'non-loopback host blocked by the e2e suite' })
  })
  return { violations }
}
