/**
 * The eip155 networks of a configuration (docs/state.md#chain-definition) and their chain ids:
 * what the adapter needs at page load. WalletConnect's RPC map (walletconnect-rpc-map.ts),
 * the viem chain and the wallet_addEthereumChain parameter (viem-chain.ts) load with the
 * first call that needs wagmi.
 */
import type { ChainDefinition } from '@keyway/core'

export type EvmNetwork = ChainDefinition<'eip155'>

/** The eip155 networks of a configuration; other namespaces belong to other adapters. */
export function evmNetworksOf(networks: readonly ChainDefinition[]): EvmNetwork[] {
  return networks.filter((n): n is EvmNetwork => n.chainNamespace === 'eip155')
}

export function evmChainId(network: Pick<ChainDefinition, 'id'>): number {
  const id = typeof network.id === 'number' ? network.id : Number(network.id)
  if (!Number.isSafeInteger(id) || id <= 0) throw new Error(`Not an eip155 chain id: ${network.id}`)
  return id
}
