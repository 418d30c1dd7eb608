/** Account entities of docs/state.md#account-state that live in state (not wire formats). */
import type { CaipAddress, CaipNetworkId, ChainId, ChainNamespace } from '../chains/types.js'
import type { AccountType, SocialProvider } from '../constants/features.js'

/** docs/state.md#account-state. */
export type Account = {
  address: string
  type: AccountType
  /** The wallet's own name for the account ("Savings"), kept in `addressLabels`. */
  label?: string | undefined
}

/** docs/state.md#account-state. */
export type ConnectedWalletInfo = {
  name: string
  icon?: string | undefined
  /** Catalogue id or rdns of the wallet, when known. */
  identifier?: string | undefined
  /** The social provider used, for an embedded-wallet login. */
  social?: string | undefined
  /** The connector type the wallet came through. */
  type?: string | undefined
}

/** docs/state.md#embedded-wallet-user: one account of the user. */
export type EmbeddedWalletAccount = {
  address: string
  type: Extract<AccountType, 'eoa' | 'smartAccount'>
}

/** docs/state.md#embedded-wallet-user. */
export type EmbeddedWalletUser = {
  email?: string | null | undefined
  address: string
  chainId: ChainId
  accounts?: EmbeddedWalletAccount[] | undefined
  /** The frame sends it as `userName` or `username`; we keep `userName`. */
  userName?: string | undefined
  preferredAccountType?: AccountType | undefined
  smartAccountDeployed?: boolean | undefined
}

/** docs/state.md#token-balance. `address` is absent for the native token. */
export type TokenBalance = {
  name: string
  symbol: string
  chainId: CaipNetworkId
  address?: CaipAddress | undefined
  /** USD value of the amount; absent when the price is not known (read over chain RPC). */
  value?: number | undefined
  /** USD price of one token; absent when not known. */
  price?: number | undefined
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}

/** docs/connection.md#account-status: account status per namespace. */
export type AccountStatus = 'connected' | 'disconnected' | 'connecting' | 'reconnecting'

/** docs/limits.md#features-and-defaults: one preferred account type per namespace. */
export type PreferredAccountTypes = Partial<Record<ChainNamespace, AccountType>>

/** The account tab shown in the modal's account view. */
export type AccountTab = number

/** The popup window opened for a social login; kept as an opaque reference. */
export type SocialWindow = { readonly closed: boolean; close(): void }

/** docs/state.md#account-state. */
export type AccountState = {
  status: AccountStatus
  caipAddress: CaipAddress | undefined
  address: string | undefined
  balance: string | undefined
  balanceSymbol: string | undefined
  profileName: string | null | undefined
  profileImage: string | null | undefined
  user: EmbeddedWalletUser | undefined
  addressExplorerUrl: string | undefined
  smartAccountDeployed: boolean
  currentTab: AccountTab
  tokenBalance: TokenBalance[]
  allAccounts: Account[]
  /** address → label (plain record so valtio tracks it). */
  addressLabels: Record<string, string>
  connectedWalletInfo: ConnectedWalletInfo | undefined
  preferredAccountTypes: PreferredAccountTypes
  socialProvider: SocialProvider | undefined
  socialWindow: SocialWindow | undefined
  farcasterUrl: string | undefined
}
