/**
 * The approval card names the chain a request is for: well-known CAIP-2 ids by name, with
 * their native token, and any other id as "Chain <id>" so nothing is hidden.
 */

export type ChainInfo = { name: string; symbol: string; decimals: number }

const KNOWN: Readonly<Record<string, ChainInfo>> = {
  'eip155:1': { name: 'Ethereum', symbol: 'ETH', decimals: 18 },
  'eip155:10': { name: 'OP Mainnet', symbol: 'ETH', decimals: 18 },
  'eip155:56': { name: 'BNB Smart Chain', symbol: 'BNB', decimals: 18 },
  'eip155:137': { name: 'Polygon', symbol: 'POL', decimals: 18 },
  'eip155:8453': { name: 'Base', symbol: 'ETH', decimals: 18 },
  'eip155:42161': { name: 'Arbitrum One', symbol: 'ETH', decimals: 18 },
  'eip155:43114': { name: 'Avalanche', symbol: 'AVAX', decimals: 18 },
  'eip155:11155111': { name: 'Sepolia', symbol: 'ETH', decimals: 18 },
  'eip155:84532': { name: 'Base Sepolia', symbol: 'ETH', decimals: 18 },
  'eip155:31337': { name: 'Devnet (31337)', symbol: 'ETH', decimals: 18 },
  'eip155:31338': { name: 'Devnet (31338)', symbol: 'ETH', decimals: 18 },
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': { name: 'Solana', symbol: 'SOL', decimals: 9 },
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': { name: 'Solana Devnet', symbol: 'SOL', decimals: 9 },
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': { name: 'Solana Testnet', symbol: 'SOL', decimals: 9 },
  'solana:7KYHUcy2LQ5fY3vHj4s2xJtNGiotsX4w': {
    name: 'Solana (devnet)',
    symbol: 'SOL',
    decimals: 9,
  },
}

/** The chain's name and native token; unknown ids get "Chain <id>" and ETH/SOL by namespace. */
export function chainInfo(chainId: string): ChainInfo {
  const known = KNOWN[chainId]
  if (known) return known
  const solana = chainId.startsWith('solana:')
  return {
    name: `Chain ${chainId}`,
    symbol: solana ? 'SOL' : 'native token',
    decimals: solana ? 9 : 18,
  }
}

/** The numeric EIP-155 chain id of a CAIP-2 `eip155:<n>` id, or undefined. */
export function evmChainNumber(chainId: string): number | undefined {
  const match = /^eip155:([0-9]{1,16})$/.exec(chainId)
  return match ? Number(match[1]) : undefined
}
