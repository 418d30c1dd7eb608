/**
 * Balance controller: token and native balances of the active account (spec §1 Balances,
 * §4 Balance fetch, §5, §8 'Token Balance Unavailable').
 */
import { proxy } from 'valtio/vanilla'
import type { CaipNetworkId, ChainNamespace } from '../chains/types.js'
import { FEATURE_NAMESPACES } from '../constants/features.js'
import { BALANCE_RETRY_WINDOW_MS } from '../constants/timing.js'
import { TokenBalanceUnavailableError } from '../errors/account.js'
import { RequestAbortedError } from '../errors/embedded-wallet.js'
import type { TokenBalance } from '../types/account.js'
import { createSharedCalls } from '../utils/shared-calls.js'

/** The active account and network, as the balance rules need them. */
export type BalanceAccount = {
  address: string
  caipNetworkId: CaipNetworkId
  chainNamespace: ChainNamespace
  /** The network's native currency symbol, used when the lookup gives none. */
  nativeSymbol?: string | undefined
}

export type FetchBalancesParameters = {
  address: string
  caipNetworkId: CaipNetworkId
  signal?: AbortSignal | undefined
}

export type NativeBalance = { balance: string; symbol: string }

export type BalanceState = {
  tokenBalances: TokenBalance[]
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
  /** Whether the blockchain API serves this network (spec §7 v1/supported-chains). */
  isNetworkSupported: (caipNetworkId: CaipNetworkId) => boolean
  /** Blockchain API balance lookup (spec §7 GET /v1/account/{address}/balance). */
  fetchBalances: (parameters: FetchBalancesParameters) => Promise<TokenBalance[]>
  /** The native balance from the chain (through the active adapter). */
  fetchNativeBalance: (parameters: FetchBalancesParameters) => Promise<NativeBalance>
  /** Shows the error banner (the notification controller's showError, which logs the cause). */
  showError: (error: TokenBalanceUnavailableError) => void
  now: () => number
}

export type FetchOptions = { signal?: AbortSignal | undefined }

/** spec §5: balances whose quantity has zero decimals are filtered out. */
export function filterZeroDecimalBalances(balances: readonly TokenBalance[]): TokenBalance[] {
  return balances.filter((balance) => balance.quantity.decimals !== '0')
}

/** Which account on which network a balance belongs to. */
function balanceKey(account: BalanceAccount): string {
  return `${account.caipNetworkId}:${account.address}`
}

export function createBalanceController(deps: BalanceDeps) {
  const state = proxy<BalanceState>({
    tokenBalances: [],
    nativeBalance: undefined,
    nativeSymbol: undefined,
    nativeBalanceStale: false,
    loading: false,
    lastFailedFetchAt: undefined,
  })
  const tokenCalls = createSharedCalls<TokenBalance[]>()
  const nativeCalls = createSharedCalls<NativeBalance>()

  /** spec §1 (balances on eip155 and solana) and the blockchain API's own list. */
  function isSupported(account: BalanceAccount): boolean {
    const namespaces: readonly ChainNamespace[] = FEATURE_NAMESPACES.balances
    return (
      namespaces.includes(account.chainNamespace) && deps.isNetworkSupported(account.caipNetworkId)
    )
  }

  function showUnavailable(cause?: unknown) {
    deps.showError(new TokenBalanceUnavailableError(cause === undefined ? {} : { cause }))
  }

  /** Fetches the token balances of the active account; never throws. */
  async function fetchTokenBalances(options: FetchOptions = {}): Promise<TokenBalance[]> {
    const account = deps.getActiveAccount()
    if (!account) return []
    if (!isSupported(account)) {
      state.tokenBalances = []
      showUnavailable()
      return []
    }
    const lastFailure = state.lastFailedFetchAt
    if (lastFailure !== undefined && deps.now() - lastFailure < BALANCE_RETRY_WINDOW_MS) {
      // spec §4: do not hammer a failing service; the UI shows an empty list meanwhile.
      return []
    }
    return tokenCalls
      .share(balanceKey(account), (signal) => loadTokenBalances(account, signal), options.signal)
      .catch(() => [])
  }

  async function loadTokenBalances(
    account: BalanceAccount,
    signal: AbortSignal,
  ): Promise<TokenBalance[]> {
    state.loading = true
    try {
      const balances = filterZeroDecimalBalances(
        await deps.fetchBalances({
          address: account.address,
          caipNetworkId: account.caipNetworkId,
          signal,
        }),
      )
      state.tokenBalances = balances
      state.lastFailedFetchAt = undefined
      return balances
    } catch (cause) {
      // Every caller left: nothing failed, nobody is waiting for a banner.
      if (signal.aborted) return []
      state.lastFailedFetchAt = deps.now()
      state.tokenBalances = []
      showUnavailable(cause)
      return []
    } finally {
      state.loading = false
    }
  }

  // The account and network the stored native balance belongs to. An answer for another
  // one (e.g. of a namespace no longer active) that settles later is not stored.
  let nativeFor: string | undefined

  /**
   * Fetches the native balance and symbol. spec §5: on an unsupported network chain calls
   * return empty defaults (no balance, the network's symbol). A failure rejects with
   * TokenBalanceUnavailableError (spec §8, the library's error as its cause), shows the
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
        deps.showError(error)
      }
      throw error
    }
    if (nativeFor === key && !signal.aborted) {
      state.nativeBalance = native.balance
      state.nativeSymbol = native.symbol || account.nativeSymbol
      state.nativeBalanceStale = false
    }
    return native
  }

  function reset() {
    nativeFor = undefined
    // Calls still in flight belong to the account just reset; nobody joins them any more.
    tokenCalls.clear()
    nativeCalls.clear()
    state.tokenBalances = []
    state.nativeBalance = undefined
    state.nativeSymbol = undefined
    state.nativeBalanceStale = false
    state.loading = false
    state.lastFailedFetchAt = undefined
  }

  return { state, fetchTokenBalances, fetchNativeBalance, reset }
}

export type BalanceController = ReturnType<typeof createBalanceController>
