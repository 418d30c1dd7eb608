export { defineChain, toCaipNetworkId } from './define-chain.js'
export {
  arbitrum,
  arbitrumSepolia,
  bitcoin,
  bitcoinTestnet,
  DEFINED_CHAINS,
  ethereum,
  solana,
  solanaDevnet,
  solanaTestnet,
} from './definitions.js'
export {
  EMBEDDED_WALLET_CAIP_NETWORK_IDS,
  EMBEDDED_WALLET_EIP155_CHAIN_IDS,
  EMBEDDED_WALLET_SOLANA_CAIP_NETWORK_IDS,
  isEmbeddedWalletNetwork,
} from './embedded-wallet.js'
export { findNetwork, getNativeDecimals, getNetworkName, isNetworkSupported } from './network.js'
export type {
  BlockExplorer,
  CaipAddress,
  CaipNetworkId,
  ChainDefinition,
  ChainId,
  ChainNamespace,
  NativeCurrency,
  RpcUrls,
} from './types.js'
