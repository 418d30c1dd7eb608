/** The balance controller's state, dependencies and options (controllers/balance.ts). */
import type { CaipNetworkId, ChainNamespace, NativeCurrency } from '../chains/types.js'
import type { TokenBalanceUnavailableError } from '../errors/account.js'
import type { TokenBalance } from '../types/account.js'
import type {
  FetchBalancesParameters,
  NativeBalance,
  TokenBalanceSource,
} from './balance-rules/token-sources.js'

/** The active account and network, as the balance rules need them. */
export type BalanceAccount = {
  address: string
  caipNetworkId: CaipNetworkId
  chainNamespace: ChainNamespace
  /** The network's native currency symbol, used when the lookup gives none. */
  nativeSymbol?: string | undefined
  /** The network's native currency, for the native entry of a list read over RPC. */
  nativeCurrency?: NativeCurrency | undefined
}

export type BalanceState = {
  tokenBalances: TokenBalance[]
  /** USD total of `tokenBalances`, when every entry's value is known (docs/state.md#token-balance value). */
  tokenBalancesTotalValue: number | undefined
  /** `caipNetworkId:address` the token balances belong to; undefined before the first answer. */
  tokenBalancesFor: string | undefined
  tokenBalancesSource: TokenBalanceSource | undefined
  /**
   * The last token refresh failed: `tokenBalances`, when not empty, are the last ones
   * fetched, not current ones, and must be shown as out of date.
   */
  tokenBalancesStale: boolean
  /** docs/errors.md#networks-and-addresses: the network is unsupported or the last fetch failed ('Token Balance Unavailable'). */
  tokenBalancesUnavailable: boolean
  nativeBalance: string | undefined
  nativeSymbol: string | undefined
  /**
   * The last native refresh failed: `nativeBalance`, when set, is the last amount fetched,
   * not a current one, and must be shown as out of date.
   */
  nativeBalanceStale: boolean
  loading: boolean
  /** When the last fetch failed (docs/account-features.md#balances: retries within 30 s return an empty list). */
  lastFailedFetchAt: number | undefined
}

export type BalanceDeps = {
  getActiveAccount: () => BalanceAccount | undefined
  /** Whether the network is one of the configured ones Keyway can read balances on. */
  isNetworkSupported: (caipNetworkId: CaipNetworkId) => boolean
  /**
   * Blockchain API balance lookup (docs/services.md#calls GET /v1/account/{address}/balance, currency usd);
   * absent when no blockchain API endpoint is set.
   */
  fetchBalances?: ((parameters: FetchBalancesParameters) => Promise<TokenBalance[]>) | undefined
  /**
   * Wallet asset discovery (docs/account-features.md#balances wallet_getAssets); resolves undefined when the wallet's
   * capabilities do not allow it on this network.
   */
  fetchWalletAssets?:
    | ((parameters: FetchBalancesParameters) => Promise<TokenBalance[] | undefined>)
    | undefined
  /** The dapp's configured tokens of the network over chain RPC (native excluded). */
  fetchChainTokenBalances: (parameters: FetchBalancesParameters) => Promise<TokenBalance[]>
  /** The native balance from the chain (through the active adapter). */
  fetchNativeBalance: (parameters: FetchBalancesParameters) => Promise<NativeBalance>
  /** Shows the error banner (the notification controller's showError, which logs the cause). */
  showError: (error: TokenBalanceUnavailableError) => void
  now: () => number
}

export type FetchOptions = {
  signal?: AbortSignal | undefined
  /** Ask the source again even when the answer in hand is within its cache window. */
  force?: boolean | undefined
}
