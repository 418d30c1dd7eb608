/**
 * Keyway chain definitions (docs/state.md#chain-definition) as viem chains: loaded with wagmi
 * (and at page load with the wagmi entry, whose config lists them). The
 * wallet_addEthereumChain parameter loads with the switch (actions/add-ethereum-chain.ts).
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
