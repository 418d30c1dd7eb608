/**
 * Wallet asset discovery (docs/account-features.md#balances: capabilities, then wallet_getAssets with the
 * account and a chainFilter): balances the connected wallet reports itself, used when no
 * blockchain API endpoint is set and the wallet's capabilities allow it. A wallet's
 * capabilities are asked once per connection: they do not change while it stays connected.
 */
import type { ChainAdapter } from '../adapter/types.js'
import type { ChainDefinition, ChainNamespace } from '../chains/types.js'
import type { TokenBalance } from '../types/account.js'
import { supportsAssetDiscovery, walletAssetsToTokenBalances } from './token-balance-sources.js'

export type WalletAssetDiscoveryDeps = {
  getAdapter: (namespace: ChainNamespace) => ChainAdapter | undefined
  getConnectorId: (namespace: ChainNamespace) => string | undefined
}

export type DiscoverWalletAssetsParameters = {
  address: string
  network: ChainDefinition
  signal?: AbortSignal | undefined
}

export function createWalletAssetDiscovery(deps: WalletAssetDiscoveryDeps) {
  const capabilities = new Map<string, Promise<Readonly<Record<string, unknown>>>>()

  function capabilitiesOf(
    adapter: ChainAdapter,
    connectorId: string | undefined,
    address: string,
    signal: AbortSignal | undefined,
  ): Promise<Readonly<Record<string, unknown>>> {
    const key = `${connectorId ?? ''}:${address}`
    let known = capabilities.get(key)
    if (!known) {
      const asked = (
        adapter.getCapabilities?.({ address, connectorId, signal }) ?? Promise.resolve({})
      )
        // A wallet without wallet_getCapabilities has no asset discovery.
        .catch((error: unknown) => {
          if (signal?.aborted) {
            capabilities.delete(key)
            throw error
          }
          return {}
        })
      capabilities.set(key, asked)
      known = asked
    }
    return known
  }

  /**
   * The wallet's assets on the network as token balances; undefined when the wallet (or the
   * namespace) does not offer asset discovery there.
   */
  async function discover(
    parameters: DiscoverWalletAssetsParameters,
  ): Promise<TokenBalance[] | undefined> {
    const { address, network, signal } = parameters
    // docs/account-features.md#balances: wallet_getAssets is an EVM wallet call (EIP-7811), filtered by hex chain id.
    if (network.chainNamespace !== 'eip155') return undefined
    const adapter = deps.getAdapter(network.chainNamespace)
    if (!adapter?.getCapabilities || !adapter.getWalletAssets) return undefined
    const connectorId = deps.getConnectorId(network.chainNamespace)
    const known = await capabilitiesOf(adapter, connectorId, address, signal)
    if (!supportsAssetDiscovery(known, Number(network.id))) return undefined
    const assets = await adapter.getWalletAssets({ address, network, connectorId, signal })
    return walletAssetsToTokenBalances(assets, network.caipNetworkId)
  }

  return { discover, clear: () => capabilities.clear() }
}

export type WalletAssetDiscovery = ReturnType<typeof createWalletAssetDiscovery>
