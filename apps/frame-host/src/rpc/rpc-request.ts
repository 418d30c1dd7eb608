import { isEmbeddedWalletRpcMethod, isSolanaRpcMethod } from '@keyway/embedded-wallet/protocol'
import type { Address } from 'viem'
import type { AuthContext } from '../auth/context.js'
import { requireSession } from '../auth/session.js'
import { ensureWallet } from '../auth/wallet.js'
import { InvalidInputError } from '../errors.js'
import { RpcMethodNotAllowedError, type WalletSigner } from '../keys/index.js'
import { loadPreferredAccountType } from '../store/account-types.js'
import { loadKeyMaterial } from '../store/key-material.js'
import { type ChainRpcUrls, resolveChain } from './chains.js'
import { createEvmChainClient } from './evm-client.js'
import { handleEvmRequest } from './evm-requests.js'
import type { KeyedLock } from './keyed-lock.js'
import {
  readSmartAccount,
  type SmartAccount,
  type SmartAccountAddressCache,
  type SmartAccountFactories,
} from './smart-accounts.js'
import { handleSolanaRequest } from './solana-requests.js'

/**
 * `POST /v1/rpc`: one RPC request of the frame page for the signed-in user. The method
 * must be on the embedded wallet's allow-list (spec §6, shared with the dapp side through
 * `@keyway/embedded-wallet/protocol`), else 'method not allowed' before anything else
 * happens. Signing uses only the session user's own stored key, opened for this request
 * and only for methods that sign; nothing in the body can name another key.
 */

export type RpcContext = {
  auth: AuthContext
  chains: ChainRpcUrls
  /** Bound on each call to a chain's node. */
  timeoutMs: number
  /** One per server: queues each account's eth_sendTransaction per chain. */
  sendLocks: KeyedLock
  /** The chains with smart accounts (SMART_ACCOUNT_FACTORIES) and their factories. */
  smartAccountFactories: SmartAccountFactories
  /** One per server: the smart accounts' addresses, asked of the factory once. */
  smartAccountAddresses: SmartAccountAddressCache
}

export type RpcRequestParameters = {
  token: string | undefined
  chainId: string
  method: string
  params?: unknown
  /** The HTTP request's signal: a client that goes away stops the chain calls. */
  signal: AbortSignal
}

export type RpcRequestReturnType = { result: unknown }

export async function handleRpcRequest(
  ctx: RpcContext,
  { token, chainId, method, params, signal }: RpcRequestParameters,
): Promise<RpcRequestReturnType> {
  const { user } = await requireSession(ctx.auth, token)
  if (!isEmbeddedWalletRpcMethod(method)) throw new RpcMethodNotAllowedError(method)
  const chain = resolveChain(ctx.chains, chainId)
  const solanaMethod = isSolanaRpcMethod(method)
  if (solanaMethod !== (chain.namespace === 'solana')) {
    throw new InvalidInputError(
      `${method} is ${solanaMethod ? 'a Solana' : 'an eip155'} method, but ${chainId} is ${chain.namespace === 'solana' ? 'a Solana' : 'an eip155'} network`,
    )
  }

  let stored = await loadKeyMaterial(ctx.auth.db, user.id)
  if (!stored) {
    // Sessions are made by a login that creates the wallet; this covers a user whose
    // wallet creation was interrupted between the two.
    await ensureWallet(ctx.auth, user.id, signal)
    stored = await loadKeyMaterial(ctx.auth.db, user.id)
  }
  if (!stored) throw new Error(`no key material for user ${user.id} after creating it`)
  const sealed = stored
  let signer: Promise<WalletSigner> | undefined
  const openSigner = () => {
    signer ??= ctx.auth.custody.openSigner(user.id, sealed, { signal })
    return signer
  }

  if (chain.namespace === 'solana') {
    const result = await handleSolanaRequest(
      { caip2: chain.caip2, rpcUrl: chain.rpcUrl, timeoutMs: ctx.timeoutMs, signal, openSigner },
      method,
      params,
    )
    return { result: result ?? null }
  }
  const owner = stored.addresses.eip155 as Address
  const evmChain = createEvmChainClient({
    caip2: chain.caip2,
    rpcUrl: chain.rpcUrl,
    timeoutMs: ctx.timeoutMs,
    signal,
  })
  // spec §3 preferredAccountTypes: the smart account is the user's account on a chain that
  // has a factory; elsewhere the EOA is, whatever the preference.
  const factory = Object.hasOwn(ctx.smartAccountFactories, chain.caip2)
    ? ctx.smartAccountFactories[chain.caip2]
    : undefined
  let smartAccount: SmartAccount | undefined
  if (factory && (await loadPreferredAccountType(ctx.auth.db, user.id)) === 'smartAccount') {
    smartAccount = await readSmartAccount({
      chain: evmChain,
      factory,
      owner,
      cache: ctx.smartAccountAddresses,
    })
  }
  const result = await handleEvmRequest(
    {
      caip2: chain.caip2,
      chainId: chain.chainId,
      address: owner,
      smartAccount,
      chain: evmChain,
      openSigner,
      isServedChain: (id) => Object.hasOwn(ctx.chains, id),
      serializeSends: (task) => ctx.sendLocks.run(`${chain.caip2} ${user.id}`, task),
    },
    method,
    params,
  )
  return { result: result ?? null }
}
