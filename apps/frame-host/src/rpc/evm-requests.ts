import { type Address, type Hex, isAddress, isAddressEqual, numberToHex } from 'viem'
import { InvalidInputError } from '../errors.js'
import { InvalidSigningRequestError, type PreparedEvmTransaction } from '../keys/index.js'
import {
  ChainUnavailableError,
  PermissionsUnsupportedError,
  RpcMethodNotSupportedError,
} from './errors.js'
import {
  type EvmRequestContext,
  NODE_READ_METHODS,
  parseParams,
  positionalParams,
  type SendTransactionRequest,
  sendTransactionParams,
  switchChainParams,
} from './evm-params.js'
import { grantPermissions, revokePermissions } from './permissions.js'
import {
  type SmartAccountRequestContext,
  sendSmartAccountCalls,
  sendSmartAccountTransaction,
  smartAccountCallsStatus,
  smartAccountSignature,
  walletCapabilities,
} from './smart-account-requests.js'
import type { SmartAccount } from './smart-accounts.js'

/**
 * The eip155 half of `POST /v1/rpc`: account and chain questions answered locally, docs/roles.md#embedded-wallet-methods
 * safe (read-only) methods passed to the chain's node, and the signing methods signed with
 * the session user's key. eth_sendTransaction comes as the prepare step completed it (gas,
 * fees, chain id: evm-prepare.ts); the nonce is taken here, and it is signed and sent as a
 * raw transaction. A user whose account on the chain is their smart account (a chain of
 * SMART_ACCOUNTS, unless they chose the EOA) is that account here: it is the one address
 * answered, signatures are the owner key's made valid for it (ERC-1271, ERC-6492 before it
 * exists), and its sends are user operations (smart-account-requests.ts).
 */

export async function handleEvmRequest(
  ctx: EvmRequestContext,
  method: string,
  params: unknown,
): Promise<unknown> {
  switch (method) {
    case 'eth_accounts':
    case 'eth_requestAccounts':
      return [ctx.smartAccount?.address ?? ctx.address]
    case 'eth_chainId':
      return numberToHex(ctx.chainId)
    case 'personal_sign':
    case 'eth_signTypedData_v4': {
      const account = ctx.smartAccount
      // Checked before the key is opened: a request for another account opens none.
      const signingParams = account ? ownerSigningParams(method, params, account) : params
      const signer = await ctx.openSigner()
      const signed = await signer.sign({ chainId: ctx.caip2, method, params: signingParams })
      if (!('signature' in signed)) throw new Error(`${method} gave no signature`)
      if (!account) return signed.signature
      return smartAccountSignature(ctx as SmartAccountRequestContext, signed.signature as Hex)
    }
    case 'eth_sendTransaction':
      // A smart account's operations are sent one at a time too: the EntryPoint's nonce
      // does not count one the bundler still holds.
      return ctx.serializeSends(() =>
        ctx.smartAccount
          ? sendSmartAccountTransaction(ctx as SmartAccountRequestContext, params)
          : sendTransaction(ctx, params),
      )
    case 'wallet_getCapabilities':
      return walletCapabilities(ctx, params)
    case 'wallet_sendCalls':
      if (!ctx.smartAccount) throw new RpcMethodNotSupportedError(method)
      return ctx.serializeSends(() =>
        sendSmartAccountCalls(ctx as SmartAccountRequestContext, params),
      )
    case 'wallet_grantPermissions':
    case 'wallet_revokePermissions': {
      if (!ctx.smartAccount) throw new PermissionsUnsupportedError(method, ctx.caip2)
      const smart = ctx as SmartAccountRequestContext
      // One user operation each, in turn with the account's other sends (its nonce).
      return ctx.serializeSends<unknown>(() =>
        method === 'wallet_grantPermissions'
          ? grantPermissions(smart, params)
          : revokePermissions(smart, params),
      )
    }
    case 'wallet_getCallsStatus':
      if (!ctx.smartAccount) throw new RpcMethodNotSupportedError(method)
      return smartAccountCallsStatus(ctx as SmartAccountRequestContext, params)
    case 'wallet_switchEthereumChain': {
      // The frame keeps the current chain; the server says whether it can serve the target.
      const [{ chainId }] = parseParams(method, switchChainParams, params)
      const target = `eip155:${BigInt(chainId)}`
      if (!ctx.isServedChain(target)) {
        throw new InvalidInputError(`wallet_switchEthereumChain: ${target} is not served here`)
      }
      return null
    }
  }
  // The other wallet_* methods are wallet features (assets, showing a batch)
  // that no chain node answers; frame-host does not implement them, so it says so.
  if (!NODE_READ_METHODS.has(method)) throw new RpcMethodNotSupportedError(method)
  const args = parseParams(method, positionalParams, params)
  return ctx.chain.run((client) =>
    // The method is one of the allow-list's read-only ones (checked above); viem's typed request
    // does not list every one of them, hence the widening.
    (client.request as (args: { method: string; params?: unknown }) => Promise<unknown>)({
      method,
      ...(args === undefined ? {} : { params: args }),
    }),
  )
}

/**
 * personal_sign `[message, address]` and eth_signTypedData_v4 `[address, typedData]` name the
 * smart account; the owner's key signs, so the signer gets the owner's address there.
 */
function ownerSigningParams(method: string, params: unknown, account: SmartAccount): unknown {
  if (!Array.isArray(params) || params.length !== 2) return params
  const index = method === 'personal_sign' ? 1 : 0
  const named = params[index]
  if (typeof named !== 'string' || !isAddress(named, { strict: false })) return params
  if (!isAddressEqual(named as Address, account.address)) {
    throw new InvalidSigningRequestError(
      `${method}: ${named} is not this wallet's account (${account.address})`,
    )
  }
  const owned = [...params]
  owned[index] = account.owner
  return owned
}

async function sendTransaction(ctx: EvmRequestContext, params: unknown): Promise<Hex> {
  const [request] = parseParams('eth_sendTransaction', sendTransactionParams, params)
  if (!isAddressEqual(request.from as Address, ctx.address)) {
    throw new InvalidSigningRequestError(
      `eth_sendTransaction: ${request.from} is not this wallet's account (${ctx.address})`,
    )
  }
  return signAndSend(ctx, request)
}

async function signAndSend(ctx: EvmRequestContext, request: SendTransactionRequest): Promise<Hex> {
  const { client } = ctx.chain
  const nodeChainId = await ctx.chain.run((c) => c.getChainId())
  if (nodeChainId !== ctx.chainId) {
    // A misconfigured CHAIN_RPC_URLS entry: signing for the node's chain would send the
    // user's transaction to a network they did not pick.
    throw new ChainUnavailableError(
      `The RPC node configured for ${ctx.caip2} serves chain ${nodeChainId}`,
    )
  }
  const data = (request.data ?? request.input) as Hex | undefined
  const to = (request.to ?? undefined) as Address | undefined
  const nonce =
    request.nonce ??
    numberToHex(
      await ctx.chain.run((c) =>
        c.getTransactionCount({ address: ctx.address, blockTag: 'pending' }),
      ),
    )
  // Gas and fees were filled and capped by the prepare step, whose exact request the
  // approval is bound to; a request without them was not prepared here.
  const { gas, gasPrice, maxFeePerGas, maxPriorityFeePerGas } = request
  const fees =
    gasPrice !== undefined
      ? { gasPrice }
      : maxFeePerGas !== undefined && maxPriorityFeePerGas !== undefined
        ? { maxFeePerGas, maxPriorityFeePerGas }
        : undefined
  if (gas === undefined || fees === undefined) {
    throw new InvalidInputError(
      'eth_sendTransaction: the transaction has no gas or fees: prepare it first (POST /v1/rpc/prepare)',
    )
  }
  const prepared: PreparedEvmTransaction = {
    from: ctx.address,
    ...(to === undefined ? {} : { to }),
    ...(request.value === undefined ? {} : { value: request.value }),
    ...(data === undefined ? {} : { data }),
    nonce,
    gas,
    // The dapp's chainId, when it gave one, goes to the signer, which refuses a mismatch.
    chainId: request.chainId ?? numberToHex(nodeChainId),
    ...fees,
  }
  const signer = await ctx.openSigner()
  const signed = await signer.sign({
    chainId: ctx.caip2,
    method: 'eth_sendTransaction',
    params: [prepared],
  })
  if (!('rawTransaction' in signed)) throw new Error('eth_sendTransaction gave no transaction')
  const hash = await ctx.chain.run(() =>
    client.sendRawTransaction({ serializedTransaction: signed.rawTransaction }),
  )
  return hash
}
