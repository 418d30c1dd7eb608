/**
 * The balance controller of one client with the sources only it uses (wallet asset
 * discovery, the dapp's configured tokens over chain RPC): loaded with the first balance
 * fetch (create-feature-controllers.ts), so a page that never shows a balance never
 * downloads them.
 */
import type { ChainAdapter } from '../adapter/types.js'
import type { CaipNetworkId, ChainDefinition, ChainNamespace } from '../chains/types.js'
import type { TokensOption } from '../types/tokens.js'
import { createBalanceController } from './balance.js'
import type { BalanceDeps, BalanceState } from './balance-types.js'
import { chainTokensToTokenBalances } from './token-balance-sources.js'
import { createWalletAssetDiscovery } from './wallet-asset-discovery.js'

export type BalanceWiringDeps = Omit<
  BalanceDeps,
  'fetchWalletAssets' | 'fetchChainTokenBalances'
> & {
  getAdapter: (namespace: ChainNamespace) => ChainAdapter | undefined
  getConnectorId: (namespace: ChainNamespace) => string | undefined
  /** The configured network of an id; NetworkNotFoundError otherwise. */
  networkOf: (caipNetworkId: CaipNetworkId) => ChainDefinition
  /** The namespace's adapter; ChainAdapterNotFoundError without one. */
  adapterFor: (namespace: ChainNamespace) => ChainAdapter
  /** The dapp's tokens per network, read over chain RPC without a blockchain API. */
  tokens?: TokensOption | undefined
}

export function createBalanceWiring(deps: BalanceWiringDeps, state: BalanceState) {
  const { getAdapter, getConnectorId, networkOf, adapterFor, tokens, ...balanceDeps } = deps
  const walletAssets = createWalletAssetDiscovery({ getAdapter, getConnectorId })
  const controller = createBalanceController(
    {
      ...balanceDeps,
      fetchWalletAssets: ({ address, caipNetworkId, signal }) =>
        walletAssets.discover({ address, network: networkOf(caipNetworkId), signal }),
      fetchChainTokenBalances: async ({ address, caipNetworkId, signal }) => {
        const configured = tokens?.[caipNetworkId] ?? []
        if (configured.length === 0) return []
        const network = networkOf(caipNetworkId)
        const adapter = adapterFor(network.chainNamespace)
        if (!adapter.getTokenBalances) return []
        const read = await adapter.getTokenBalances({
          address,
          network,
          tokens: configured.map(({ address, symbol, name, decimals }) => ({
            address,
            symbol,
            name,
            decimals,
          })),
          signal,
        })
        return chainTokensToTokenBalances(read, configured, caipNetworkId)
      },
    },
    state,
  )
  return {
    controller,
    /** Forgets the balances and the wallet's capabilities (disconnect). */
    reset() {
      walletAssets.clear()
      controller.reset()
    },
  }
}

export type BalanceWiring = ReturnType<typeof createBalanceWiring>
