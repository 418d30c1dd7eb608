import { rpcMethodPolicy } from '@keyway/embedded-wallet/protocol'
import type { SignedIn } from '../auth/session.js'
import { InvalidInputError } from '../errors.js'
import type { SummaryContext } from '../page/approval-context.js'
import { countAndMintApproval, storePreparedRequest } from '../store/approvals.js'
import { RequestNotPreparedError } from './errors.js'
import { prepareEvmRequest } from './evm-prepare.js'
import { feeInUsd, NATIVE_DECIMALS } from './fee-price.js'
import { counterWindow, refuseOverLimit, rpcRequestCounter } from './limits.js'
import { requestHash } from './request-hash.js'
import { openRpcTarget, type RpcContext, rpcLimits } from './rpc-request.js'
import { prepareSolanaRequest } from './solana-requests.js'

/**
 * The two steps before a not-safe `POST /v1/rpc` (README "RPC"): prepare checks and
 * completes the request and says what the card needs to show; Approve mints the one-time
 * approval of that exact request. Only a request prepared in the same session can be
 * approved, so the gas and fee caps of the prepare step hold for everything signed.
 */

/** The card's context as the server knows it; the frame adds the asking page's origin. */
export type PreparedContext = Omit<SummaryContext, 'parentOrigin'>

export type PrepareRpcReturnType = {
  /** The params as they must be sent to `POST /v1/rpc` (filled, capped). */
  request: unknown
  /** What `POST /v1/rpc/approvals` takes. */
  requestHash: string
  context: PreparedContext
}

export async function prepareRpcRequest(
  ctx: RpcContext,
  parameters: {
    signedIn: SignedIn
    chainId: string
    method: string
    params?: unknown
    signal: AbortSignal
  },
): Promise<PrepareRpcReturnType> {
  const { signedIn, chainId, method, params } = parameters
  const limits = rpcLimits(ctx)
  // Counts the request against the user's rate in the statement that loads the wallet.
  const target = await openRpcTarget(ctx, parameters)
  if (rpcMethodPolicy(method) !== 'approval') {
    throw new InvalidInputError(
      `${method} is a read-only method: send it to POST /v1/rpc without preparing it`,
    )
  }
  let prepared: {
    params: unknown
    fee?: bigint | undefined
    tokens?: SummaryContext['tokens']
    gasPaidBy?: SummaryContext['gasPaidBy']
    permission?: SummaryContext['permission']
  }
  if (target.namespace === 'solana') {
    const solana = await prepareSolanaRequest(target.ctx, method, params)
    prepared = { params: solana.params, fee: solana.fee }
  } else {
    const evm = await prepareEvmRequest(target.ctx, limits, method, params)
    prepared = {
      params: evm.params,
      fee: evm.maxFee,
      tokens: evm.tokens,
      gasPaidBy: evm.gasPaidBy,
      permission: evm.permission,
    }
  }
  const hash = requestHash({ chainId, method, params: prepared.params })
  await storePreparedRequest(
    ctx.auth.db,
    { sessionId: signedIn.session.familyId, userId: signedIn.user.id, requestHash: hash },
    { now: ctx.auth.now(), ttlMs: limits.preparedTtlMs },
  )
  const usd =
    prepared.fee === undefined || !ctx.prices
      ? undefined
      : await ctx.prices.usdPerCoin(chainId, signedIn.session.projectId, parameters.signal)
  return {
    request: prepared.params ?? null,
    requestHash: hash,
    context: {
      chainId,
      ...(prepared.fee === undefined
        ? {}
        : {
            fee: {
              maxFee: prepared.fee.toString(),
              ...(usd === undefined
                ? {}
                : { usd: feeInUsd(prepared.fee, NATIVE_DECIMALS[target.namespace], usd) }),
            },
          }),
      ...(prepared.tokens ? { tokens: prepared.tokens } : {}),
      ...(prepared.gasPaidBy ? { gasPaidBy: prepared.gasPaidBy } : {}),
      ...(prepared.permission ? { permission: prepared.permission } : {}),
    },
  }
}

/** Approve: the one-time approval of a request this session prepared and has not approved. */
export async function approveRpcRequest(
  ctx: RpcContext,
  { signedIn, requestHash: hash }: { signedIn: SignedIn; requestHash: string },
): Promise<{ approval: string; expiresAt: number }> {
  const limits = rpcLimits(ctx)
  const now = ctx.auth.now()
  const counter = rpcRequestCounter(limits, signedIn.user.id)
  // The request is counted in the statement that mints, which mints nothing past the limit.
  const { minted, hitCount } = await countAndMintApproval(
    ctx.auth.db,
    { sessionId: signedIn.session.familyId, userId: signedIn.user.id, requestHash: hash },
    {
      now,
      ttlMs: limits.approvalTtlMs,
      count: { ...counterWindow(counter, now), limit: counter.rule.limit },
    },
  )
  refuseOverLimit(counter, hitCount, now)
  if (!minted) throw new RequestNotPreparedError()
  return minted
}
