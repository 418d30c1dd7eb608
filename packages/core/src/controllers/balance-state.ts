/**
 * The balances' state, made with the client: views and watchers read and subscribe to it
 * before the balance controller's code has loaded (it loads with the first fetch).
 */
import { proxy } from 'valtio/vanilla'
import type { TokenBalance } from '../types/account.js'
import type { BalanceState } from './balance-types.js'

/** The token list's part of the state when there is none (at start, for another account). */
export function noTokenBalances() {
  return {
    tokenBalances: [],
    tokenBalancesTotalValue: undefined,
    tokenBalancesFor: undefined,
    tokenBalancesSource: undefined,
    tokenBalancesStale: false,
    tokenBalancesUnavailable: false,
  } satisfies Partial<BalanceState>
}

export function createBalanceState(): BalanceState {
  return proxy<BalanceState>({
    ...noTokenBalances(),
    nativeBalance: undefined,
    nativeSymbol: undefined,
    nativeBalanceStale: false,
    loading: false,
    lastFailedFetchAt: undefined,
  })
}

/**
 * A token-balance fetch whose code did not load (its chunk did not arrive, offline): like a
 * failed source, the list shown is marked unavailable for the account asking, and the fetch
 * answers an empty list, for it never throws (balance.ts) and views call it without waiting.
 */
export function tokenBalancesNotLoaded(state: BalanceState, hasAccount: boolean): TokenBalance[] {
  if (hasAccount) state.tokenBalancesUnavailable = true
  return []
}
