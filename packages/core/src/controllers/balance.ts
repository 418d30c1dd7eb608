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
import { NATIVE_BALANCE_CACHE_MS, PORTFOLIO_BALANCE_CACHE_MS } from '../constants/timing.js'
import { TokenBalanceUnavailableError } from '../errors/account.js'
import { RequestAbortedError } from '../errors/embedded-wallet.js'
import type { TokenBalance } from '../types/account.js'
import { createSharedCalls } from '../utils/shared-calls.js'
import { balanceKey, isBalanceSupported } from './balance-rules/account.js'
import { isCachedAnswerUsable } from './balance-rules/cache.js'
import { type BalanceFailure, isRetryBlocked, recordFailure } from './balance-rules/retry-window.js'
import {
  type FetchBalancesParameters,
  loadTokenBalances as loadFromSources,
  type NativeBalance,
  type TokenBalanceSource,
} from './balance-rules/token-sources.js'
import { totalTokenValue } from './token-balance-sources.js'

export {
  type FetchBalancesParameters,
  filterZeroDecimalBalances,
  type NativeBalance,
  type TokenBalanceSource,
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
  // When the shown answers were fetched (their cache windows).
  let tokensFetchedAt: number | undefined
  let nativeFetchedAt: number | undefined
  // The last failed fetches (the retry window is per account and network).
  let tokensFailure: BalanceFailure | undefined
  let nativeFailure: BalanceFailure | undefined
  // The unsupported account and network whose 'Token Balance Unavailable' has been shown.
  let unsupportedShownFor: string | undefined
  // The account and network the stored native balance belongs to. An answer for another
  // one (e.g. of a namespace no longer active) that settles later is not stored.
  let nativeFor: string | undefined

  function showUnavailable(cause?: unknown) {
    deps.showError(new TokenBalanceUnavailableError(cause === undefined ? {} : { cause }))
  }

  /** Whether `key` is still the active account's (an answer for another is not stored). */
  function startedFor(key: string): boolean {
    const account = deps.getActiveAccount()
    return account !== undefined && balanceKey(account) === key
  }

  /** No token list: before the first answer, for another account, after a reset. */
  function clearTokens() {
    Object.assign(state, {
      tokenBalances: [],
      tokenBalancesTotalValue: undefined,
      tokenBalancesFor: undefined,
      tokenBalancesSource: undefined,
      tokenBalancesStale: false,
      tokenBalancesUnavailable: false,
    })
    tokensFetchedAt = undefined
  }

  /** Another account or network: the list shown until now is not this one's. */
  function startTokensFor(key: string) {
    if (state.tokenBalancesFor !== key) clearTokens()
  }

  /**
   * Fetches the token balances of the active account; never throws. An answer within its
   * cache window is returned without asking again (unless `force`); within 30 s of a
   * failure the answer is an empty list (balance-rules/retry-window.ts).
   */
  async function fetchTokenBalances(options: FetchOptions = {}): Promise<TokenBalance[]> {
    const account = deps.getActiveAccount()
    if (!account) return []
    const key = balanceKey(account)
    startTokensFor(key)
    if (!isBalanceSupported(deps, account)) {
      state.tokenBalancesUnavailable = true
      // Said once per account and network: the poll and every reader ask again, and a
      // banner each time would cover the view the user needs to switch networks.
      if (unsupportedShownFor !== key) showUnavailable()
      unsupportedShownFor = key
      return []
    }
    unsupportedShownFor = undefined
    if (isRetryBlocked(deps, { failure: tokensFailure, key })) {
      // The last list stays, marked stale. The failure may have come while the account was
      // still settling (not active yet), so it is said again for the account asking now:
      // never an endless "loading".
      state.tokenBalancesUnavailable = true
      return []
    }
    const cached = isCachedAnswerUsable(deps, {
      fetchedAt: tokensFetchedAt,
      maxAgeMs: PORTFOLIO_BALANCE_CACHE_MS,
      stale: state.tokenBalancesStale,
      force: options.force,
    })
    if (cached) return state.tokenBalances
    return tokenCalls
      .share(key, (signal) => refreshTokenBalances(account, key, signal), options.signal)
      .catch(() => [])
  }

  async function refreshTokenBalances(
    account: BalanceAccount,
    key: string,
    signal: AbortSignal,
  ): Promise<TokenBalance[]> {
    state.loading = true
    try {
      const sources = { ...deps, fetchNativeBalance }
      const { balances, source } = await loadFromSources(sources, { account, signal })
      if (startedFor(key)) {
        Object.assign(state, {
          tokenBalances: balances,
          tokenBalancesTotalValue: totalTokenValue(balances),
          tokenBalancesFor: key,
          tokenBalancesSource: source,
          tokenBalancesStale: false,
          tokenBalancesUnavailable: false,
          lastFailedFetchAt: undefined,
        })
        tokensFetchedAt = deps.now()
        tokensFailure = undefined
      }
      return balances
    } catch (cause) {
      // Every caller left: nothing failed, nobody is waiting for a banner.
      if (signal.aborted) return []
      tokensFailure = recordFailure(deps, { key })
      state.lastFailedFetchAt = tokensFailure.at
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

  /** Another account or network: nothing is shown while its native balance loads. */
  function startNativeFor(key: string | undefined, symbol: string | undefined) {
    if (key !== undefined && nativeFor === key) return
    Object.assign(state, {
      nativeBalance: undefined,
      nativeSymbol: symbol,
      nativeBalanceStale: false,
    })
    nativeFor = key
    nativeFetchedAt = undefined
    nativeFailure = undefined
  }

  /**
   * Fetches the native balance and symbol; one within its cache window is returned without
   * asking again, and within 30 s of a failure nothing is asked, unless `force`. On an
   * unsupported network there is no balance (the network's symbol). A failure rejects with
   * TokenBalanceUnavailableError (the library's error as its cause), shows the banner, and
   * keeps the last amount marked stale.
   */
  async function fetchNativeBalance(
    options: FetchOptions = {},
  ): Promise<NativeBalance | undefined> {
    const account = deps.getActiveAccount()
    if (!account || !isBalanceSupported(deps, account)) {
      startNativeFor(undefined, account?.nativeSymbol)
      return undefined
    }
    const key = balanceKey(account)
    startNativeFor(key, account.nativeSymbol)
    // Nobody asks again (the poll, another reader) unless the visitor does (force); the
    // last amount stays marked stale meanwhile.
    if (isRetryBlocked(deps, { failure: nativeFailure, key, force: options.force })) {
      throw new TokenBalanceUnavailableError()
    }
    const cached = isCachedAnswerUsable(deps, {
      fetchedAt: state.nativeBalance === undefined ? undefined : nativeFetchedAt,
      maxAgeMs: NATIVE_BALANCE_CACHE_MS,
      stale: state.nativeBalanceStale,
      force: options.force,
    })
    if (cached) {
      if (options.signal?.aborted) throw new RequestAbortedError({ cause: options.signal.reason })
      return { balance: state.nativeBalance ?? '', symbol: state.nativeSymbol ?? '' }
    }
    return nativeCalls.share(
      key,
      (signal) => refreshNativeBalance(account, key, signal),
      options.signal,
    )
  }

  async function refreshNativeBalance(
    account: BalanceAccount,
    key: string,
    signal: AbortSignal,
  ): Promise<NativeBalance> {
    let native: NativeBalance
    try {
      const { address, caipNetworkId } = account
      native = await deps.fetchNativeBalance({ address, caipNetworkId, signal })
    } catch (cause) {
      if (signal.aborted) throw new RequestAbortedError({ cause })
      const error = new TokenBalanceUnavailableError({ cause })
      if (nativeFor === key) {
        // Never shown as current: the last amount stays, marked as out of date.
        state.nativeBalanceStale = true
        nativeFailure = recordFailure(deps, { key })
        deps.showError(error)
      }
      throw error
    }
    if (nativeFor === key && !signal.aborted) {
      state.nativeBalance = native.balance
      state.nativeSymbol = native.symbol || account.nativeSymbol
      state.nativeBalanceStale = false
      nativeFetchedAt = deps.now()
      nativeFailure = undefined
    }
    return native
  }

  function reset() {
    nativeFor = undefined
    nativeFetchedAt = undefined
    nativeFailure = undefined
    tokensFetchedAt = undefined
    tokensFailure = undefined
    // Calls still in flight belong to the account just reset; nobody joins them any more.
    tokenCalls.clear()
    nativeCalls.clear()
    clearTokens()
    Object.assign(state, {
      nativeBalance: undefined,
      nativeSymbol: undefined,
      nativeBalanceStale: false,
      loading: false,
      lastFailedFetchAt: undefined,
    })
  }

  return { state, fetchTokenBalances, fetchNativeBalance, reset }
}

export type BalanceController = ReturnType<typeof createBalanceController>
