/**
 * The checks a permission request passes before any wallet is asked
 * (docs/smart-sessions.md, "wallet_grantPermissions"): an expiry later than now and at most
 * 30 days ahead, exactly one erc20-token-periodic permission with a positive amount and
 * period, 0x + 40 hex addresses, and an 'account' signer. A failure names the field.
 */
import { InvalidPermissionsRequestError } from '../../errors/permissions.js'
import type { Hex, WalletGrantPermissionsRequest } from '../../types/permissions.js'
import { isEvmAddress } from '../../validate/address.js'

/** How far ahead a permission may expire: 30 days, in seconds. */
export const MAX_PERMISSION_LIFETIME_SECONDS = 30 * 24 * 60 * 60

/** The most characters of a justification the wallet shows. */
export const MAX_JUSTIFICATION_LENGTH = 120

/** One periodic ERC-20 allowance, as a dapp writes it. */
export type Erc20PeriodicPermissionRequest = {
  type: 'erc20-token-periodic'
  data: {
    tokenAddress: string
    /** Token base units per period: a bigint, or hex as on the wire. */
    periodAmount: bigint | Hex
    /** Seconds. */
    periodDuration: number
    /** Unix seconds; the wallet uses now when left out. */
    startTime?: number | undefined
    /** Shown to the user; at most 120 characters. */
    justification?: string | undefined
  }
}

/** A permission request as a dapp writes it. */
export type GrantPermissionsRequest = {
  /** The chain; the active eip155 network's when left out. */
  chainId?: Hex | number | undefined
  /** The granting account; the connected one when left out. */
  address?: string | undefined
  /** Unix seconds: later than now, at most 30 days ahead. */
  expiry: number
  /** The session account: the key the dapp holds. */
  signer: { type: 'account'; data: { address: string } }
  /** Exactly one. */
  permissions: readonly Erc20PeriodicPermissionRequest[]
}

/** What the request is completed with: the time and the connected account's defaults. */
export type GrantPermissionsDefaults = {
  /** Unix seconds. */
  nowSeconds: number
  chainId: number
  address: string
}

const fail = (details: string): never => {
  throw new InvalidPermissionsRequestError({ details })
}

const isPositiveInteger = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0

function hexChainId(chainId: Hex | number | undefined, fallback: number): Hex {
  if (chainId === undefined) return `0x${fallback.toString(16)}`
  if (isPositiveInteger(chainId)) return `0x${chainId.toString(16)}`
  if (typeof chainId === 'string' && /^0x[0-9a-fA-F]+$/.test(chainId) && BigInt(chainId) > 0n) {
    return `0x${BigInt(chainId).toString(16)}`
  }
  return fail('chainId must be a positive number or 0x hex')
}

function amountOf(value: unknown): bigint {
  if (typeof value === 'bigint') return value
  if (typeof value === 'string' && /^0x[0-9a-fA-F]+$/.test(value)) return BigInt(value)
  return fail('permissions[0].data.periodAmount must be a bigint or 0x hex')
}

function address(value: unknown, field: string): Hex {
  if (!isEvmAddress(value)) fail(`${field} must be 0x followed by 40 hex characters`)
  return value as Hex
}

/** The request checked and completed, as `wallet_grantPermissions` takes it. */
export function validateGrantPermissions(
  request: GrantPermissionsRequest,
  defaults: GrantPermissionsDefaults,
): WalletGrantPermissionsRequest {
  const { expiry, signer, permissions } = request
  if (!Number.isSafeInteger(expiry)) fail('expiry must be a whole number of unix seconds')
  if (expiry <= defaults.nowSeconds) fail('expiry must be later than now')
  if (expiry > defaults.nowSeconds + MAX_PERMISSION_LIFETIME_SECONDS) {
    fail('expiry must be at most 30 days ahead')
  }
  if (signer?.type !== 'account') fail("signer.type must be 'account'")
  const signerAddress = address(signer.data?.address, 'signer.data.address')
  if (!Array.isArray(permissions) || permissions.length !== 1) {
    fail('permissions must hold exactly one permission')
  }
  const [permission] = permissions as readonly Erc20PeriodicPermissionRequest[]
  if (permission?.type !== 'erc20-token-periodic') {
    fail("permissions[0].type must be 'erc20-token-periodic'")
  }
  const data = (permission as Erc20PeriodicPermissionRequest).data ?? {}
  const tokenAddress = address(data.tokenAddress, 'permissions[0].data.tokenAddress')
  const amount = amountOf(data.periodAmount)
  if (amount <= 0n) fail('permissions[0].data.periodAmount must be more than 0')
  if (!isPositiveInteger(data.periodDuration)) {
    fail('permissions[0].data.periodDuration must be a whole number of seconds, more than 0')
  }
  const { startTime, justification } = data
  if (startTime !== undefined && !(Number.isSafeInteger(startTime) && startTime >= 0)) {
    fail('permissions[0].data.startTime must be unix seconds')
  }
  if (
    justification !== undefined &&
    (typeof justification !== 'string' || justification.length > MAX_JUSTIFICATION_LENGTH)
  ) {
    fail(`permissions[0].data.justification must be at most ${MAX_JUSTIFICATION_LENGTH} characters`)
  }
  return {
    chainId: hexChainId(request.chainId, defaults.chainId),
    address: address(request.address ?? defaults.address, 'address'),
    expiry,
    signer: { type: 'account', data: { address: signerAddress } },
    permissions: [
      {
        type: 'erc20-token-periodic',
        data: {
          tokenAddress,
          periodAmount: `0x${amount.toString(16)}`,
          periodDuration: data.periodDuration,
          ...(startTime !== undefined ? { startTime } : {}),
          ...(justification !== undefined ? { justification } : {}),
        },
      },
    ],
  }
}

/** A pci is the delegation's hash: 0x and 64 hex characters. */
export function validatePci(pci: unknown): Hex {
  if (typeof pci !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(pci)) {
    fail('pci must be 0x followed by 64 hex characters')
  }
  return pci as Hex
}
