import type { Address } from 'viem'

/**
 * The test tokens devnet deploys on every EVM chain, with the metadata the blockchain API
 * reports for them (so it need not read name/symbol/decimals from the chain on each call).
 */
export type TokenKey = 'usdc' | 'dai' | 'usdt'

export type TokenInfo = {
  key: TokenKey
  name: string
  symbol: string
  decimals: number
  /** USDT-like: transfer/transferFrom return nothing (spec §9). */
  noReturn: boolean
}

export const DEVNET_TOKENS: readonly TokenInfo[] = [
  { key: 'usdc', name: 'USD Coin', symbol: 'USDC', decimals: 6, noReturn: false },
  { key: 'dai', name: 'Dai Stablecoin', symbol: 'DAI', decimals: 18, noReturn: false },
  { key: 'usdt', name: 'Tether USD', symbol: 'USDT', decimals: 6, noReturn: true },
]

/** The collectible (ERC-721-style) deployed for NFT history entries. */
export const DEVNET_COLLECTIBLE = { name: 'Devnet Airdrop', symbol: 'AIRDROP' } as const

/** Whole tokens minted to every test account at start-up. */
export const TEST_ACCOUNT_TOKEN_FUNDING = 10_000n

/** Whole tokens of each side seeded into the USDC/DAI pool. */
export const POOL_SEED_LIQUIDITY = 1_000_000n

export type EvmContracts = {
  usdc: Address
  dai: Address
  usdt: Address
  /** Constant-product pool of USDC (token0) and DAI (token1). */
  pool: Address
  names: Address
  nft: Address
}
