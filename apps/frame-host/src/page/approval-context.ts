/**
 * What the frame knows about a not-safe request beyond its parameters, for the approval
 * card: the chain, the fee frame-host will allow, and the tokens the request names. The
 * server's prepare step fills it (README "RPC"); the card only renders it.
 */

export type TokenInfo = { symbol: string; decimals: number }

/**
 * A permission a revoke would end, as its grant wrote it on chain: the token and the amount
 * (base units, hex) per period of `periodDuration` seconds from `startTime`, until `expiry`
 * (unix seconds), for the session account `signer`.
 */
export type PermissionInfo = {
  tokenAddress: string
  periodAmount: string
  periodDuration: number
  startTime: number
  expiry: number
  signer: string
}

export type SummaryContext = {
  /** CAIP-2 id of the chain the request is for. */
  chainId: string
  /** The page that asks, from the handshake. */
  parentOrigin: string
  /** The most the transaction may cost in fees, as frame-host filled or capped it. */
  fee?: {
    /** Wei (EVM) or lamports (Solana), as a decimal string. */
    maxFee: string
    /** The same in US dollars, where a price is known. */
    usd?: number | undefined
  }
  /** Token metadata by lowercase contract address (ERC-20) or mint (SPL). */
  tokens?: Record<string, TokenInfo>
  /**
   * Who pays a smart account's user operation: the wallet's paymaster ('sponsor'), or the
   * account itself. Absent for an EOA's transaction (the fee row says what it may cost).
   */
  gasPaidBy?: 'sponsor' | 'account'
  /** wallet_revokePermissions: what the permission allows (a grant's params say it). */
  permission?: PermissionInfo
}
