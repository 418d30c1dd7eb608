/**
 * Puts test wallets into a Playwright page: exposes the bridge, adds the init script and
 * forwards each wallet's events into the page (see injected-script.ts for the design).
 * Call it before the first `page.goto`.
 */
import type { Eip1193EventName } from '../eip1193/emitter.js'
import { serializeRpcError } from '../eip1193/errors.js'
import type { TestEip1193Provider } from '../eip1193/provider.js'
import type { Eip6963ProviderInfo } from '../eip6963.js'
import {
  createInjectedWalletScript,
  DEFAULT_WALLET_BRIDGE,
  type WalletBridgeAnswer,
  type WalletBridgeRequest,
} from './injected-script.js'

/** The part of Playwright's `Page` used here (kept local: no Playwright dependency). */
export type WalletPage = {
  exposeFunction(name: string, callback: (request: WalletBridgeRequest) => unknown): Promise<void>
  addInitScript(script: { content: string }): Promise<void>
  evaluate<R, A>(pageFunction: (arg: A) => R, arg: A): Promise<R>
}

export type InstalledTestWallet = {
  id: string
  info: Eip6963ProviderInfo
  provider: TestEip1193Provider
}

export type InstallTestWalletsParameters = {
  wallets: readonly InstalledTestWallet[]
  windowEthereum?: string | undefined
  bridge?: string | undefined
}

const FORWARDED_EVENTS: readonly Eip1193EventName[] = [
  'accountsChanged',
  'chainChanged',
  'connect',
  'disconnect',
]

/** Returns a function that stops forwarding events (the page keeps its script). */
export async function installTestWallets(
  page: WalletPage,
  parameters: InstallTestWalletsParameters,
): Promise<() => void> {
  const bridge = parameters.bridge ?? DEFAULT_WALLET_BRIDGE
  const byId = new Map(parameters.wallets.map((w) => [w.id, w.provider]))
  await page.exposeFunction(bridge, async (request): Promise<WalletBridgeAnswer> => {
    const provider = byId.get(request.walletId)
    if (!provider) return { error: { code: 4900, message: `No wallet ${request.walletId}` } }
    try {
      return { result: await provider.request({ method: request.method, params: request.params }) }
    } catch (error) {
      return { error: serializeRpcError(error) }
    }
  })
  await page.addInitScript({
    content: createInjectedWalletScript({
      wallets: parameters.wallets.map(({ id, info }) => ({ id, info })),
      windowEthereum: parameters.windowEthereum,
      bridge,
    }),
  })

  const stops: (() => void)[] = []
  for (const { id, provider } of parameters.wallets) {
    for (const event of FORWARDED_EVENTS) {
      const listener = (payload: unknown) => {
        // The page may be navigating; a lost event is what a closing tab would see too.
        page
          .evaluate(
            ([name, walletId, eventName, data]) => {
              const hook = Reflect.get(window, `${name}Emit`)
              if (typeof hook === 'function') hook(walletId, eventName, data)
            },
            [bridge, id, event, payload] as const,
          )
          .catch(() => undefined)
      }
      provider.on(event, listener)
      stops.push(() => provider.removeListener(event, listener))
    }
  }
  return () => {
    for (const stop of stops) stop()
  }
}
