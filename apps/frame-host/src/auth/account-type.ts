import type { Address } from 'viem'
import { type ChainRpcUrls, resolveChain } from '../rpc/chains.js'
import { createEvmChainClient } from '../rpc/evm-client.js'
import {
  isSmartAccountDeployed,
  type SmartAccountChains,
  SmartAccountUnavailableError,
  smartAccountChainOf,
} from '../rpc/smart-accounts.js'
import { smartAccountAddress } from '../rpc/user-operations.js'
import {
  type AccountType,
  loadPreferredAccountType,
  savePreferredAccountType,
} from '../store/account-types.js'
import type { AuthContext } from './context.js'
import { requireSession } from './session.js'
import { ensureWallet } from './wallet.js'

/**
 * The user's eip155 account type (README "Smart accounts"): the smart account where the
 * chain has the ERC-4337 stack, unless the user chose the EOA; the EOA elsewhere. On a chain
 * with the stack the user also learns their smart account and whether it exists yet
 * (`smartAccountDeployed`: its first user operation deploys it).
 */

export type AccountTypeContext = {
  auth: AuthContext
  chains: ChainRpcUrls
  timeoutMs: number
  smartAccounts: SmartAccountChains
}

export type UserSmartAccount = { chainId: string; address: Address; deployed: boolean }

/** What `GET /v1/user` adds to the user. */
export type UserAccountFields = {
  preferredAccountType: AccountType
  /** On `chainId` when that chain has smart accounts (whatever the preference). */
  smartAccount?: UserSmartAccount
}

async function smartAccountOn(
  ctx: AccountTypeContext,
  chainId: string,
  owner: Address,
  signal: AbortSignal,
): Promise<UserSmartAccount | undefined> {
  const stack = smartAccountChainOf(ctx.smartAccounts, chainId)
  if (!stack) return undefined
  const resolved = resolveChain(ctx.chains, chainId)
  const chain = createEvmChainClient({
    caip2: chainId,
    chainId: resolved.namespace === 'eip155' ? resolved.chainId : undefined,
    rpcUrl: resolved.rpcUrl,
    timeoutMs: ctx.timeoutMs,
    signal,
  })
  const address = await smartAccountAddress(chain, chainId, owner, { chain: stack })
  return { chainId, address, deployed: await isSmartAccountDeployed(chain, address) }
}

/** The stored choice, or the default: the smart account where there is one. */
function effectiveType(
  ctx: AccountTypeContext,
  stored: AccountType | null,
  chainId: string | undefined,
): AccountType {
  if (stored) return stored
  const anyStack =
    chainId === undefined
      ? Object.keys(ctx.smartAccounts).length > 0
      : smartAccountChainOf(ctx.smartAccounts, chainId) !== undefined
  return anyStack ? 'smartAccount' : 'eoa'
}

export async function userAccountFields(
  ctx: AccountTypeContext,
  input: { userId: string; owner: Address; chainId?: string | undefined; signal: AbortSignal },
): Promise<UserAccountFields> {
  const stored = await loadPreferredAccountType(ctx.auth.db, input.userId)
  const preferredAccountType = effectiveType(ctx, stored, input.chainId)
  if (input.chainId === undefined) return { preferredAccountType }
  // Any other network (one frame-host does not serve included) has no smart account: the
  // user is still answered, as the frame asks for the dapp's network, whichever it is.
  const smartAccount = await smartAccountOn(ctx, input.chainId, input.owner, input.signal)
  return smartAccount ? { preferredAccountType, smartAccount } : { preferredAccountType }
}

export type SetPreferredAccountTypeParameters = {
  token: string | undefined
  /** The frame's active network: a smart account needs the stack there. */
  chainId: string
  type: AccountType
  signal: AbortSignal
}

/**
 * setPreferredAccount: stores the type and answers the account the user now has on
 * `chainId`. Both addresses stay what they were: the EOA is the key's, the smart account's
 * is fixed by the owner and the chain's contracts. A smart account is refused, and nothing
 * stored, on a chain without the stack.
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
    const account = await smartAccountOn(ctx, chainId, owner, signal)
    if (!account) throw new SmartAccountUnavailableError()
    address = account.address
  }
  await savePreferredAccountType(ctx.auth.db, user.id, type, ctx.auth.now())
  return { type, address }
}
