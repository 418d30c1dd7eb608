/**
 * Balance controller: token and native balances of the active account (spec §1 Balances,
 * §4 Balance fetch, §5, §8 'Token Balance Unavailable').
 */
import { proxy } from 'valtio/vanilla'
import type { CaipNetworkId, ChainNamespace } from '../chains/types.js'
import { FEATURE_NAMESPACES } from '../constants/features.js'
import { BALANCE_RETRY_WINDOW_MS } from '../constants/timing.js'
import { TokenBalanceUnavailableError } from '../errors/account.js'
import type { TokenBalance } from '../types/account.js'

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
  /** Shows the error banner (the notification controller's showError). */
  showError: (message: string) => void
  now: () => number
}

export type FetchOptions = { signal?: AbortSignal | undefined }

/** spec §5: balances whose quantity has zero decimals are filtered out. */
export function filterZeroDecimalBalances(balances: readonly TokenBalance[]): TokenBalance[] {
  return balances.filter((balance) => balance.quantity.decimals !== '0')
}

export function createBalanceController(deps: BalanceDeps) {
  const state = proxy<BalanceState>({
    tokenBalances: [],
    nativeBalance: undefined,
    nativeSymbol: undefined,
    loading: false,
    lastFailedFetchAt: undefined,
  })

  /** spec §1 (balances on eip155 and solana) and the blockchain API's own list. */
  function isSupported(account: BalanceAccount): boolean {
    const namespaces: readonly ChainNamespace[] = FEATURE_NAMESPACES.balances
    return (
      namespaces.includes(account.chainNamespace) && deps.isNetworkSupported(account.caipNetworkId)
    )
  }

  function showUnavailable() {
    deps.showError(new TokenBalanceUnavailableError().shortMessage)
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
    state.loading = true
    try {
      const balances = filterZeroDecimalBalances(
        await deps.fetchBalances({
          address: account.address,
          caipNetworkId: account.caipNetworkId,
          signal: options.signal,
        }),
      )
      state.tokenBalances = balances
      state.lastFailedFetchAt = undefined
      return balances
    } catch {
      state.lastFailedFetchAt = deps.now()
      state.tokenBalances = []
      showUnavailable()
      return []
    } finally {
      state.loading = false
    }
  }

  /**
   * Fetches the native balance and symbol. spec §5: on an unsupported network chain calls
   * return empty defaults (no balance, the network's symbol).
   */
  // Which native fetch is the newest: an older one (another account or network, e.g. of a
  // namespace no longer active) that settles later must not overwrite its answer.
  let nativeFetches = 0
  // The account and network the stored native balance belongs to.
  let nativeFor: string | undefined

  async function fetchNativeBalance(
    options: FetchOptions = {},
  ): Promise<NativeBalance | undefined> {
    const fetchNumber = ++nativeFetches
    const account = deps.getActiveAccount()
    if (!account || !isSupported(account)) {
      state.nativeBalance = undefined
      state.nativeSymbol = account?.nativeSymbol
      nativeFor = undefined
      return undefined
    }
    // Another account or network (e.g. the active namespace changed): the balance shown
    // until now is not this one's, so nothing is shown while it loads.
    const key = `${account.caipNetworkId}:${account.address}`
    if (nativeFor !== key) {
      state.nativeBalance = undefined
      state.nativeSymbol = account.nativeSymbol
      nativeFor = key
    }
    const native = await deps.fetchNativeBalance({
      address: account.address,
      caipNetworkId: account.caipNetworkId,
      signal: options.signal,
    })
    if (fetchNumber === nativeFetches && !options.signal?.aborted) {
      state.nativeBalance = native.balance
      state.nativeSymbol = native.symbol || account.nativeSymbol
    }
    return native
  }

  function reset() {
    nativeFetches += 1
    nativeFor = undefined
    state.tokenBalances = []
    state.nativeBalance = undefined
    state.nativeSymbol = undefined
    state.loading = false
    state.lastFailedFetchAt = undefined
  }

  return { state, fetchTokenBalances, fetchNativeBalance, reset }
}

export type BalanceController = ReturnType<typeof createBalanceController>
