/**
 * The native balance of the active account, for the balance controller: one answer per
 * account and network, kept for its cache window (10 s), not asked again within 30 s of a
 * failure unless the visitor asks (balance-rules/), and never stored for an account no
 * longer active. Identical asks in flight share one call.
 */
import { NATIVE_BALANCE_CACHE_MS } from '../constants/service-timing.js'
import { TokenBalanceUnavailableError } from '../errors/account.js'
import { RequestAbortedError } from '../errors/embedded-wallet.js'
import { createSharedCalls } from '../utils/shared-calls.js'
import { balanceKey, isBalanceSupported } from './balance-rules/account.js'
import { isCachedAnswerUsable } from './balance-rules/cache.js'
import { type BalanceFailure, isRetryBlocked, recordFailure } from './balance-rules/retry-window.js'
import type { NativeBalance } from './balance-rules/token-sources.js'
import type { BalanceAccount, BalanceDeps, BalanceState, FetchOptions } from './balance-types.js'

export type NativeBalanceDeps = Pick<
  BalanceDeps,
  'getActiveAccount' | 'isNetworkSupported' | 'fetchNativeBalance' | 'showError' | 'now'
>

/** The native part of the controller: it writes `nativeBalance`, `nativeSymbol`, `nativeBalanceStale`. */
export function createNativeBalance(state: BalanceState, deps: NativeBalanceDeps) {
  const nativeCalls = createSharedCalls<NativeBalance>()
  // The account and network the stored native balance belongs to. An answer for another
  // one (e.g. of a namespace no longer active) that settles later is not stored.
  let nativeFor: string | undefined
  let nativeFetchedAt: number | undefined
  let nativeFailure: BalanceFailure | undefined

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

  return {
    fetchNativeBalance,
    reset() {
      nativeFor = undefined
      nativeFetchedAt = undefined
      nativeFailure = undefined
      nativeCalls.clear()
      Object.assign(state, {
        nativeBalance: undefined,
        nativeSymbol: undefined,
        nativeBalanceStale: false,
      })
    },
  }
}
