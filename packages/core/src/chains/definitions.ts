/**
 * The chains Keyway defines itself (docs/limits.md#chains). RPC URLs are public defaults; the
 * client's options replace them (docs/architecture.md#api-clients: base URLs come from options). Each definition is
 * marked pure, so a dapp's bundle keeps only the chains it imports.
 */
import { NATIVE_DECIMALS } from '../constants/chains.js'
import { defineChain } from './define-chain.js'

const ETHER = { name: 'Ether', symbol: 'ETH', decimals: NATIVE_DECIMALS.ETH } as const
const SOL = { name: 'Solana', symbol: 'SOL', decimals: NATIVE_DECIMALS.SOL } as const
const BTC = { name: 'Bitcoin', symbol: 'BTC', decimals: NATIVE_DECIMALS.BTC } as const

export const ethereum = /* @__PURE__ */ defineChain({
  id: 1,
  name: 'Ethereum',
  nativeCurrency: ETHER,
  rpcUrls: { default: { http: ['https://ethereum-rpc.publicnode.com'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
  testnet: false,
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:1',
})

export const arbitrum = /* @__PURE__ */ defineChain({
  id: 42161,
  name: 'Arbitrum One',
  nativeCurrency: ETHER,
  rpcUrls: { default: { http: ['https://arb1.arbitrum.io/rpc'] } },
  blockExplorers: { default: { name: 'Arbiscan', url: 'https://arbiscan.io' } },
  testnet: false,
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:42161',
})

export const arbitrumSepolia = /* @__PURE__ */ defineChain({
  id: 421614,
  name: 'Arbitrum Sepolia',
  nativeCurrency: ETHER,
  rpcUrls: { default: { http: ['https://sepolia-rollup.arbitrum.io/rpc'] } },
  blockExplorers: { default: { name: 'Arbiscan', url: 'https://sepolia.arbiscan.io' } },
  testnet: true,
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:421614',
})

// Solana CAIP-2 references are the first 32 characters of the genesis hash. The deprecated
// ids are the older references some wallets still send; testnet never had another one.
export const solana = /* @__PURE__ */ defineChain({
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
  nativeCurrency: SOL,
  rpcUrls: { default: { http: ['https://api.mainnet-beta.solana.com'] } },
  blockExplorers: { default: { name: 'Solscan', url: 'https://solscan.io' } },
  testnet: false,
  chainNamespace: 'solana',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  deprecatedCaipNetworkId: 'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ',
})

export const solanaDevnet = /* @__PURE__ */ defineChain({
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  name: 'Solana Devnet',
  nativeCurrency: SOL,
  rpcUrls: { default: { http: ['https://api.devnet.solana.com'] } },
  blockExplorers: { default: { name: 'Solscan', url: 'https://solscan.io/?cluster=devnet' } },
  testnet: true,
  chainNamespace: 'solana',
  caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  deprecatedCaipNetworkId: 'solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K',
})

export const solanaTestnet = /* @__PURE__ */ defineChain({
  id: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  name: 'Solana Testnet',
  nativeCurrency: SOL,
  rpcUrls: { default: { http: ['https://api.testnet.solana.com'] } },
  blockExplorers: { default: { name: 'Solscan', url: 'https://solscan.io/?cluster=testnet' } },
  testnet: true,
  chainNamespace: 'solana',
  caipNetworkId: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
})

// Bitcoin (BIP-122) references are the first 32 hex characters of the genesis block hash.
export const bitcoin = /* @__PURE__ */ defineChain({
  id: '000000000019d6689c085ae165831e93',
  name: 'Bitcoin',
  nativeCurrency: BTC,
  rpcUrls: { default: { http: ['https://mempool.space/api'] } },
  blockExplorers: { default: { name: 'Mempool', url: 'https://mempool.space' } },
  testnet: false,
  chainNamespace: 'bip122',
  caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
})

export const bitcoinTestnet = /* @__PURE__ */ defineChain({
  id: '000000000933ea01ad0ee984209779ba',
  name: 'Bitcoin Testnet',
  nativeCurrency: BTC,
  rpcUrls: { default: { http: ['https://mempool.space/testnet/api'] } },
  blockExplorers: { default: { name: 'Mempool', url: 'https://mempool.space/testnet' } },
  testnet: true,
  chainNamespace: 'bip122',
  caipNetworkId: 'bip122:000000000933ea01ad0ee984209779ba',
})

/** Every chain above, in the order of docs/limits.md#chains. */
export const DEFINED_CHAINS = /* @__PURE__ */ Object.freeze([
  arbitrum,
  arbitrumSepolia,
  ethereum,
  solana,
  solanaDevnet,
  solanaTestnet,
  bitcoin,
  bitcoinTestnet,
] as const)
