import {
  createDelegation,
  type Delegation,
  type SmartAccountsEnvironment,
} from '@metamask/smart-accounts-kit'
import {
  type Address,
  getAddress,
  type Hex,
  isAddress,
  isAddressEqual,
  numberToHex,
  zeroAddress,
} from 'viem'
import { z } from 'zod'
import { InvalidParamsError } from './errors.js'
// Before any call of the kit: no analytics.
import './no-telemetry.js'

/**
 * The params of wallet_grantPermissions and wallet_revokePermissions (docs/smart-sessions.md
 * "Wallet methods"), checked field by field, and the permission as a MetaMask delegation:
 * no ETH (ValueLte 0), the ERC-20 period enforcer (the token, the amount per period, the
 * period, its start) and the timestamp enforcer (valid before the expiry). Each bad field is an InvalidParamsError
 * that names it.
 */

/** A permission lasts at most this long from the moment it is asked. */
export const MAX_PERMISSION_SECONDS = 30 * 24 * 60 * 60
/** At most this many characters of the dapp's reason are shown. */
export const MAX_JUSTIFICATION_LENGTH = 120
/** The wallet's own part of a prepared request (gas, fees, the salt): an app's is replaced. */
export const APPROVED_PERMISSION_FIELD = 'keywayApproved'

const UINT256_LIMIT = 2n ** 256n

const quantity = z.string().regex(/^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$/, 'must be a hex quantity')
const address = z
  .string({ error: 'must be a 0x address' })
  .refine((value) => isAddress(value, { strict: false }), 'must be a 0x address')
const seconds = z
  .number({ error: 'must be unix seconds (a number)' })
  .int('must be whole seconds')
  .positive('must be more than 0')
  .max(253_402_300_799, 'must be a date before the year 10000')
const hash = z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'must be a 32-byte hex hash')

const approvedGas = {
  gas: quantity,
  maxFeePerGas: quantity,
  maxPriorityFeePerGas: quantity,
}

const periodicPermission = z.strictObject({
  type: z.literal('erc20-token-periodic', { error: 'must be "erc20-token-periodic"' }),
  data: z.strictObject({
    tokenAddress: address,
    periodAmount: quantity
      .refine((value) => BigInt(value) > 0n, 'must be more than 0')
      .refine((value) => BigInt(value) < UINT256_LIMIT, 'must fit in 256 bits'),
    periodDuration: z
      .number({ error: 'must be a number of seconds' })
      .int('must be whole seconds')
      .positive('must be more than 0 seconds')
      .max(MAX_PERMISSION_SECONDS * 12, 'must be at most a year'),
    startTime: seconds.optional(),
    justification: z
      .string({ error: 'must be text' })
      .max(MAX_JUSTIFICATION_LENGTH, `must be at most ${MAX_JUSTIFICATION_LENGTH} characters`)
      .optional(),
  }),
})

const grantRequest = z.strictObject({
  chainId: quantity,
  address: address.optional(),
  expiry: seconds,
  signer: z.strictObject({
    type: z.literal('account', { error: 'must be "account"' }),
    data: z.strictObject({ address }),
  }),
  permissions: z
    .array(periodicPermission, { error: 'must be a list of one permission' })
    .length(1, 'must hold exactly one permission'),
  [APPROVED_PERMISSION_FIELD]: z.strictObject({ salt: hash, ...approvedGas }).optional(),
})

const revokeRequest = z.strictObject({
  pci: hash,
  [APPROVED_PERMISSION_FIELD]: z.strictObject(approvedGas).optional(),
})

export type GrantRequest = z.output<typeof grantRequest>
export type RevokeRequest = z.output<typeof revokeRequest>
export type ApprovedGas = { gas: string; maxFeePerGas: string; maxPriorityFeePerGas: string }

/** `permissions[0].data.periodAmount` for a zod path (the params' own tuple index left out). */
function fieldName(path: readonly PropertyKey[]): string {
  return path
    .slice(1)
    .map((part, index) =>
      typeof part === 'number' ? `[${part}]` : `${index === 0 ? '' : '.'}${String(part)}`,
    )
    .join('')
}

function parseOne<T>(method: string, schema: z.ZodType<T>, params: unknown): T {
  const result = z
    .tuple([schema], { error: 'params must be a list of one request' })
    .safeParse(params)
  if (result.success) return result.data[0]
  const issue = result.error.issues[0]
  const field = issue ? fieldName(issue.path) : ''
  const message =
    issue?.code === 'unrecognized_keys'
      ? `${issue.keys.map((key) => `"${key}"`).join(', ')} ${issue.keys.length === 1 ? 'is not a field' : 'are not fields'} of the request`
      : issue?.message
  throw new InvalidParamsError(
    `${method}: invalid params${field ? ` at ${field}` : ''}: ${message ?? 'not a request'}`,
  )
}

export const parseGrantRequest = (params: unknown) =>
  parseOne('wallet_grantPermissions', grantRequest, params)
export const parseRevokeRequest = (params: unknown) =>
  parseOne('wallet_revokePermissions', revokeRequest, params)

const invalid = (field: string, message: string) =>
  new InvalidParamsError(`wallet_grantPermissions: invalid params at ${field}: ${message}`)

export type GrantChecks = { chainId: number; account: Address; nowSeconds: number }

/**
 * The grant as it will be made: checked against the account, the chain and the time, its
 * start filled in (now when the dapp gave none). The wallet's prepared part is left as is.
 */
export function checkGrantRequest(request: GrantRequest, checks: GrantChecks): GrantRequest {
  const { chainId, account, nowSeconds } = checks
  if (BigInt(request.chainId) !== BigInt(chainId)) {
    throw invalid(
      'chainId',
      `${request.chainId} is not the connected chain (${numberToHex(chainId)})`,
    )
  }
  if (request.address !== undefined && !isAddressEqual(request.address as Address, account)) {
    throw invalid('address', `${request.address} is not this wallet's account (${account})`)
  }
  if (request.expiry <= nowSeconds) throw invalid('expiry', 'must be later than now')
  if (request.expiry > nowSeconds + MAX_PERMISSION_SECONDS) {
    throw invalid('expiry', 'must be at most 30 days from now')
  }
  const signer = request.signer.data.address as Address
  if (isAddressEqual(signer, account)) {
    throw invalid('signer.data.address', 'must be a session account, not the granting account')
  }
  if (isAddressEqual(signer, zeroAddress)) {
    throw invalid('signer.data.address', 'must not be the zero address')
  }
  const [permission] = request.permissions as [GrantRequest['permissions'][0]]
  if (isAddressEqual(permission.data.tokenAddress as Address, zeroAddress)) {
    throw invalid('permissions[0].data.tokenAddress', 'must not be the zero address')
  }
  const startTime = permission.data.startTime ?? nowSeconds
  if (startTime >= request.expiry) {
    throw invalid('permissions[0].data.startTime', 'must be before the expiry')
  }
  return {
    ...request,
    address: getAddress(account),
    permissions: [{ ...permission, data: { ...permission.data, startTime } }],
  }
}

/** The grant's one permission, with its start filled in by checkGrantRequest. */
export function periodicTerms(request: GrantRequest) {
  const [permission] = request.permissions as [GrantRequest['permissions'][0]]
  const { tokenAddress, periodAmount, periodDuration, startTime } = permission.data
  if (startTime === undefined) throw new Error('the grant was not checked (no startTime)')
  return {
    tokenAddress: getAddress(tokenAddress),
    periodAmount: BigInt(periodAmount),
    periodDuration,
    startTime,
  }
}

/**
 * The unsigned delegation of a checked grant, as the kit makes it: the `erc20PeriodTransfer`
 * scope (ValueLte 0 — the period enforcer of framework 1.3.0 does not look at the value — and
 * the ERC-20 period: token, amount, period, start) plus a timestamp caveat (valid before the
 * expiry), root authority, from the account to the session account, the prepare step's salt.
 */
export function grantDelegation(
  environment: SmartAccountsEnvironment,
  request: GrantRequest,
  salt: Hex,
): Delegation {
  const terms = periodicTerms(request)
  return createDelegation({
    environment,
    from: getAddress(request.address as string),
    to: getAddress(request.signer.data.address),
    scope: {
      type: 'erc20PeriodTransfer',
      tokenAddress: terms.tokenAddress,
      periodAmount: terms.periodAmount,
      periodDuration: terms.periodDuration,
      startDate: terms.startTime,
    },
    caveats: [{ type: 'timestamp', afterThreshold: 0, beforeThreshold: request.expiry }],
    salt,
  })
}

/** What a delegation of this wallet allows, read back from its caveats (for the revoke card). */
export type PermissionTerms = {
  tokenAddress: Address
  periodAmount: string
  periodDuration: number
  startTime: number
  expiry: number
  signer: Address
}

const word = (hex: string, from: number) => BigInt(`0x${hex.slice(from, from + 64)}`)

/** The period and expiry of a delegation granted here; undefined for any other shape. */
export function delegationTerms(
  environment: SmartAccountsEnvironment,
  delegation: Pick<Delegation, 'delegate' | 'caveats'>,
): PermissionTerms | undefined {
  const enforcers = environment.caveatEnforcers
  const period = delegation.caveats.find(
    (caveat) =>
      enforcers.ERC20PeriodTransferEnforcer !== undefined &&
      isAddressEqual(caveat.enforcer, enforcers.ERC20PeriodTransferEnforcer),
  )
  const time = delegation.caveats.find(
    (caveat) =>
      enforcers.TimestampEnforcer !== undefined &&
      isAddressEqual(caveat.enforcer, enforcers.TimestampEnforcer),
  )
  // 20 + 3 × 32 bytes of period terms; 2 × 16 bytes of timestamp terms.
  if (!period || !time || period.terms.length !== 2 + 232 || time.terms.length !== 2 + 64) {
    return undefined
  }
  const p = period.terms.slice(2)
  return {
    tokenAddress: getAddress(`0x${p.slice(0, 40)}`),
    periodAmount: numberToHex(word(p, 40)),
    periodDuration: Number(word(p, 104)),
    startTime: Number(word(p, 168)),
    expiry: Number(BigInt(`0x${time.terms.slice(2 + 32)}`)),
    signer: getAddress(delegation.delegate),
  }
}
