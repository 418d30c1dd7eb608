/** Account entities of spec §3 that live in state (not wire formats). */
import type { CaipAddress, CaipNetworkId, ChainId, ChainNamespace } from '../chains/types.js'
import type { AccountType, SocialProvider } from '../constants/features.js'

/** spec §3 Account. */
export type Account = {
  address: string
  type: AccountType
  /** The wallet's own name for the account ("Savings"), kept in `addressLabels`. */
  label?: string | undefined
}

/** spec §3 Connected wallet info. */
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

/** spec §3 Embedded-wallet user: one account of the user. */
export type EmbeddedWalletAccount = {
  address: string
  type: Extract<AccountType, 'eoa' | 'smartAccount'>
}

/** spec §3 Embedded-wallet user. */
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

/** spec §3 Token balance. `address` is absent for the native token. */
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

/** spec §4: account status per namespace. */
export type AccountStatus = 'connected' | 'disconnected' | 'connecting' | 'reconnecting'

/** spec §9 Default account types: one preferred account type per namespace. */
export type PreferredAccountTypes = Partial<Record<ChainNamespace, AccountType>>

/** The account tab shown in the modal's account view. */
export type AccountTab = number

/** The popup window opened for a social login; kept as an opaque reference. */
export type SocialWindow = { readonly closed: boolean; close(): void }

/** spec §3 Account state per chain. */
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
