/**
 * The wallet_addEthereumChain parameter of a Keyway chain definition
 * (docs/account-features.md#balances): read when a switch meets a chain the wallet lacks, so
 * it loads with the switch, not with the wagmi config (viem-chain.ts).
 */
import { type EvmNetwork, evmChainId } from '../networks.js'

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
