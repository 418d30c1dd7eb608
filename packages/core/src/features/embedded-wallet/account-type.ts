/**
 * The embedded wallet's account type (EOA or smart account) as plain rules: which type the
 * connected account has, whether the Account view offers the switch (the wallet has a
 * smart account on the active eip155 network), what the Account view loads from the frame,
 * and the switch itself (the frame switches, the auth connector reconnects, the preferred
 * type is stored and tracked). The account settings controller (account.ts) calls them.
 */
import type { ChainNamespace } from '../../chains/types.js'
import type { AccountType } from '../../constants/features.js'
import type { AccountController } from '../../controllers/account.js'
import type { ConnectionController } from '../../controllers/connection.js'
import { RequestAbortedError } from '../../errors/embedded-wallet.js'
import { AuthInitializationError } from '../../errors/embedded-wallet-frame.js'
import { toUserMessage } from '../../errors/user-message.js'
import type { EmbeddedWalletUser } from '../../types/account.js'
import type { AuthProvider, AuthRequestOptions } from '../../types/embedded-wallet.js'
import { toWalletUser } from './wallet-user.js'

/** What the rules read and write of the account controller: the user of each namespace. */
export type AccountUsers = {
  getAccountState: (namespace: ChainNamespace) => { user?: EmbeddedWalletUser | undefined }
  setUser: (namespace: ChainNamespace, user: EmbeddedWalletUser | undefined) => void
}

type AccountFields = Pick<
  ReturnType<AccountController['getAccountState']>,
  'address' | 'allAccounts' | 'user' | 'preferredAccountTypes'
>

/**
 * The type of the connected account on `namespace`: the wallet's own word (the user's
 * preferred type, which it honours where the switch is offered), else the type the
 * connection listed, else the default type of the namespace.
 */
export function getAccountType(
  account: AccountFields,
  namespace: ChainNamespace,
): AccountType | undefined {
  const address = account.address?.toLowerCase()
  const listed = account.allAccounts.find((entry) => entry.address.toLowerCase() === address)
  return (
    account.user?.preferredAccountType ?? listed?.type ?? account.preferredAccountTypes[namespace]
  )
}

/** Whether the switch is offered: the wallet has a smart account on the active eip155 network. */
export function isAccountTypeSwitchOffered(parameters: {
  network: { chainNamespace: string; id: string | number } | undefined
  smartAccountNetworks: readonly number[] | undefined
}): boolean {
  const { network, smartAccountNetworks } = parameters
  if (network?.chainNamespace !== 'eip155') return false
  return smartAccountNetworks?.includes(Number(network.id)) === true
}

export type AccountSettingsContext = {
  provider: Pick<AuthProvider, 'getUser' | 'getSmartAccountEnabledNetworks'>
  account: Pick<AccountUsers, 'setUser'>
  /** The active namespace, whose account gets the frame's user. */
  namespace: ChainNamespace | undefined
}

/**
 * Asks the frame for the user (email, accounts) and the smart-account networks, together.
 * The user is stored on the active namespace when the frame answered; the networks are
 * resolved ([] when unanswered: no switch is offered, the account stays as it is).
 * Resolves undefined when the caller gave up (nothing is stored then).
 */
export async function loadAccountSettings(
  context: AccountSettingsContext,
  options: AuthRequestOptions,
): Promise<readonly number[] | undefined> {
  const [user, networks] = await Promise.allSettled([
    context.provider.getUser(options),
    context.provider.getSmartAccountEnabledNetworks(options),
  ])
  if (options.signal?.aborted) return undefined
  if (user.status === 'fulfilled' && context.namespace) {
    context.account.setUser(context.namespace, toWalletUser(user.value))
  }
  return networks.status === 'fulfilled' ? [...networks.value.smartAccountEnabledNetworks] : []
}

export type SwitchAccountTypeContext = {
  /** Asked for once the namespace is known. */
  getProvider: () => Pick<AuthProvider, 'setPreferredAccount'>
  namespace: ChainNamespace | undefined
  /** Stores the type, reconnects the auth connector, tracks SET_PREFERRED_ACCOUNT_TYPE. */
  connection: Pick<ConnectionController, 'setPreferredAccountType'>
  account: AccountUsers
}

/**
 * The frame switches the account, then the auth connector reconnects (the new address),
 * the preferred type is stored and tracked, and the embedded-wallet user carries it too.
 * Throws a typed error (the frame's refusal changes nothing); resolves with the namespace.
 */
export async function switchAccountType(
  context: SwitchAccountTypeContext,
  parameters: { type: AccountType; signal?: AbortSignal | undefined },
): Promise<ChainNamespace> {
  const { namespace } = context
  const { type, signal } = parameters
  if (!namespace) throw new AuthInitializationError({ details: 'No active namespace' })
  await context.getProvider().setPreferredAccount({ type }, { signal })
  if (signal?.aborted) throw new RequestAbortedError({ cause: signal.reason })
  await context.connection.setPreferredAccountType(type, namespace)
  const user = context.account.getAccountState(namespace).user
  if (user) context.account.setUser(namespace, { ...user, preferredAccountType: type })
  return namespace
}

/**
 * The Account view's switch: `state` shows it under way, then why it failed (the frame's
 * message; nothing when the caller gave up). Resolves whether the type changed.
 */
export async function switchAccountTypeShown(
  context: SwitchAccountTypeContext & {
    state: { switchingAccountType: boolean; accountTypeError: string | undefined }
  },
  parameters: { type: AccountType; signal?: AbortSignal | undefined },
): Promise<boolean> {
  const { state } = context
  state.accountTypeError = undefined
  state.switchingAccountType = true
  try {
    await switchAccountType(context, parameters)
  } catch (error) {
    state.switchingAccountType = false
    if (!parameters.signal?.aborted) state.accountTypeError = toUserMessage(error)
    return false
  }
  state.switchingAccountType = false
  return true
}
