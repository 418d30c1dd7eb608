/**
 * Balance controller: token and native balances of the active account (docs/account-features.md#balances,
 * docs/account-features.md#balances, docs/validation.md#balances-and-activity, docs/errors.md#texts-that-are-not-errors 'Token Balance Unavailable', docs/limits.md#cache-expiry cache expiries).
 *
 * Token balances come from the first source that applies (docs/services.md#calls): the blockchain API
 * when its endpoint is set, else wallet asset discovery when the wallet's capabilities
 * allow it, else chain RPC (the native balance and the dapp's configured tokens). An answer
 * is kept for its cache window per account and network; identical asks in flight share one
 * request (utils/shared-calls.ts).
 *
 * The controller keeps the state; its rules (retry window, cache window, which accounts
 * have balances, source order) are plain functions in balance-rules/, and the native
 * balance is balance-native.ts.
 */
import { hasNamespaceFeature } from '../constants/features.js'
import { PORTFOLIO_BALANCE_CACHE_MS } from '../constants/service-timing.js'
import { TokenBalanceUnavailableError } from '../errors/account.js'
import type { TokenBalance } from '../types/account.js'
import { createSharedCalls } from '../utils/shared-calls.js'
import { createNativeBalance } from './balance-native.js'
import { balanceKey, isBalanceSupported } from './balance-rules/account.js'
import { isCachedAnswerUsable } from './balance-rules/cache.js'
import { type BalanceFailure, isRetryBlocked, recordFailure } from './balance-rules/retry-window.js'
import { loadTokenBalances as loadFromSources } from './balance-rules/token-sources.js'
import { createBalanceState, noTokenBalances } from './balance-state.js'
import type { BalanceAccount, BalanceDeps, BalanceState, FetchOptions } from './balance-types.js'
import { totalTokenValue } from './token-balance-sources.js'

export {
  type FetchBalancesParameters,
  filterZeroDecimalBalances,
  type NativeBalance,
  type TokenBalanceSource,
} from './balance-rules/token-sources.js'
export type { BalanceAccount, BalanceDeps, BalanceState, FetchOptions } from './balance-types.js'

/**
 * The controller over `state`: the client makes the state with itself and this controller
 * on the first fetch (balance-wiring.ts); a test may let it make its own.
 */
export function createBalanceController(
  deps: BalanceDeps,
  state: BalanceState = createBalanceState(),
) {
  const tokenCalls = createSharedCalls<TokenBalance[]>()
  const native = createNativeBalance(state, deps)
  const { fetchNativeBalance } = native
  // When the shown list was fetched (its cache window).
  let tokensFetchedAt: number | undefined
  // The last failed fetch (the retry window is per account and network).
  let tokensFailure: BalanceFailure | undefined
  // The unsupported account and network whose 'Token Balance Unavailable' has been shown.
  let unsupportedShownFor: string | undefined

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
    Object.assign(state, noTokenBalances())
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
    // A namespace without balances (bip122) is not a failure: no list, no banner.
    if (!hasNamespaceFeature(account.chainNamespace, 'balances')) return []
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
      .share(
        key,
        (signal) => refreshTokenBalances(account, key, signal, options.force === true),
        options.signal,
      )
      .catch(() => [])
  }

  async function refreshTokenBalances(
    account: BalanceAccount,
    key: string,
    signal: AbortSignal,
    force: boolean,
  ): Promise<TokenBalance[]> {
    state.loading = true
    try {
      const sources = { ...deps, fetchNativeBalance }
      const { balances, source } = await loadFromSources(sources, { account, signal, force })
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

  function reset() {
    native.reset()
    tokensFetchedAt = undefined
    tokensFailure = undefined
    // Calls still in flight belong to the account just reset; nobody joins them any more.
    tokenCalls.clear()
    clearTokens()
    Object.assign(state, {
      loading: false,
      lastFailedFetchAt: undefined,
    })
  }

  return { state, fetchTokenBalances, fetchNativeBalance, reset }
}

export type BalanceController = ReturnType<typeof createBalanceController>
