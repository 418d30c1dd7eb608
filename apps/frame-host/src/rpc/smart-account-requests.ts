import {
  type Address,
  type Hex,
  isAddress,
  isAddressEqual,
  isHex,
  numberToHex,
  serializeErc6492Signature,
} from 'viem'
import { z } from 'zod'
import { InvalidInputError } from '../errors.js'
import { InvalidSigningRequestError } from '../keys/index.js'
import {
  ChainRequestRejectedError,
  UnknownCallsError,
  UnsupportedCallsChainError,
  UnsupportedCapabilityError,
} from './errors.js'
import { type EvmRequestContext, parseParams, sendTransactionParams } from './evm-params.js'
import { isSmartAccountDeployed, type SmartAccount } from './smart-accounts.js'
import {
  type AccountCall,
  estimateUserOperation,
  metaMaskAccount,
  sendUserOperation,
  type UserOperationContext,
  userOperationReceipt,
} from './user-operations.js'

/**
 * The eip155 requests of a user whose account on the chain is their smart account (README
 * "Smart accounts"): signatures that verify for the account (ERC-6492 before it exists,
 * ERC-1271 after), eth_sendTransaction and EIP-5792's wallet_sendCalls as one user
 * operation each, and the batch's status and the wallet's capabilities.
 */

export type SmartAccountRequestContext = EvmRequestContext & { smartAccount: SmartAccount }

const quantity = z.string().regex(/^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$/, 'must be a hex quantity')
const address = z.string().refine((value) => isAddress(value, { strict: false }), {
  message: 'must be a 0x address',
})
const hexData = z.string().refine((value) => isHex(value, { strict: true }), {
  message: 'must be 0x-prefixed hex',
})

/** A capability the app may mark optional; one the wallet lacks and it needs is refused. */
const capability = z.record(z.string(), z.json())

/** EIP-5792 version 2's `wallet_sendCalls` params, as frame-host serves them. */
const sendCallsRequest = z.strictObject({
  version: z.literal('2.0.0', { error: 'version must be "2.0.0"' }),
  id: z.string().max(4096).optional(),
  from: address.optional(),
  chainId: quantity,
  atomicRequired: z.boolean(),
  calls: z
    .array(
      z.strictObject({
        to: address.optional(),
        data: hexData.optional(),
        value: quantity.optional(),
        capabilities: z.record(z.string(), capability).optional(),
      }),
    )
    .min(1, 'calls must not be empty')
    .max(32, 'at most 32 calls in one batch'),
  capabilities: z.record(z.string(), capability).optional(),
})
export const sendCallsParams = z.tuple([sendCallsRequest])
type SendCallsRequest = z.output<typeof sendCallsRequest>

/**
 * The gas and fees the user approved, which the prepare step adds to a batch's
 * capabilities as frame-host's own (an app's value under this name is replaced).
 */
export const APPROVED_GAS_CAPABILITY = 'keywayApprovedGas'
const approvedGas = z.strictObject({
  gas: quantity,
  maxFeePerGas: quantity,
  maxPriorityFeePerGas: quantity,
})

/** Capabilities frame-host honours: paymasterService (its own paymaster pays, whatever URL is named). */
const KNOWN_CAPABILITIES = new Set(['paymasterService'])

function checkCapabilities(where: string, capabilities: Record<string, unknown> | undefined) {
  for (const [name, value] of Object.entries(capabilities ?? {})) {
    if (KNOWN_CAPABILITIES.has(name) || name === APPROVED_GAS_CAPABILITY) continue
    const optional =
      typeof value === 'object' && value !== null && (value as { optional?: unknown }).optional
    if (optional === true) continue
    throw new UnsupportedCapabilityError(name, where)
  }
}

export function userOperationContext(ctx: SmartAccountRequestContext): UserOperationContext {
  return {
    caip2: ctx.caip2,
    chainId: ctx.chainId,
    chain: ctx.chain,
    smartAccount: ctx.smartAccount,
    openSigner: ctx.openSigner,
    timeoutMs: ctx.timeoutMs,
    signal: ctx.signal,
  }
}

function checkFrom(ctx: SmartAccountRequestContext, method: string, from: string | undefined) {
  if (from !== undefined && !isAddressEqual(from as Address, ctx.smartAccount.address)) {
    throw new InvalidSigningRequestError(
      `${method}: ${from} is not this wallet's account (${ctx.smartAccount.address})`,
    )
  }
}

function checkChain(ctx: SmartAccountRequestContext, method: string, chainId: string | undefined) {
  if (chainId !== undefined && BigInt(chainId) !== BigInt(ctx.chainId)) {
    if (method === 'wallet_sendCalls')
      throw new UnsupportedCallsChainError(BigInt(chainId), ctx.chainId)
    throw new InvalidSigningRequestError(
      `${method}: the request is for chain ${BigInt(chainId)}, not the connected chain ${ctx.chainId}`,
    )
  }
}

function accountCall(
  method: string,
  call: { to?: string | null | undefined; value?: string | undefined; data?: string | undefined },
): AccountCall {
  if (call.to === undefined || call.to === null) {
    throw new InvalidInputError(
      `${method}: a smart account cannot deploy a contract (the request has no "to")`,
    )
  }
  return {
    to: call.to as Address,
    value: call.value === undefined ? 0n : BigInt(call.value),
    data: (call.data ?? '0x') as Hex,
  }
}

/** What the card and the send take from a batch: its checked calls. */
function batchCalls(ctx: SmartAccountRequestContext, request: SendCallsRequest): AccountCall[] {
  checkFrom(ctx, 'wallet_sendCalls', request.from)
  checkChain(ctx, 'wallet_sendCalls', request.chainId)
  if (request.id !== undefined) {
    throw new InvalidInputError(
      'wallet_sendCalls: an id chosen by the app is not supported: leave it out, the wallet answers one',
    )
  }
  checkCapabilities('', request.capabilities)
  request.calls.forEach((call, index) => {
    checkCapabilities(` of call ${index + 1}`, call.capabilities)
  })
  return request.calls.map((call) => accountCall('wallet_sendCalls', call))
}

export type PreparedSmartAccountRequest = {
  params: unknown
  /** The most the user may pay in fees, in wei; absent when the paymaster pays. */
  maxFee?: bigint | undefined
  gasPaidBy: 'sponsor' | 'account'
  /** The calls, for the card's token lookup. */
  calls: readonly AccountCall[]
}

/** The prepare step of eth_sendTransaction and wallet_sendCalls: one user operation each. */
export async function prepareSmartAccountRequest(
  ctx: SmartAccountRequestContext,
  method: 'eth_sendTransaction' | 'wallet_sendCalls',
  params: unknown,
): Promise<PreparedSmartAccountRequest> {
  let calls: AccountCall[]
  let request: Record<string, unknown>
  if (method === 'eth_sendTransaction') {
    const [tx] = parseParams(method, sendTransactionParams, params)
    checkFrom(ctx, method, tx.from)
    checkChain(ctx, method, tx.chainId)
    calls = [accountCall(method, { ...tx, data: tx.data ?? tx.input })]
    const [call] = calls as [AccountCall]
    request = {
      from: ctx.smartAccount.address,
      to: call.to,
      value: numberToHex(call.value),
      data: call.data,
      chainId: numberToHex(ctx.chainId),
    }
  } else {
    const [batch] = parseParams(method, sendCallsParams, params)
    calls = batchCalls(ctx, batch)
    request = {
      version: '2.0.0',
      from: ctx.smartAccount.address,
      chainId: numberToHex(ctx.chainId),
      atomicRequired: batch.atomicRequired,
      calls: calls.map((call) => ({
        to: call.to,
        value: numberToHex(call.value),
        data: call.data,
      })),
    }
  }
  const estimate = await estimateUserOperation(userOperationContext(ctx), calls)
  const gas = {
    gas: numberToHex(estimate.gas),
    maxFeePerGas: numberToHex(estimate.maxFeePerGas),
    maxPriorityFeePerGas: numberToHex(estimate.maxPriorityFeePerGas),
  }
  const prepared =
    method === 'eth_sendTransaction'
      ? { ...request, ...gas }
      : { ...request, capabilities: { [APPROVED_GAS_CAPABILITY]: gas } }
  return {
    params: [prepared],
    ...(estimate.sponsored ? {} : { maxFee: estimate.gas * estimate.maxFeePerGas }),
    gasPaidBy: estimate.sponsored ? 'sponsor' : 'account',
    calls,
  }
}

/** The approved gas and fees of a prepared request: what its user operation may use. */
export function approvedOf(
  method: string,
  gasCapMultiplier: number,
  fields: {
    gas?: string | undefined
    maxFeePerGas?: string | undefined
    maxPriorityFeePerGas?: string | undefined
  },
) {
  const { gas, maxFeePerGas, maxPriorityFeePerGas } = fields
  if (gas === undefined || maxFeePerGas === undefined || maxPriorityFeePerGas === undefined) {
    throw new InvalidInputError(
      `${method}: the request has no gas or fees: prepare it first (POST /v1/rpc/prepare)`,
    )
  }
  return {
    maxGas: BigInt(gas) * BigInt(gasCapMultiplier),
    maxFeePerGas: BigInt(maxFeePerGas),
    maxPriorityFeePerGas: BigInt(maxPriorityFeePerGas),
  }
}

/**
 * eth_sendTransaction from the smart account: the approved call as one user operation.
 * The answer is the hash of the transaction that included it (a dapp waits for its
 * receipt as for any transaction), once the bundler has it.
 */
export async function sendSmartAccountTransaction(
  ctx: SmartAccountRequestContext,
  params: unknown,
): Promise<Hex> {
  const [tx] = parseParams('eth_sendTransaction', sendTransactionParams, params)
  checkFrom(ctx, 'eth_sendTransaction', tx.from)
  checkChain(ctx, 'eth_sendTransaction', tx.chainId)
  const call = accountCall('eth_sendTransaction', { ...tx, data: tx.data ?? tx.input })
  const approved = approvedOf('eth_sendTransaction', ctx.gasCapMultiplier, tx)
  const sent = await sendUserOperation(userOperationContext(ctx), [call], approved)
  return sent.receipt.receipt.transactionHash
}

/** wallet_sendCalls: the approved batch as one user operation; its id is the operation's hash. */
export async function sendSmartAccountCalls(
  ctx: SmartAccountRequestContext,
  params: unknown,
): Promise<{ id: Hex }> {
  const [batch] = parseParams('wallet_sendCalls', sendCallsParams, params)
  const calls = batchCalls(ctx, batch)
  const gas = approvedGas.safeParse(batch.capabilities?.[APPROVED_GAS_CAPABILITY])
  const approved = approvedOf('wallet_sendCalls', ctx.gasCapMultiplier, gas.success ? gas.data : {})
  const sent = await sendUserOperation(userOperationContext(ctx), calls, approved)
  return { id: sent.userOpHash }
}

const callsStatusParams = z.tuple([
  z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'must be a batch id this wallet answered'),
])

/** EIP-5792 wallet_getCallsStatus of a batch this account sent (100 pending, 200 done, 500 reverted). */
export async function smartAccountCallsStatus(ctx: SmartAccountRequestContext, params: unknown) {
  const [id] = parseParams('wallet_getCallsStatus', callsStatusParams, params)
  const receipt = await userOperationReceipt(userOperationContext(ctx), id as Hex)
  const base = { version: '2.0.0', id, chainId: numberToHex(ctx.chainId), atomic: true }
  if (!receipt) return { ...base, status: 100 }
  if (!isAddressEqual(receipt.sender, ctx.smartAccount.address)) throw new UnknownCallsError(id)
  const tx = receipt.receipt
  return {
    ...base,
    status: receipt.success ? 200 : 500,
    receipts: [
      {
        logs: receipt.logs.map((log) => ({
          address: log.address,
          data: log.data,
          topics: log.topics,
        })),
        status: receipt.success ? '0x1' : '0x0',
        blockHash: tx.blockHash,
        blockNumber: numberToHex(tx.blockNumber),
        gasUsed: numberToHex(tx.gasUsed),
        transactionHash: tx.transactionHash,
      },
    ],
  }
}

/** The capabilities of the account on the connected chain (EIP-5792 wallet_getCapabilities). */
export function walletCapabilities(ctx: EvmRequestContext, params: unknown) {
  const parsed = parseParams(
    'wallet_getCapabilities',
    z.union([z.tuple([address]), z.tuple([address, z.array(quantity).max(64)])]),
    params,
  )
  const account = ctx.smartAccount?.address ?? ctx.address
  if (!isAddressEqual(parsed[0] as Address, account)) {
    throw new InvalidSigningRequestError(
      `wallet_getCapabilities: ${parsed[0]} is not this wallet's account (${account})`,
    )
  }
  const chainId = numberToHex(ctx.chainId)
  const asked = parsed[1]
  if (asked && !asked.some((id) => BigInt(id) === BigInt(ctx.chainId))) return {}
  if (!ctx.smartAccount) return { [chainId]: { atomic: { status: 'unsupported' } } }
  return {
    [chainId]: {
      atomic: { status: 'supported' },
      ...(ctx.smartAccount.chain.paymasterUrl ? { paymasterService: { supported: true } } : {}),
    },
  }
}

/**
 * The owner's signature as the account's: as it is once the account exists (its ERC-1271
 * check recovers the owner), and before that wrapped per ERC-6492 with the factory call
 * that creates it, so a verifier can simulate the deployment and then ask the account.
 */
export async function smartAccountSignature(
  ctx: SmartAccountRequestContext,
  signature: Hex,
): Promise<Hex> {
  if (await isSmartAccountDeployed(ctx.chain, ctx.smartAccount.address)) return signature
  const account = await metaMaskAccount({
    caip2: ctx.caip2,
    chain: ctx.chain,
    owner: ctx.smartAccount.owner,
    smartAccount: ctx.smartAccount,
    openSigner: ctx.openSigner,
  })
  const { factory, factoryData } = await account.getFactoryArgs()
  if (!factory || !factoryData) throw new ChainRequestRejectedError('the account has no factory')
  return serializeErc6492Signature({ address: factory, data: factoryData, signature })
}
