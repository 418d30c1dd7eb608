import type { Address } from 'viem'
import { type ChainRpcUrls, resolveChain } from '../rpc/chains.js'
import { createEvmChainClient } from '../rpc/evm-client.js'
import {
  isSmartAccountDeployed,
  readSmartAccount,
  type SmartAccountAddressCache,
  type SmartAccountFactories,
  SmartAccountUnavailableError,
} from '../rpc/smart-accounts.js'
import {
  type AccountType,
  loadPreferredAccountType,
  savePreferredAccountType,
} from '../store/account-types.js'
import type { AuthContext } from './context.js'
import { requireSession } from './session.js'
import { ensureWallet } from './wallet.js'

/**
 * The user's eip155 account type (spec §3 preferredAccountTypes, smartAccountDeployed; §4
 * "Setting the preferred account type"): the stored preference, and on a chain with a
 * smart-account factory the user's smart account, whether it exists yet.
 */

export type AccountTypeContext = {
  auth: AuthContext
  chains: ChainRpcUrls
  timeoutMs: number
  smartAccountFactories: SmartAccountFactories
  smartAccountAddresses: SmartAccountAddressCache
}

export type UserSmartAccount = { chainId: string; address: Address; deployed: boolean }

/** What `GET /v1/user` adds to the user. */
export type UserAccountFields = {
  preferredAccountType: AccountType
  /** On `chainId` when that chain has smart accounts (whatever the preference). */
  smartAccount?: UserSmartAccount
}

function factoryOf(ctx: AccountTypeContext, chainId: string): Address | undefined {
  return Object.hasOwn(ctx.smartAccountFactories, chainId)
    ? ctx.smartAccountFactories[chainId]
    : undefined
}

async function smartAccountOn(
  ctx: AccountTypeContext,
  chainId: string,
  factory: Address,
  owner: Address,
  signal: AbortSignal,
): Promise<UserSmartAccount> {
  const resolved = resolveChain(ctx.chains, chainId)
  const chain = createEvmChainClient({
    caip2: chainId,
    rpcUrl: resolved.rpcUrl,
    timeoutMs: ctx.timeoutMs,
    signal,
  })
  const account = await readSmartAccount({
    chain,
    factory,
    owner,
    cache: ctx.smartAccountAddresses,
  })
  return {
    chainId,
    address: account.address,
    deployed: await isSmartAccountDeployed(chain, account.address),
  }
}

export async function userAccountFields(
  ctx: AccountTypeContext,
  input: { userId: string; owner: Address; chainId?: string | undefined; signal: AbortSignal },
): Promise<UserAccountFields> {
  const preferredAccountType = await loadPreferredAccountType(ctx.auth.db, input.userId)
  if (input.chainId === undefined) return { preferredAccountType }
  // Any other network (one frame-host does not serve included) has no smart account: the
  // user is still answered, as the frame asks for the dapp's network, whichever it is.
  const factory = factoryOf(ctx, input.chainId)
  if (!factory) return { preferredAccountType }
  const smartAccount = await smartAccountOn(ctx, input.chainId, factory, input.owner, input.signal)
  return { preferredAccountType, smartAccount }
}

export type SetPreferredAccountTypeParameters = {
  token: string | undefined
  /** The frame's active network: a smart account needs a factory there. */
  chainId: string
  type: AccountType
  signal: AbortSignal
}

/**
 * spec §4 setPreferredAccount: stores the type and answers the account the user now has on
 * `chainId`. A smart account is refused, and nothing stored, on a chain without a factory.
 */
export async function setPreferredAccountType(
  ctx: AccountTypeContext,
  { token, chainId, type, signal }: SetPreferredAccountTypeParameters,
): Promise<{ type: AccountType; address: Address }> {
  const { user } = await requireSession(ctx.auth, token)
  const accounts = await ensureWallet(ctx.auth, user.id, signal)
  const owner = accounts.eip155 as Address
  let address = owner
  if (type === 'smartAccount') {
    const factory = factoryOf(ctx, chainId)
    if (!factory) throw new SmartAccountUnavailableError()
    address = (await smartAccountOn(ctx, chainId, factory, owner, signal)).address
  }
  await savePreferredAccountType(ctx.auth.db, user.id, type, ctx.auth.now())
  return { type, address }
}
