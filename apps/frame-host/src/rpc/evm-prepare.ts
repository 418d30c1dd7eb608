import {
  type Address,
  Eip1559FeesNotSupportedError,
  type Hex,
  isAddress,
  isAddressEqual,
  numberToHex,
  type PublicClient,
} from 'viem'
import { z } from 'zod'
import { InvalidInputError } from '../errors.js'
import { InvalidSigningRequestError } from '../keys/index.js'
import type { TokenInfo } from '../page/approval-context.js'
import {
  ChainUnavailableError,
  PermissionsUnsupportedError,
  RpcMethodNotSupportedError,
} from './errors.js'
import {
  type EvmRequestContext,
  parseParams,
  type SendTransactionRequest,
  sendTransactionParams,
  switchChainParams,
} from './evm-params.js'
import type { RpcLimits } from './limits.js'
import type { PermissionTerms } from './permission-request.js'
import { preparePermissionRequest } from './permissions.js'
import {
  prepareSmartAccountRequest,
  type SmartAccountRequestContext,
} from './smart-account-requests.js'
import { readTokens } from './token-info.js'

/**
 * The eip155 half of `POST /v1/rpc/prepare` (README "RPC"): the not-safe request checked
 * and completed as it will be signed, with what the approval card needs beyond it. A
 * transaction gets its gas (estimated by the node) and fees (the chain's EIP-1559 fees,
 * or its gas price), and a dapp's own gas or fee above the cap is lowered to the cap —
 * the user approves the most the transaction can cost, never a number the dapp chose
 * blindly. The nonce is left to the send, which takes it under the account's send lock: a
 * nonce fixed here would go stale while the card is open, and two approvals at once would
 * collide.
 */

export type PreparedEvmRequest = {
  params: unknown
  /** The most the transaction may cost in fees, in wei. */
  maxFee?: bigint | undefined
  tokens?: Record<string, TokenInfo> | undefined
  /** Who pays a smart account's gas: the chain's paymaster, or the account. */
  gasPaidBy?: 'sponsor' | 'account' | undefined
  /** The permission a revoke ends, as its grant wrote it on chain. */
  permission?: PermissionTerms | undefined
}

export type EvmPrepareLimits = Pick<RpcLimits, 'gasCapMultiplier' | 'feeCapMultiplier'>

const signingAddress = z.string().refine((value) => isAddress(value, { strict: false }), {
  message: 'must be a 0x address',
})
const personalSignParams = z.tuple([z.string(), signingAddress])
const typedDataParams = z.tuple([
  signingAddress,
  z.union([z.string(), z.record(z.string(), z.json())]),
])

export async function prepareEvmRequest(
  ctx: EvmRequestContext,
  limits: EvmPrepareLimits,
  method: string,
  params: unknown,
): Promise<PreparedEvmRequest> {
  switch (method) {
    case 'eth_requestAccounts':
      return { params }
    case 'wallet_switchEthereumChain':
      parseParams(method, switchChainParams, params)
      return { params }
    case 'personal_sign': {
      const [, address] = parseSigningParams(method, personalSignParams, params)
      checkAccount(ctx, method, address)
      return { params }
    }
    case 'eth_signTypedData_v4': {
      const [address, raw] = parseSigningParams(method, typedDataParams, params)
      checkAccount(ctx, method, address)
      const typedData = typeof raw === 'string' ? parseTypedDataJson(raw) : raw
      const tokens = await readTokens(ctx, permitTokens(typedData))
      return { params, ...(tokens ? { tokens } : {}) }
    }
    case 'eth_sendTransaction':
    case 'wallet_sendCalls': {
      if (ctx.smartAccount) {
        const prepared = await prepareSmartAccountRequest(
          ctx as SmartAccountRequestContext,
          method,
          params,
        )
        const tokens = await readTokens(
          ctx,
          prepared.calls.flatMap((call) => transactionTokens(call)),
        )
        return {
          params: prepared.params,
          maxFee: prepared.maxFee,
          gasPaidBy: prepared.gasPaidBy,
          ...(tokens ? { tokens } : {}),
        }
      }
      // An EOA sends one transaction at a time: a batch needs the smart account.
      if (method === 'wallet_sendCalls') throw new RpcMethodNotSupportedError(method)
      const [request] = parseParams(method, sendTransactionParams, params)
      const prepared = await prepareTransaction(ctx, limits, request)
      const tokens = await readTokens(ctx, transactionTokens(prepared))
      const perGas = BigInt(prepared.maxFeePerGas ?? prepared.gasPrice ?? '0x0')
      return {
        params: [prepared],
        maxFee: BigInt(prepared.gas ?? '0x0') * perGas,
        ...(tokens ? { tokens } : {}),
      }
    }
    case 'wallet_grantPermissions':
    case 'wallet_revokePermissions': {
      if (!ctx.smartAccount) throw new PermissionsUnsupportedError(method, ctx.caip2)
      return preparePermissionRequest(ctx as SmartAccountRequestContext, method, params)
    }
  }
  // wallet_showCallsStatus: nothing to approve here.
  throw new RpcMethodNotSupportedError(method)
}

/** The signer's own words for params it would refuse (keys/evm-signer.ts), said earlier. */
function parseSigningParams<T>(method: string, schema: z.ZodType<T>, params: unknown): T {
  const result = schema.safeParse(params)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  const where = issue?.path.length ? ` at ${issue.path.join('.')}` : ''
  throw new InvalidSigningRequestError(`${method}: invalid params${where}: ${issue?.message}`)
}

function checkAccount(ctx: EvmRequestContext, method: string, named: string) {
  const account = ctx.smartAccount?.address ?? ctx.address
  if (!isAddressEqual(named as Address, account)) {
    throw new InvalidSigningRequestError(
      `${method}: ${named} is not this wallet's account (${account})`,
    )
  }
}

function parseTypedDataJson(raw: string): unknown {
  try {
    return JSON.parse(raw)
  } catch {
    throw new InvalidSigningRequestError('eth_signTypedData_v4: the typed data is not JSON')
  }
}

/**
 * The transaction as it will be signed: `from`, `to`, value and data as the dapp gave
 * them; chain id, type, gas and fees filled and capped.
 */
export async function prepareTransaction(
  ctx: EvmRequestContext,
  limits: EvmPrepareLimits,
  request: SendTransactionRequest,
): Promise<SendTransactionRequest> {
  const account = ctx.smartAccount?.address ?? ctx.address
  if (!isAddressEqual(request.from as Address, account)) {
    throw new InvalidSigningRequestError(
      `eth_sendTransaction: ${request.from} is not this wallet's account (${account})`,
    )
  }
  if (request.chainId !== undefined && BigInt(request.chainId) !== BigInt(ctx.chainId)) {
    throw new InvalidSigningRequestError(
      `eth_sendTransaction: the transaction is for chain ${BigInt(request.chainId)}, not the connected chain ${ctx.chainId}`,
    )
  }
  const nodeChainId = await ctx.chain.run((c) => c.getChainId())
  if (nodeChainId !== ctx.chainId) {
    throw new ChainUnavailableError(
      `The RPC node configured for ${ctx.caip2} serves chain ${nodeChainId}`,
    )
  }
  const data = (request.data ?? request.input) as Hex | undefined
  const estimate = await estimateGas(ctx, request, data)
  const cap = estimate * BigInt(limits.gasCapMultiplier)
  const asked = request.gas === undefined ? estimate : BigInt(request.gas)
  const { input: _input, nonce, gas: _gas, ...rest } = request
  return {
    ...rest,
    ...(data === undefined ? {} : { data }),
    ...(nonce === undefined ? {} : { nonce }),
    chainId: numberToHex(ctx.chainId),
    gas: numberToHex(asked > cap ? cap : asked),
    ...(await cappedFees(ctx, limits, request)),
  }
}

async function estimateGas(
  ctx: EvmRequestContext,
  request: SendTransactionRequest,
  data: Hex | undefined,
): Promise<bigint> {
  const to = (request.to ?? undefined) as Address | undefined
  const value = request.value === undefined ? undefined : BigInt(request.value)
  const callData = data
  return ctx.chain.run((c) =>
    c.estimateGas({
      account: ctx.address,
      ...(to === undefined ? {} : { to }),
      ...(value === undefined ? {} : { value }),
      ...(callData === undefined ? {} : { data: callData }),
    }),
  )
}

type Fees = { gasPrice: Hex } | { maxFeePerGas: Hex; maxPriorityFeePerGas: Hex }

const min = (a: bigint, b: bigint) => (a < b ? a : b)

/** The chain's current fees, and the dapp's where they are not above `feeCapMultiplier` × those. */
async function cappedFees(
  ctx: EvmRequestContext,
  limits: EvmPrepareLimits,
  request: SendTransactionRequest,
): Promise<Fees> {
  const times = BigInt(limits.feeCapMultiplier)
  const legacy = request.type === '0x0' || request.gasPrice !== undefined
  const gasPrice = async () => {
    const current = await ctx.chain.run((c) => c.getGasPrice())
    const asked = request.gasPrice === undefined ? current : BigInt(request.gasPrice)
    return { gasPrice: numberToHex(min(asked, current * times)) }
  }
  if (legacy) {
    if (request.maxFeePerGas !== undefined || request.maxPriorityFeePerGas !== undefined) {
      throw new InvalidInputError(
        'eth_sendTransaction: a legacy transaction takes gasPrice, not maxFeePerGas',
      )
    }
    return gasPrice()
  }
  const estimated = await ctx.chain.run(async (c: PublicClient) => {
    try {
      return await c.estimateFeesPerGas({ chain: null, type: 'eip1559' })
    } catch (error) {
      // A chain without a base fee: legacy gas price below.
      if (error instanceof Eip1559FeesNotSupportedError) return undefined
      throw error
    }
  })
  if (!estimated) {
    if (request.type === '0x2' || request.maxFeePerGas !== undefined) {
      throw new InvalidInputError(`eth_sendTransaction: ${ctx.caip2} does not take EIP-1559 fees`)
    }
    return gasPrice()
  }
  const maxFee = min(
    request.maxFeePerGas === undefined ? estimated.maxFeePerGas : BigInt(request.maxFeePerGas),
    estimated.maxFeePerGas * times,
  )
  const priority = min(
    min(
      request.maxPriorityFeePerGas === undefined
        ? estimated.maxPriorityFeePerGas
        : BigInt(request.maxPriorityFeePerGas),
      estimated.maxPriorityFeePerGas * times,
    ),
    maxFee,
  )
  return { maxFeePerGas: numberToHex(maxFee), maxPriorityFeePerGas: numberToHex(priority) }
}

/** ERC-20 transfer, transferFrom, approve and EIP-2612 permit: the called contract is a token. */
const TOKEN_SELECTORS = new Set(['0xa9059cbb', '0x23b872dd', '0x095ea7b3', '0xd505accf'])

function transactionTokens(tx: {
  to?: string | null | undefined
  data?: string | undefined
}): string[] {
  const selector = tx.data?.slice(0, 10).toLowerCase()
  return tx.to && selector && TOKEN_SELECTORS.has(selector) ? [tx.to] : []
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The tokens a typed-data permit names: EIP-2612's `Permit` is signed for the token
 * itself (the domain's verifyingContract); Permit2's messages name theirs in `details` or
 * `permitted` (one, or a list).
 */
export function permitTokens(typedData: unknown): string[] {
  if (!isRecord(typedData) || typeof typedData.primaryType !== 'string') return []
  const message = isRecord(typedData.message) ? typedData.message : {}
  if (typedData.primaryType === 'Permit') {
    const domain = isRecord(typedData.domain) ? typedData.domain : {}
    return typeof domain.verifyingContract === 'string' ? [domain.verifyingContract] : []
  }
  const named = [message.details, message.permitted].flatMap((part) =>
    Array.isArray(part) ? part : [part],
  )
  return named.flatMap((part) =>
    isRecord(part) && typeof part.token === 'string' ? [part.token] : [],
  )
}
