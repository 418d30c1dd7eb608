import type { KeywayClient } from '../client/create-keyway.js'
import type { TokenBalance } from '../types/account.js'

/** What a watcher is told: the list shown now and how far it can be trusted. */
export type TokenBalancesSnapshot = {
  balances: readonly TokenBalance[]
  totalValue: number | undefined
  /** The last refresh failed: `balances` are the last ones known, not current ones. */
  stale: boolean
  /** docs/errors.md#texts-that-are-not-errors 'Token Balance Unavailable': unsupported network or a failed fetch. */
  unavailable: boolean
  loading: boolean
}

export type WatchTokenBalancesParameters = {
  onChange: (balances: TokenBalancesSnapshot, previous: TokenBalancesSnapshot) => void
}

export type WatchTokenBalancesReturnType = () => void

function read(client: KeywayClient): TokenBalancesSnapshot {
  const state = client._internal.balance.state
  return {
    balances: state.tokenBalances,
    totalValue: state.tokenBalancesTotalValue,
    stale: state.tokenBalancesStale,
    unavailable: state.tokenBalancesUnavailable,
    loading: state.loading,
  }
}

function same(a: TokenBalancesSnapshot, b: TokenBalancesSnapshot): boolean {
  return (
    a.balances === b.balances &&
    a.stale === b.stale &&
    a.unavailable === b.unavailable &&
    a.loading === b.loading
  )
}

/**
 * Calls `onChange` whenever the token balances kept by the client change (a fetch by any
 * reader, the modal's polling, a disconnect); returns the unwatch. It only watches: call
 * `getTokenBalances` to fetch.
 */
export function watchTokenBalances(
  client: KeywayClient,
  parameters: WatchTokenBalancesParameters,
): WatchTokenBalancesReturnType {
  let current = read(client)
  return client.subscribe(() => {
    const next = read(client)
    if (same(next, current)) return
    const previous = current
    current = next
    parameters.onChange(next, previous)
  })
}
