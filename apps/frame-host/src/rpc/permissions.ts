import { contracts, type Delegation } from '@metamask/smart-accounts-kit'
import { encodeDelegations, hashDelegation, toDelegation } from '@metamask/smart-accounts-kit/utils'
import { type Address, bytesToHex, type Hex, numberToHex, parseAbiItem } from 'viem'
import type { TokenInfo } from '../page/approval-context.js'
import { ChainRequestRejectedError, InvalidParamsError, UnknownPermissionError } from './errors.js'
import {
  APPROVED_PERMISSION_FIELD,
  type ApprovedGas,
  checkGrantRequest,
  delegationTerms,
  type GrantRequest,
  grantDelegation,
  type PermissionTerms,
  parseGrantRequest,
  parseRevokeRequest,
} from './permission-request.js'
import {
  approvedOf,
  type SmartAccountRequestContext,
  userOperationContext,
} from './smart-account-requests.js'
import { readToken, readTokens } from './token-info.js'
import {
  type AccountCall,
  estimateUserOperation,
  metaMaskAccount,
  sendUserOperation,
} from './user-operations.js'

/**
 * Smart sessions in the embedded wallet (docs/smart-sessions.md, README "Smart accounts"):
 * wallet_grantPermissions signs a MetaMask delegation from the user's smart account to the
 * dapp's session account (an ERC-20 amount per period, until an expiry) and writes it on
 * chain in one sponsored user operation, disableDelegation then enableDelegation, whose
 * EnabledDelegation event is the grant's record. wallet_revokePermissions finds that record
 * and disables the delegation in another user operation. The limits are the enforcers' on
 * every redemption, not frame-host's.
 */

const enabledDelegationEvent = parseAbiItem(
  'event EnabledDelegation(bytes32 indexed delegationHash, address indexed delegator, address indexed delegate, (address delegate, address delegator, bytes32 authority, (address enforcer, bytes terms, bytes args)[] caveats, uint256 salt, bytes signature) delegation)',
)

/** A 65-byte stand-in for the owner's signature while the grant's gas is estimated. */
const STUB_SIGNATURE = `0x${'11'.repeat(65)}` as Hex

const nowSeconds = () => Math.floor(Date.now() / 1000)

function delegationManagerOf(ctx: SmartAccountRequestContext): Address {
  return ctx.smartAccount.chain.environment.DelegationManager
}

/** The grant's one user operation: disable, then enable, the signed delegation. */
function grantCalls(manager: Address, delegation: Delegation): AccountCall[] {
  return [
    {
      to: manager,
      value: 0n,
      data: contracts.DelegationManager.encode.disableDelegation({ delegation }),
    },
    {
      to: manager,
      value: 0n,
      data: contracts.DelegationManager.encode.enableDelegation({ delegation }),
    },
  ]
}

const revokeCalls = (manager: Address, delegation: Delegation): AccountCall[] => [
  {
    to: manager,
    value: 0n,
    data: contracts.DelegationManager.encode.disableDelegation({ delegation }),
  },
]

function gasOf(estimate: {
  gas: bigint
  maxFeePerGas: bigint
  maxPriorityFeePerGas: bigint
}): ApprovedGas {
  return {
    gas: numberToHex(estimate.gas),
    maxFeePerGas: numberToHex(estimate.maxFeePerGas),
    maxPriorityFeePerGas: numberToHex(estimate.maxPriorityFeePerGas),
  }
}

export type PreparedPermissionRequest = {
  params: unknown
  maxFee?: bigint | undefined
  gasPaidBy: 'sponsor' | 'account'
  tokens?: Record<string, TokenInfo> | undefined
  /** What the permission allows, for the revoke card (a grant's params say it themselves). */
  permission?: PermissionTerms | undefined
}

function withoutApproved(request: GrantRequest) {
  const { [APPROVED_PERMISSION_FIELD]: _approved, ...granted } = request
  return granted
}

/**
 * The prepare step of wallet_grantPermissions: the checked grant, its start filled in, the
 * token read from its contract (a contract without an ERC-20 symbol and decimals is refused:
 * the card could not say what is granted), a fresh salt, and the user operation's gas.
 */
async function prepareGrant(
  ctx: SmartAccountRequestContext,
  params: unknown,
): Promise<PreparedPermissionRequest> {
  const request = checkGrantRequest(withoutApproved(parseGrantRequest(params)), {
    chainId: ctx.chainId,
    account: ctx.smartAccount.address,
    nowSeconds: nowSeconds(),
  })
  const token = request.permissions[0]?.data.tokenAddress as Address
  // A node that fails here fails the grant with its own error, not the contract's.
  const info = await readToken(ctx, token)
  if (!info) {
    throw new InvalidParamsError(
      `wallet_grantPermissions: invalid params at permissions[0].data.tokenAddress: ${token} does not answer an ERC-20 symbol and decimals`,
    )
  }
  const salt = bytesToHex(crypto.getRandomValues(new Uint8Array(32)))
  const unsigned = grantDelegation(ctx.smartAccount.chain.environment, request, salt)
  const calls = grantCalls(delegationManagerOf(ctx), { ...unsigned, signature: STUB_SIGNATURE })
  const estimate = await estimateUserOperation(userOperationContext(ctx), calls)
  return {
    params: [{ ...request, [APPROVED_PERMISSION_FIELD]: { salt, ...gasOf(estimate) } }],
    ...(estimate.sponsored ? {} : { maxFee: estimate.gas * estimate.maxFeePerGas }),
    gasPaidBy: estimate.sponsored ? 'sponsor' : 'account',
    tokens: { [token.toLowerCase()]: info },
  }
}

/** An active permission of the account: its signed delegation, as its EnabledDelegation logged it. */
async function findPermission(
  ctx: SmartAccountRequestContext,
  pci: Hex,
): Promise<{ delegation: Delegation; terms: PermissionTerms | undefined }> {
  const manager = delegationManagerOf(ctx)
  const account = ctx.smartAccount.address
  const enabledLogs = (fromBlock: bigint, toBlock: bigint | 'latest') =>
    ctx.chain.run((client) =>
      client.getLogs({
        address: manager,
        event: enabledDelegationEvent,
        args: { delegator: account, delegationHash: pci },
        fromBlock,
        toBlock,
      }),
    )
  // The grant's own block when this frame-host wrote it: nodes refuse a log query over a long
  // range, so the chain's whole history is read only for a grant it has no record of (made
  // before the record existed). A block that a reorganisation dropped is read on from there.
  const recorded = await ctx.permissionGrants.blockOf(account, pci)
  let logs = recorded === undefined ? [] : await enabledLogs(recorded, recorded)
  if (logs.length === 0) logs = await enabledLogs(recorded ?? 0n, 'latest')
  const logged = logs
    .map((log) => log.args.delegation)
    .filter((struct) => struct !== undefined)
    .map((struct) => toDelegation({ ...struct, caveats: [...struct.caveats] }))
    .find((delegation) => hashDelegation(delegation) === pci.toLowerCase())
  if (!logged) throw new UnknownPermissionError(pci, 'no grant of this account has it')
  const disabled = await ctx.chain.run((client) =>
    contracts.DelegationManager.read.disabledDelegations({
      client,
      contractAddress: manager,
      delegationHash: pci,
    }),
  )
  if (disabled) throw new UnknownPermissionError(pci, 'it is already revoked')
  const terms = delegationTerms(ctx.smartAccount.chain.environment, logged)
  if (terms) {
    const block = await ctx.chain.run((client) => client.getBlock({ blockTag: 'latest' }))
    if (BigInt(terms.expiry) <= block.timestamp) {
      throw new UnknownPermissionError(pci, 'it has expired')
    }
  }
  return { delegation: logged, terms }
}

/** The prepare step of wallet_revokePermissions: the permission found, the operation's gas. */
async function prepareRevoke(
  ctx: SmartAccountRequestContext,
  params: unknown,
): Promise<PreparedPermissionRequest> {
  const { pci } = parseRevokeRequest(params)
  const { delegation, terms } = await findPermission(ctx, pci as Hex)
  const estimate = await estimateUserOperation(
    userOperationContext(ctx),
    revokeCalls(delegationManagerOf(ctx), delegation),
  )
  const tokens = terms ? await readTokens(ctx, [terms.tokenAddress]) : undefined
  return {
    params: [{ pci, [APPROVED_PERMISSION_FIELD]: gasOf(estimate) }],
    ...(estimate.sponsored ? {} : { maxFee: estimate.gas * estimate.maxFeePerGas }),
    gasPaidBy: estimate.sponsored ? 'sponsor' : 'account',
    ...(tokens ? { tokens } : {}),
    ...(terms ? { permission: terms } : {}),
  }
}

export function preparePermissionRequest(
  ctx: SmartAccountRequestContext,
  method: 'wallet_grantPermissions' | 'wallet_revokePermissions',
  params: unknown,
): Promise<PreparedPermissionRequest> {
  return method === 'wallet_grantPermissions'
    ? prepareGrant(ctx, params)
    : prepareRevoke(ctx, params)
}

function approvedGasOf(method: string, approved: ApprovedGas | undefined, multiplier: number) {
  return approvedOf(method, multiplier, approved ?? {})
}

/**
 * wallet_grantPermissions, approved: the owner signs the delegation for the account, and one
 * user operation writes it on chain. Answered once it is mined, with the pci and the context
 * a redemption passes to the DelegationManager.
 */
export async function grantPermissions(ctx: SmartAccountRequestContext, params: unknown) {
  const parsed = parseGrantRequest(params)
  const approved = parsed[APPROVED_PERMISSION_FIELD]
  const gas = approvedGasOf('wallet_grantPermissions', approved, ctx.gasCapMultiplier)
  const request = checkGrantRequest(parsed, {
    chainId: ctx.chainId,
    account: ctx.smartAccount.address,
    nowSeconds: nowSeconds(),
  })
  if (!approved) throw new Error('approvedOf let a grant without its prepared part through')
  const environment = ctx.smartAccount.chain.environment
  const unsigned = grantDelegation(environment, request, approved.salt as Hex)
  const account = await metaMaskAccount({
    caip2: ctx.caip2,
    chain: ctx.chain,
    owner: ctx.smartAccount.owner,
    smartAccount: ctx.smartAccount,
    openSigner: ctx.openSigner,
  })
  const signature = await account.signDelegation({ delegation: unsigned, chainId: ctx.chainId })
  const signed: Delegation = { ...unsigned, signature }
  const manager = delegationManagerOf(ctx)
  const sent = await sendUserOperation(userOperationContext(ctx), grantCalls(manager, signed), gas)
  if (!sent.receipt.success) {
    throw new ChainRequestRejectedError(
      `wallet_grantPermissions: the user operation ${sent.userOpHash} reverted`,
    )
  }
  const pci = hashDelegation(signed)
  // The grant is on chain whatever happens here: a record that fails to be written only makes
  // its revoke read the whole history (findPermission), so the answer is not withheld for it.
  await ctx.permissionGrants
    .record(ctx.smartAccount.address, pci, sent.receipt.receipt.blockNumber)
    .catch(() => undefined)
  return {
    ...withoutApproved(request),
    pci,
    context: encodeDelegations([signed]),
    signerMeta: { delegationManager: manager },
  }
}

/** wallet_revokePermissions, approved: disableDelegation in one user operation, once mined. */
export async function revokePermissions(ctx: SmartAccountRequestContext, params: unknown) {
  const request = parseRevokeRequest(params)
  const gas = approvedGasOf(
    'wallet_revokePermissions',
    request[APPROVED_PERMISSION_FIELD],
    ctx.gasCapMultiplier,
  )
  const pci = request.pci as Hex
  const { delegation } = await findPermission(ctx, pci)
  const sent = await sendUserOperation(
    userOperationContext(ctx),
    revokeCalls(delegationManagerOf(ctx), delegation),
    gas,
  )
  if (!sent.receipt.success) {
    throw new ChainRequestRejectedError(
      `wallet_revokePermissions: the user operation ${sent.userOpHash} reverted`,
    )
  }
  return { pci, userOpHash: sent.userOpHash, transactionHash: sent.receipt.receipt.transactionHash }
}
