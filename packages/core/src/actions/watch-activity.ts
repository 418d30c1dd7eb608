import { subscribe } from 'valtio/vanilla'
import type { KeywayClient } from '../client/create-keyway.js'
import { type ActivitySnapshot, readActivity } from './activity-snapshot.js'

export type WatchActivityParameters = {
  onChange: (activity: ActivitySnapshot, previous: ActivitySnapshot) => void
}

export type WatchActivityReturnType = () => void

function same(a: ActivitySnapshot, b: ActivitySnapshot): boolean {
  return (
    a.transactions === b.transactions &&
    a.onrampTransactionsByYear === b.onrampTransactionsByYear &&
    a.loading === b.loading &&
    a.fetched === b.fetched &&
    a.empty === b.empty &&
    a.hasMore === b.hasMore &&
    a.error === b.error
  )
}

/**
 * Calls `onChange` whenever the history kept by the client changes (a page arrives, a
 * fetch starts or fails, another account or network resets it); returns the unwatch. It
 * only watches: call `getActivity` and `loadMoreActivity` to fetch.
 */
export function watchActivity(
  client: KeywayClient,
  parameters: WatchActivityParameters,
): WatchActivityReturnType {
  let current = readActivity(client)
  return subscribe(client._internal.transactions.state, () => {
    const next = readActivity(client)
    if (same(next, current)) return
    const previous = current
    current = next
    parameters.onChange(next, previous)
  })
}
