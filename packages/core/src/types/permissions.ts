/**
 * Smart-session permissions on the wire (docs/smart-sessions.md): what
 * `wallet_grantPermissions` and `wallet_revokePermissions` take and answer, and one entry
 * of the sessions list the blockchain API answers.
 */

export type Hex = `0x${string}`

/** The session account: the key the dapp holds. */
export type PermissionSigner = { type: 'account'; data: { address: Hex } }

/** Up to `periodAmount` base units of one ERC-20 token per `periodDuration` seconds. */
export type Erc20PeriodicPermission = {
  type: 'erc20-token-periodic'
  data: {
    tokenAddress: Hex
    /** Token base units per period, hex. */
    periodAmount: Hex
    /** Seconds. */
    periodDuration: number
    /** Unix seconds; the wallet fills in now when left out. */
    startTime?: number | undefined
    /** Shown to the user; at most 120 characters. */
    justification?: string | undefined
  }
}

/** The one request `wallet_grantPermissions` takes. */
export type WalletGrantPermissionsRequest = {
  chainId: Hex
  address?: Hex | undefined
  /** Unix seconds. */
  expiry: number
  signer: PermissionSigner
  permissions: [Erc20PeriodicPermission]
}

/** The wallet's answer once the grant is on chain. */
export type WalletGrantPermissionsResult = {
  chainId: Hex
  address: Hex
  expiry: number
  signer: PermissionSigner
  permissions: [Erc20PeriodicPermission]
  /** The permission's id: the delegation's hash. */
  pci: Hex
  /** The permissionsContext a redemption passes to the DelegationManager. */
  context: Hex
  signerMeta: { delegationManager: Hex }
}

/** The wallet's answer once the revocation is on chain. */
export type WalletRevokePermissionsResult = {
  pci: Hex
  userOpHash: Hex
  transactionHash: Hex
}

/** One active permission of an account, as the sessions list answers it. */
export type ActivePermission = {
  pci: Hex
  /** CAIP-2, e.g. `eip155:31337`. */
  chainId: string
  /** Unix seconds: the block time of the grant. */
  createdAt: number
  /** Unix seconds. */
  expiry: number
  signer: PermissionSigner
  permissions: [
    {
      type: 'erc20-token-periodic'
      data: {
        tokenAddress: Hex
        periodAmount: Hex
        periodDuration: number
        startTime: number
        /** Read from the token; null when it does not answer symbol(). */
        symbol: string | null
        /** Read from the token; null when it does not answer decimals(). */
        decimals: number | null
      }
    },
  ]
  /** Base units spent in the current period. */
  spentInPeriod: bigint
  /** Base units left in the current period. */
  availableInPeriod: bigint
  context: Hex
}
