/**
 * Keyway chain definitions (docs/state.md#chain-definition) as viem chains, and the
 * wallet_addEthereumChain parameter (docs/account-features.md#balances): loaded with wagmi.
 */
import type { Chain } from 'viem'
import { type EvmNetwork, evmChainId } from './networks.js'

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
