/**
 * Small network fixtures for tests that use the test adapter (local RPC URLs only).
 * Not the toolkit's chain list: that is chains/.
 */
import type { ChainDefinition } from '../chains/types.js'

export const testMainnet = {
  id: 1,
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:1',
} as const satisfies ChainDefinition<'eip155'>

export const testArbitrum = {
  id: 42161,
  name: 'Arbitrum One',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:42161',
} as const satisfies ChainDefinition<'eip155'>

export const testSolana = {
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
  chainNamespace: 'solana',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  deprecatedCaipNetworkId: 'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ',
} as const satisfies ChainDefinition<'solana'>

/** Bitcoin mainnet by its CAIP-2 id (the genesis block hash's first 32 hex digits). */
export const testBitcoin = {
  id: '000000000019d6689c085ae165831e93',
  name: 'Bitcoin',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: ['http://127.0.0.1:18443'] } },
  chainNamespace: 'bip122',
  caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
} as const satisfies ChainDefinition<'bip122'>
