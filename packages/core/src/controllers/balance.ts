/**
 * Balance controller: token and native balances of the active account (spec §1 Balances,
 * §4 Balance fetch, §5, §8 'Token Balance Unavailable', §9 cache expiries).
 *
 * Token balances come from the first source that applies (spec §7): the blockchain API
 * when its endpoint is set, else wallet asset discovery when the wallet's capabilities
 * allow it, else chain RPC (the native balance and the dapp's configured tokens). An answer
 * is kept for its cache window per account and network; identical asks in flight share one
 * request (utils/shared-calls.ts).
 */
import { proxy } from 'valtio/vanilla'
import type { CaipNetworkId, ChainNamespace, NativeCurrency } from '../chains/types.js'
import { FEATURE_NAMESPACES } from '../constants/features.js'
import {
  BALANCE_RETRY_WINDOW_MS,
  NATIVE_BALANCE_CACHE_MS,
  PORTFOLIO_BALANCE_CACHE_MS,
} from '../constants/timing.js'
import { TokenBalanceUnavailableError } from '../errors/account.js'
import { RequestAbortedError } from '../errors/embedded-wallet.js'
import type { TokenBalance } from '../types/account.js'
import { createSharedCalls } from '../utils/shared-calls.js'
import { nativeTokenBalance, totalTokenValue } from './token-balance-sources.js'

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

export type FetchBalancesParameters = {
  address: string
  caipNetworkId: CaipNetworkId
  signal?: AbortSignal | undefined
}

export type NativeBalance = { balance: string; symbol: string }

/** Where the token balances shown came from (spec §7). */
export type TokenBalanceSource = 'blockchainApi' | 'walletAssets' | 'chainRpc'

export type BalanceState = {
  tokenBalances: TokenBalance[]
  /** USD total of `tokenBalances`, when every entry's value is known (spec §3 value). */
  tokenBalancesTotalValue: number | undefined
  /** `caipNetworkId:address` the token balances belong to; undefined before the first answer. */
  tokenBalancesFor: string | undefined
  tokenBalancesSource: TokenBalanceSource | undefined
  /**
   * The last token refresh failed: `tokenBalances`, when not empty, are the last ones
   * fetched, not current ones, and must be shown as out of date.
   */
  tokenBalancesStale: boolean
  /** spec §8: the network is unsupported or the last fetch failed ('Token Balance Unavailable'). */
  tokenBalancesUnavailable: boolean
  nativeBalance: string | undefined
  nativeSymbol: string | undefined
  /**
   * The last native refresh failed: `nativeBalance`, when set, is the last amount fetched,
   * not a current one, and must be shown as out of date.
   */
  nativeBalanceStale: boolean
  loading: boolean
  /** When the last fetch failed (spec §4: retries within 30 s return an empty list). */
  lastFailedFetchAt: number | undefined
}

export type BalanceDeps = {
  getActiveAccount: () => BalanceAccount | undefined
  /** Whether the network is one of the configured ones Keyway can read balances on. */
  isNetworkSupported: (caipNetworkId: CaipNetworkId) => boolean
  /**
   * Blockchain API balance lookup (spec §7 GET /v1/account/{address}/balance, currency usd);
   * absent when no blockchain API endpoint is set.
   */
  fetchBalances?: ((parameters: FetchBalancesParameters) => Promise<TokenBalance[]>) | undefined
  /**
   * Wallet asset discovery (spec §7 wallet_getAssets); resolves undefined when the wallet's
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

/** spec §5: balances whose quantity has zero decimals are filtered out. */
export function filterZeroDecimalBalances(balances: readonly TokenBalance[]): TokenBalance[] {
  return balances.filter((balance) => balance.quantity.decimals !== '0')
}

/** Which account on which network a balance belongs to. */
function balanceKey(account: BalanceAccount): string {
  return `${account.caipNetworkId}:${account.address}`
}

type Loaded = { balances: TokenBalance[]; source: TokenBalanceSource }

export function createBalanceController(deps: BalanceDeps) {
  const state = proxy<BalanceState>({
    tokenBalances: [],
    tokenBalancesTotalValue: undefined,
    tokenBalancesFor: undefined,
    tokenBalancesSource: undefined,
    tokenBalancesStale: false,
    tokenBalancesUnavailable: false,
    nativeBalance: undefined,
    nativeSymbol: undefined,
    nativeBalanceStale: false,
    loading: false,
    lastFailedFetchAt: undefined,
  })
  const tokenCalls = createSharedCalls<TokenBalance[]>()
  const nativeCalls = createSharedCalls<NativeBalance>()
  // When the shown answers were fetched (spec §9 cache expiries), per key.
  let tokensFetchedAt: number | undefined
  let nativeFetchedAt: number | undefined
  // When the last native read of `nativeFor` failed (spec §4 retry window).
  let nativeFailedAt: number | undefined
  // The key whose last token fetch failed (spec §4 retry window is per account and network).
  let failedFor: string | undefined
  // The unsupported account and network whose 'Token Balance Unavailable' has been shown.
  let unsupportedShownFor: string | undefined

  /** spec §1 (balances on eip155 and solana) and the configured networks. */
  function isSupported(account: BalanceAccount): boolean {
    const namespaces: readonly ChainNamespace[] = FEATURE_NAMESPACES.balances
    return (
      namespaces.includes(account.chainNamespace) && deps.isNetworkSupported(account.caipNetworkId)
    )
  }

  function showUnavailable(cause?: unknown) {
    deps.showError(new TokenBalanceUnavailableError(cause === undefined ? {} : { cause }))
  }

  /** Another account or network: the list shown until now is not this one's. */
  function startTokensFor(key: string) {
    if (state.tokenBalancesFor === key) return
    state.tokenBalances = []
    state.tokenBalancesTotalValue = undefined
    state.tokenBalancesFor = undefined
    state.tokenBalancesSource = undefined
    state.tokenBalancesStale = false
    state.tokenBalancesUnavailable = false
    tokensFetchedAt = undefined
  }

  /**
   * Fetches the token balances of the active account; never throws. An answer younger
   * than spec §9's portfolio cache expiry is returned without asking again (unless
   * `force`); within 30 s of a failure the answer is an empty list (spec §4).
   */
  async function fetchTokenBalances(options: FetchOptions = {}): Promise<TokenBalance[]> {
    const account = deps.getActiveAccount()
    if (!account) return []
    const key = balanceKey(account)
    if (!isSupported(account)) {
      startTokensFor(key)
      state.tokenBalancesUnavailable = true
      // Said once per account and network: the poll and every reader ask again, and a
      // banner each time would cover the view the user needs to switch networks.
      if (unsupportedShownFor !== key) showUnavailable()
      unsupportedShownFor = key
      return []
    }
    unsupportedShownFor = undefined
    startTokensFor(key)
    const lastFailure = state.lastFailedFetchAt
    if (
      failedFor === key &&
      lastFailure !== undefined &&
      deps.now() - lastFailure < BALANCE_RETRY_WINDOW_MS
    ) {
      // spec §4: do not hammer a failing source; the last list stays, marked stale. The
      // failure may have come while the account was still settling (not active yet), so it
      // is said again for the account asking now: never an endless "loading".
      if (startedFor(key)) state.tokenBalancesUnavailable = true
      return []
    }
    const fresh =
      tokensFetchedAt !== undefined && deps.now() - tokensFetchedAt < PORTFOLIO_BALANCE_CACHE_MS
    if (!options.force && fresh && !state.tokenBalancesStale) return state.tokenBalances
    return tokenCalls
      .share(key, (signal) => loadTokenBalances(account, key, signal), options.signal)
      .catch(() => [])
  }

  /** spec §7 source order: blockchain API, wallet asset discovery, chain RPC. */
  async function loadFromSources(account: BalanceAccount, signal: AbortSignal): Promise<Loaded> {
    const parameters = { address: account.address, caipNetworkId: account.caipNetworkId, signal }
    if (deps.fetchBalances) {
      return { balances: await deps.fetchBalances(parameters), source: 'blockchainApi' }
    }
    if (deps.fetchWalletAssets) {
      // A wallet that fails to answer is not a failing service: chain RPC still can.
      const assets = await deps.fetchWalletAssets(parameters).catch((error: unknown) => {
        if (signal.aborted) throw error
        return undefined
      })
      if (assets) return { balances: assets, source: 'walletAssets' }
    }
    const [native, tokens] = await Promise.all([
      fetchNativeBalance({ signal }),
      deps.fetchChainTokenBalances(parameters),
    ])
    const currency = account.nativeCurrency
    const nativeEntry =
      native && currency
        ? [
            nativeTokenBalance(
              native.balance,
              { ...currency, symbol: native.symbol || currency.symbol },
              account.caipNetworkId,
            ),
          ]
        : []
    return { balances: [...nativeEntry, ...tokens], source: 'chainRpc' }
  }

  async function loadTokenBalances(
    account: BalanceAccount,
    key: string,
    signal: AbortSignal,
  ): Promise<TokenBalance[]> {
    state.loading = true
    try {
      const { balances: loaded, source } = await loadFromSources(account, signal)
      const balances = filterZeroDecimalBalances(loaded)
      if (startedFor(key)) {
        state.tokenBalances = balances
        state.tokenBalancesTotalValue = totalTokenValue(balances)
        state.tokenBalancesFor = key
        state.tokenBalancesSource = source
        state.tokenBalancesStale = false
        state.tokenBalancesUnavailable = false
        state.lastFailedFetchAt = undefined
        tokensFetchedAt = deps.now()
        failedFor = undefined
      }
      return balances
    } catch (cause) {
      // Every caller left: nothing failed, nobody is waiting for a banner.
      if (signal.aborted) return []
      state.lastFailedFetchAt = deps.now()
      failedFor = key
      if (startedFor(key)) {
        // Never shown as current: the last list stays, marked as out of date.
        state.tokenBalancesStale = state.tokenBalances.length > 0
        state.tokenBalancesUnavailable = true
        // A native failure has already said so (one banner per failure).
        if (!(cause instanceof TokenBalanceUnavailableError)) showUnavailable(cause)
      }
      return []
    } finally {
      state.loading = false
    }
  }

  /** Whether `key` is still the active account's (an answer for another is not stored). */
  function startedFor(key: string): boolean {
    const account = deps.getActiveAccount()
    return account !== undefined && balanceKey(account) === key
  }

  // The account and network the stored native balance belongs to. An answer for another
  // one (e.g. of a namespace no longer active) that settles later is not stored.
  let nativeFor: string | undefined

  /**
   * Fetches the native balance and symbol; one younger than spec §9's native cache expiry
   * is returned without asking again, and within 30 s of a failure nothing is asked (spec
   * §4), unless `force`. spec §5: on an unsupported network
   * chain calls return empty defaults (no balance, the network's symbol). A failure rejects
   * with TokenBalanceUnavailableError (spec §8, the library's error as its cause), shows the
   * banner, and keeps the last amount marked stale.
   */
  async function fetchNativeBalance(
    options: FetchOptions = {},
  ): Promise<NativeBalance | undefined> {
    const account = deps.getActiveAccount()
    if (!account || !isSupported(account)) {
      state.nativeBalance = undefined
      state.nativeSymbol = account?.nativeSymbol
      state.nativeBalanceStale = false
      nativeFor = undefined
      return undefined
    }
    // Another account or network (e.g. the active namespace changed): the balance shown
    // until now is not this one's, so nothing is shown while it loads.
    const key = balanceKey(account)
    if (nativeFor !== key) {
      state.nativeBalance = undefined
      state.nativeSymbol = account.nativeSymbol
      state.nativeBalanceStale = false
      nativeFor = key
      nativeFetchedAt = undefined
      nativeFailedAt = undefined
    }
    // spec §4: within 30 s of a failure nobody asks again (the poll, another reader) unless
    // the visitor does (force); the last amount stays marked stale meanwhile.
    if (
      !options.force &&
      nativeFailedAt !== undefined &&
      deps.now() - nativeFailedAt < BALANCE_RETRY_WINDOW_MS
    ) {
      throw new TokenBalanceUnavailableError()
    }
    const fresh =
      nativeFetchedAt !== undefined && deps.now() - nativeFetchedAt < NATIVE_BALANCE_CACHE_MS
    if (!options.force && fresh && state.nativeBalance !== undefined && !state.nativeBalanceStale) {
      if (options.signal?.aborted) throw new RequestAbortedError({ cause: options.signal.reason })
      return { balance: state.nativeBalance, symbol: state.nativeSymbol ?? '' }
    }
    return nativeCalls.share(
      key,
      (signal) => loadNativeBalance(account, key, signal),
      options.signal,
    )
  }

  async function loadNativeBalance(
    account: BalanceAccount,
    key: string,
    signal: AbortSignal,
  ): Promise<NativeBalance> {
    let native: NativeBalance
    try {
      native = await deps.fetchNativeBalance({
        address: account.address,
        caipNetworkId: account.caipNetworkId,
        signal,
      })
    } catch (cause) {
      if (signal.aborted) throw new RequestAbortedError({ cause })
      const error = new TokenBalanceUnavailableError({ cause })
      if (nativeFor === key) {
        // Never shown as current: the last amount stays, marked as out of date.
        state.nativeBalanceStale = true
        nativeFailedAt = deps.now()
        deps.showError(error)
      }
      throw error
    }
    if (nativeFor === key && !signal.aborted) {
      state.nativeBalance = native.balance
      state.nativeSymbol = native.symbol || account.nativeSymbol
      state.nativeBalanceStale = false
      nativeFetchedAt = deps.now()
      nativeFailedAt = undefined
    }
    return native
  }

  function reset() {
    nativeFor = undefined
    nativeFetchedAt = undefined
    nativeFailedAt = undefined
    tokensFetchedAt = undefined
    failedFor = undefined
    // Calls still in flight belong to the account just reset; nobody joins them any more.
    tokenCalls.clear()
    nativeCalls.clear()
    state.tokenBalances = []
    state.tokenBalancesTotalValue = undefined
    state.tokenBalancesFor = undefined
    state.tokenBalancesSource = undefined
    state.tokenBalancesStale = false
    state.tokenBalancesUnavailable = false
    state.nativeBalance = undefined
    state.nativeSymbol = undefined
    state.nativeBalanceStale = false
    state.loading = false
    state.lastFailedFetchAt = undefined
  }

  return { state, fetchTokenBalances, fetchNativeBalance, reset }
}

export type BalanceController = ReturnType<typeof createBalanceController>
