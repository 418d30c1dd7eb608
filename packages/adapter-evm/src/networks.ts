/**
 * The eip155 networks of a configuration (docs/state.md#chain-definition), their chain ids and
 * WalletConnect's RPC map, built from the configured networks so nothing points at a hosted
 * RPC: what the adapter needs at page load. The viem chain and the wallet_addEthereumChain
 * parameter load with wagmi (viem-chain.ts).
 */
import { type ChainDefinition, toCaipNetworkId } from '@keyway/core'

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

/**
 * WalletConnect's RPC map: read calls of a session go to these URLs. The universal provider
 * looks an entry up by CAIP-2 id in one place and by bare reference in another, so both keys
 * are set; `overrides` (by chain id) win over the networks' own first http URL.
 */
export function toWalletConnectRpcMap(
  networks: readonly EvmNetwork[],
  overrides: Readonly<Record<number, string>> = {},
): Record<string, string> {
  const map: Record<string, string> = {}
  for (const network of networks) {
    const id = evmChainId(network)
    const url = overrides[id] ?? network.rpcUrls.default.http[0]
    if (!url) continue
    map[String(id)] = url
    map[toCaipNetworkId('eip155', id)] = url
  }
  return map
}
