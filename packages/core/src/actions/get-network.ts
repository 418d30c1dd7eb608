import type { CaipNetworkId, ChainDefinition, ChainId, ChainNamespace } from '../chains/types.js'
import type { KeywayClient } from '../client/create-keyway.js'

export type GetNetworkReturnType = {
  namespace: ChainNamespace | undefined
  /** The active network as configured; undefined while the wallet is on one not configured. */
  network: ChainDefinition | undefined
  chainId: ChainId | undefined
  caipNetworkId: CaipNetworkId | undefined
  /** docs/errors.md#networks-and-addresses: 'Unknown Network' for a network not configured. */
  name: string
  /** False while the wallet is on a network not configured (docs/validation.md#networks empty defaults). */
  isSupported: boolean
  /** Every network the dapp configured, across namespaces. */
  networks: readonly ChainDefinition[]
}

export type GetNetworkErrorType = never

/** The active network (docs/state.md#per-chain-state per-chain network state). */
export function getNetwork(client: KeywayClient): GetNetworkReturnType {
  const { chain } = client._internal
  const isSupported = !chain.isUnsupportedNetwork()
  const active = chain.state.activeCaipNetwork
  // The state holds a proxied copy; the dapp gets its own configured definition back.
  const network = isSupported && active ? chain.findNetwork(active.caipNetworkId) : undefined
  return {
    namespace: chain.state.activeNamespace,
    network,
    chainId: network?.id,
    caipNetworkId: network?.caipNetworkId,
    name: chain.getActiveNetworkName(),
    isSupported,
    networks: client.config.networks,
  }
}
