/**
 * Account state per chain namespace (docs/state.md#account-state), with its setters
 * and the reset of docs/connection.md#account-status.
 */
import { proxy, ref } from 'valtio/vanilla'
import { tryParseCaipAddress } from '../caip/caip.js'
import type { CaipAddress, ChainNamespace } from '../chains/types.js'
import { CHAIN_NAMESPACES } from '../constants/chains.js'
import { type AccountType, DEFAULT_ACCOUNT_TYPES } from '../constants/features.js'
import type {
  Account,
  AccountState,
  AccountStatus,
  ConnectedWalletInfo,
  EmbeddedWalletUser,
  PreferredAccountTypes,
  SocialWindow,
  TokenBalance,
} from '../types/account.js'

export type AccountControllerState = {
  /** One account state per namespace; every namespace exists from the start. */
  byNamespace: Record<ChainNamespace, AccountState>
}

export type CreateAccountControllerParameters = {
  /** Overrides of the docs/limits.md#features-and-defaults default account types, per namespace. */
  defaultAccountTypes?: PreferredAccountTypes | undefined
}

function initialAccountState(preferredAccountTypes: PreferredAccountTypes): AccountState {
  return {
    status: 'disconnected',
    caipAddress: undefined,
    address: undefined,
    balance: undefined,
    balanceSymbol: undefined,
    profileName: undefined,
    profileImage: undefined,
    user: undefined,
    addressExplorerUrl: undefined,
    smartAccountDeployed: false,
    currentTab: 0,
    tokenBalance: [],
    allAccounts: [],
    addressLabels: {},
    connectedWalletInfo: undefined,
    preferredAccountTypes: { ...preferredAccountTypes },
    socialProvider: undefined,
    socialWindow: undefined,
    farcasterUrl: undefined,
  }
}

export type AccountController = ReturnType<typeof createAccountController>

export function createAccountController(parameters: CreateAccountControllerParameters = {}) {
  // docs/limits.md#features-and-defaults, with the app's overrides on top.
  const defaults: PreferredAccountTypes = {
    ...DEFAULT_ACCOUNT_TYPES,
    ...parameters.defaultAccountTypes,
  }
  const byNamespace = Object.fromEntries(
    CHAIN_NAMESPACES.map((ns) => [ns, initialAccountState(defaults)]),
  ) as Record<ChainNamespace, AccountState>
  const state = proxy<AccountControllerState>({ byNamespace })

  const account = (namespace: ChainNamespace): AccountState => state.byNamespace[namespace]

  function setAccountProp<K extends keyof AccountState>(
    namespace: ChainNamespace,
    key: K,
    value: AccountState[K],
  ): void {
    account(namespace)[key] = value
  }

  /** Sets the CAIP-10 address and the plain address derived from it. */
  function setCaipAddress(namespace: ChainNamespace, caipAddress: CaipAddress | undefined): void {
    const current = account(namespace)
    current.caipAddress = caipAddress
    current.address = tryParseCaipAddress(caipAddress)?.address
  }

  function setStatus(namespace: ChainNamespace, status: AccountStatus): void {
    account(namespace).status = status
  }

  function setBalance(
    namespace: ChainNamespace,
    balance: string | undefined,
    symbol: string | undefined,
  ): void {
    const current = account(namespace)
    current.balance = balance
    current.balanceSymbol = symbol
  }

  function setProfile(
    namespace: ChainNamespace,
    profile: { name: string | null | undefined; image: string | null | undefined },
  ): void {
    const current = account(namespace)
    current.profileName = profile.name
    current.profileImage = profile.image
  }

  function setTokenBalance(namespace: ChainNamespace, tokens: TokenBalance[]): void {
    account(namespace).tokenBalance = tokens
  }

  function setAllAccounts(namespace: ChainNamespace, accounts: Account[]): void {
    account(namespace).allAccounts = accounts
  }

  function setAddressLabel(namespace: ChainNamespace, address: string, label: string): void {
    account(namespace).addressLabels[address] = label
  }

  function setUser(namespace: ChainNamespace, user: EmbeddedWalletUser | undefined): void {
    account(namespace).user = user
  }

  function setConnectedWalletInfo(
    namespace: ChainNamespace,
    info: ConnectedWalletInfo | undefined,
  ): void {
    account(namespace).connectedWalletInfo = info
  }

  function setSocialWindow(namespace: ChainNamespace, popup: SocialWindow | undefined): void {
    // A window must not be wrapped in a proxy: keep it as a plain reference.
    account(namespace).socialWindow = popup ? ref(popup) : undefined
  }

  function setPreferredAccountType(namespace: ChainNamespace, type: AccountType): void {
    account(namespace).preferredAccountTypes[namespace] = type
  }

  /** docs/limits.md#features-and-defaults apply when none was chosen for the namespace. */
  function getPreferredAccountType(namespace: ChainNamespace): AccountType | undefined {
    return account(namespace).preferredAccountTypes[namespace] ?? defaults[namespace]
  }

  /**
   * docs/connection.md#account-status: on reset the account becomes disconnected and clears
   * address, balance, profile and token list (and everything else tied to the wallet).
   * The preferred account types are the user's choice and survive a reset.
   */
  function resetAccount(namespace: ChainNamespace): void {
    const kept = { ...account(namespace).preferredAccountTypes }
    state.byNamespace[namespace] = { ...initialAccountState(defaults), preferredAccountTypes: kept }
  }

  return {
    state,
    getAccountState: account,
    setAccountProp,
    setCaipAddress,
    setStatus,
    setBalance,
    setProfile,
    setTokenBalance,
    setAllAccounts,
    setAddressLabel,
    setUser,
    setConnectedWalletInfo,
    setSocialWindow,
    setPreferredAccountType,
    getPreferredAccountType,
    resetAccount,
  }
}
