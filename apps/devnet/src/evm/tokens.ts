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
  /** USDT-like: transfer/transferFrom return nothing (docs/limits.md#swaps). */
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

/**
 * Seed of the USDC/ETH pool: 3,000,000 USDC against 1,000 ETH, so the pool's price is the
 * price table's 3,000 USD per ETH and a swap of a few hundred USDC moves it visibly.
 */
export const NATIVE_POOL_SEED = { usdc: 3_000_000n, eth: 1_000n } as const

export type EvmContracts = {
  usdc: Address
  dai: Address
  usdt: Address
  /** Constant-product pool of USDC (token0) and DAI (token1). */
  pool: Address
  /** Constant-product pool of USDC and the native coin (ETH). */
  nativePool: Address
  /** The spender every swap approves: it hands the input to `pool` or `nativePool`. */
  router: Address
  names: Address
  nft: Address
  /** Farcaster's `custodyOf(fid)` with the Farcaster stand-in's fids (frame-host FARCASTER_ID_REGISTRY). */
  farcasterIdRegistry: Address
}
