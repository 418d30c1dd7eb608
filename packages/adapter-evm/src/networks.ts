/**
 * Keyway chain definitions (docs/state.md#chain-definition) as viem chains, and the shapes wallets
 * need: the wallet_addEthereumChain parameter (docs/account-features.md#balances) and WalletConnect's RPC
 * map, both built from the configured networks so nothing points at a hosted RPC.
 */
import { type ChainDefinition, toCaipNetworkId } from '@keyway/core'
import type { Chain } from 'viem'

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

export function toViemChain(network: EvmNetwork): Chain {
  const explorers = network.blockExplorers
  return {
    id: evmChainId(network),
    name: network.name,
    nativeCurrency: { ...network.nativeCurrency },
    rpcUrls: Object.fromEntries(
      Object.entries(network.rpcUrls).map(([key, urls]) => [
        key,
        { http: [...urls.http], ...(urls.webSocket ? { webSocket: [...urls.webSocket] } : {}) },
      ]),
    ) as unknown as Chain['rpcUrls'],
    ...(explorers
      ? {
          blockExplorers: Object.fromEntries(
            Object.entries(explorers).map(([key, e]) => [key, { name: e.name, url: e.url }]),
          ) as NonNullable<Chain['blockExplorers']>,
        }
      : {}),
    ...(network.testnet !== undefined ? { testnet: network.testnet } : {}),
  }
}

/** docs/connection.md#switching-network: wallet_addEthereumChain takes chainId, rpcUrls, chainName, nativeCurrency, blockExplorerUrls. */
export type AddEthereumChainParameter = {
  chainId: `0x${string}`
  chainName: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrls: string[]
  blockExplorerUrls?: string[]
}

export function toAddEthereumChainParameter(network: EvmNetwork): AddEthereumChainParameter {
  const explorers = network.blockExplorers
  const blockExplorerUrls = explorers
    ? [...new Set([explorers.default.url, ...Object.values(explorers).map((e) => e.url)])]
    : []
  return {
    chainId: `0x${evmChainId(network).toString(16)}`,
    chainName: network.name,
    nativeCurrency: { ...network.nativeCurrency },
    rpcUrls: [...network.rpcUrls.default.http],
    ...(blockExplorerUrls.length ? { blockExplorerUrls } : {}),
  }
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
