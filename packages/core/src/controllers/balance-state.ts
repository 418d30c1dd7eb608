/**
 * The balances' state, made with the client: views and watchers read and subscribe to it
 * before the balance controller's code has loaded (it loads with the first fetch).
 */
import { proxy } from 'valtio/vanilla'
import type { BalanceState } from './balance-types.js'

export function createBalanceState(): BalanceState {
  return proxy<BalanceState>({
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
}
