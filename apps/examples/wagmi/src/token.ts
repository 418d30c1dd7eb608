/**
 * The token the dapp reads and transfers: devnet's test USDC (6 decimals), the same address
 * on both chains and on every run. A dapp on a public network names its token here.
 */
export const usdc = {
  address: __KEYWAY_DEVNET__.evmTokens.usdc,
  symbol: 'USDC',
  decimals: 6,
} as const
