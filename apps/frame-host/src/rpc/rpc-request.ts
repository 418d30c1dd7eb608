import {
  isEmbeddedWalletRpcMethod,
  isSolanaRpcMethod,
  rpcMethodPolicy,
} from '@keyway/embedded-wallet/protocol'
import type { Address } from 'viem'
import type { AuthContext } from '../auth/context.js'
import type { SignedIn } from '../auth/session.js'
import { ensureWallet } from '../auth/wallet.js'
import { InvalidInputError } from '../errors.js'
import { isSigningMethod, RpcMethodNotAllowedError, type WalletSigner } from '../keys/index.js'
import { loadPreferredAccountType } from '../store/account-types.js'
import { consumeApproval } from '../store/approvals.js'
import { countAndLoadWalletKeyMaterial, loadKeyMaterial } from '../store/key-material.js'
import { loadPermissionGrantBlock, recordPermissionGrant } from '../store/permission-grants.js'
import { type ChainRpcUrls, resolveChain } from './chains.js'
import { ApprovalRequiredError } from './errors.js'
import { createEvmChainClient, type EvmChainClient } from './evm-client.js'
import type { EvmRequestContext } from './evm-params.js'
import { handleEvmRequest } from './evm-requests.js'
import type { NativePrices } from './fee-price.js'
import type { KeyedLock } from './keyed-lock.js'
import {
  counterWindow,
  countHit,
  DEFAULT_RPC_LIMITS,
  type RpcLimits,
  refuseOverLimit,
  rpcRequestCounter,
  signatureCounter,
} from './limits.js'
import { requestHash } from './request-hash.js'
import {
  type SmartAccount,
  type SmartAccountChains,
  smartAccountChainOf,
} from './smart-accounts.js'
import { handleSolanaRequest, type SolanaRequestContext } from './solana-requests.js'
import { smartAccountAddress } from './user-operations.js'

/**
 * `POST /v1/rpc`: one RPC request of the frame page for the signed-in user. The method
 * must be on the embedded wallet's allow-list (docs/roles.md#embedded-wallet-methods, shared with the dapp side through
 * `@keyway/embedded-wallet/protocol`), else 'method not allowed' before anything else
 * happens. A not-safe method also needs a one-time approval minted for exactly this
 * request by the frame's Approve (README "RPC"; approval-routes.ts). Signing uses only the
 * session user's own stored key, opened for this request and only for methods that sign;
 * nothing in the body can name another key.
 */

export type RpcContext = {
  auth: AuthContext
  chains: ChainRpcUrls
  /** Bound on each call to a chain's node. */
  timeoutMs: number
  /** One per server: queues each account's eth_sendTransaction per chain. */
  sendLocks: KeyedLock
  /** The chains with smart accounts (SMART_ACCOUNTS): bundler, paymaster, contracts. */
  smartAccounts: SmartAccountChains
  /** Per-user request rate, signing velocity, fee caps, approval lifetimes (default: limits.ts). */
  limits?: RpcLimits | undefined
  /** The native coins' USD prices, for the card's fee (BLOCKCHAIN_API_URL); none: no USD. */
  prices?: NativePrices | undefined
}

export type RpcRequestParameters = {
  signedIn: SignedIn
  chainId: string
  method: string
  params?: unknown
  /** The one-time approval of a not-safe request (POST /v1/rpc/approvals). */
  approval?: string | undefined
  /** The HTTP request's signal: a client that goes away stops the chain calls. */
  signal: AbortSignal
}

export type RpcRequestReturnType = { result: unknown }

export const rpcLimits = (ctx: RpcContext): RpcLimits => ctx.limits ?? DEFAULT_RPC_LIMITS

export async function handleRpcRequest(
  ctx: RpcContext,
  { signedIn, chainId, method, params, approval, signal }: RpcRequestParameters,
): Promise<RpcRequestReturnType> {
  const { user, session } = signedIn
  const limits = rpcLimits(ctx)
  // Counts the request against the user's rate in the statement that loads the wallet.
  const target = await openRpcTarget(ctx, { signedIn, chainId, method, signal })
  // A signature is counted after the approval is taken (in the same statement), so a
  // refused approval costs no signature. A batch and a permission's grant or revoke are
  // signed by the owner key (a user operation, and a grant's delegation) like any transaction.
  const signatures =
    isSigningMethod(method) || SMART_ACCOUNT_SIGNING_METHODS.has(method)
      ? signatureCounter(limits, user.id)
      : undefined
  if (rpcMethodPolicy(method) === 'approval') {
    if (approval === undefined) throw new ApprovalRequiredError('missing')
    const binding = {
      sessionId: session.familyId,
      userId: user.id,
      requestHash: requestHash({ chainId, method, params }),
    }
    const now = ctx.auth.now()
    const taken = await consumeApproval(
      ctx.auth.db,
      approval,
      binding,
      now,
      signatures && counterWindow(signatures, now),
    )
    if (!taken.ok) throw new ApprovalRequiredError(taken.reason)
    if (signatures) refuseOverLimit(signatures, taken.hitCount ?? 0, now)
  } else if (signatures) {
    await countHit(ctx.auth.db, signatures, ctx.auth.now())
  }
  const result =
    target.namespace === 'solana'
      ? await handleSolanaRequest(target.ctx, method, params)
      : await handleEvmRequest(target.ctx, method, params)
  return { result: result ?? null }
}

/** Methods outside the custody signer's list whose answer the owner key signs. */
export const SMART_ACCOUNT_SIGNING_METHODS: ReadonlySet<string> = new Set([
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
])

export type RpcTarget =
  | { namespace: 'solana'; ctx: SolanaRequestContext }
  | { namespace: 'eip155'; ctx: EvmRequestContext }

/**
 * What a request on `chainId` works with: the checked method and chain, the user's
 * account there (the smart account when preferred on a chain with a factory) and a way to
 * open their signer. Shared by the prepare step and `POST /v1/rpc`. Counts the request
 * against the user's rate (RPC_RATE_LIMIT): a served request in the statement that loads the
 * wallet, a refused one (a method off the allow-list, a chain not served) on its own.
 */
export async function openRpcTarget(
  ctx: RpcContext,
  {
    signedIn: { user },
    chainId,
    method,
    signal,
  }: Pick<RpcRequestParameters, 'signedIn' | 'chainId' | 'method' | 'signal'>,
): Promise<RpcTarget> {
  let chain: ReturnType<typeof resolveChain>
  try {
    if (!isEmbeddedWalletRpcMethod(method)) throw new RpcMethodNotAllowedError(method)
    chain = resolveChain(ctx.chains, chainId)
    const solanaMethod = isSolanaRpcMethod(method)
    if (solanaMethod !== (chain.namespace === 'solana')) {
      throw new InvalidInputError(
        `${method} is ${solanaMethod ? 'a Solana' : 'an eip155'} method, but ${chainId} is ${chain.namespace === 'solana' ? 'a Solana' : 'an eip155'} network`,
      )
    }
  } catch (refused) {
    // A refused request is a request all the same: it counts against the user's rate
    // (RPC_RATE_LIMIT), in a statement of its own on this rare path, so that refusals cannot
    // be sent without limit. Over the limit, the answer is the rate's 429.
    await countHit(ctx.auth.db, rpcRequestCounter(rpcLimits(ctx), user.id), ctx.auth.now())
    throw refused
  }

  // The key material of the wallet the user signs with: their own, or the one they
  // consented to share (README "Wallet sharing"), opened under its owner's id. The same
  // statement counts the request against the user's rate (RPC_RATE_LIMIT).
  const now = ctx.auth.now()
  const counter = rpcRequestCounter(rpcLimits(ctx), user.id)
  const loaded = await countAndLoadWalletKeyMaterial(
    ctx.auth.db,
    user.id,
    counterWindow(counter, now),
  )
  refuseOverLimit(counter, loaded.hitCount, now)
  const { walletUserId } = loaded
  let stored = loaded.stored
  if (!stored) {
    // Sessions are made by a login that creates the wallet; this covers a user whose
    // wallet creation was interrupted between the two.
    await ensureWallet(ctx.auth, user.id, signal)
    stored = await loadKeyMaterial(ctx.auth.db, walletUserId)
  }
  if (!stored) throw new Error(`no key material for user ${walletUserId} after creating it`)
  const sealed = stored
  let signer: Promise<WalletSigner> | undefined
  const openSigner = () => {
    signer ??= ctx.auth.custody.openSigner(walletUserId, sealed, { signal })
    return signer
  }

  if (chain.namespace === 'solana') {
    return {
      namespace: 'solana',
      ctx: {
        caip2: chain.caip2,
        rpcUrl: chain.rpcUrl,
        timeoutMs: ctx.timeoutMs,
        signal,
        openSigner,
      },
    }
  }
  const owner = stored.addresses.eip155 as Address
  // Made on first use: a signature that asks nothing of the chain (personal_sign, typed
  // data) never builds a viem client.
  let evmChain: EvmChainClient | undefined
  const chainClient = () => {
    evmChain ??= createEvmChainClient({
      caip2: chain.caip2,
      chainId: chain.chainId,
      rpcUrl: chain.rpcUrl,
      timeoutMs: ctx.timeoutMs,
      signal,
    })
    return evmChain
  }
  // The smart account is the user's account on a chain of SMART_ACCOUNTS unless they chose
  // the EOA; elsewhere the EOA is, whatever the preference.
  const stack = smartAccountChainOf(ctx.smartAccounts, chain.caip2)
  let smartAccount: SmartAccount | undefined
  if (stack && (await loadPreferredAccountType(ctx.auth.db, user.id)) !== 'eoa') {
    smartAccount = {
      address: await smartAccountAddress(chainClient(), chain.caip2, owner, { chain: stack }),
      owner,
      chain: stack,
    }
  }
  return {
    namespace: 'eip155',
    ctx: {
      caip2: chain.caip2,
      chainId: chain.chainId,
      address: owner,
      smartAccount,
      get chain() {
        return chainClient()
      },
      timeoutMs: ctx.timeoutMs,
      signal,
      gasCapMultiplier: rpcLimits(ctx).gasCapMultiplier,
      openSigner,
      isServedChain: (id) => Object.hasOwn(ctx.chains, id),
      // Keyed by wallet: two users sharing one must not race for its nonces.
      serializeSends: (task) => ctx.sendLocks.run(`${chain.caip2} ${walletUserId}`, task),
      permissionGrants: {
        record: (account, pci, blockNumber) =>
          recordPermissionGrant(
            ctx.auth.db,
            { chain: chain.caip2, account, pci },
            blockNumber,
            ctx.auth.now(),
          ),
        blockOf: (account, pci) =>
          loadPermissionGrantBlock(ctx.auth.db, { chain: chain.caip2, account, pci }),
      },
    },
  }
}
