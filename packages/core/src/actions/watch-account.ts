import type { KeywayClient } from '../client/create-keyway.js'
import { shallowEqual } from '../utils/shallow-equal.js'
import { type GetAccountParameters, type GetAccountReturnType, getAccount } from './get-account.js'

export type WatchAccountParameters = GetAccountParameters & {
  /** Called when any field of the account changes (address, status, namespace...). */
  onChange: (account: GetAccountReturnType, previous: GetAccountReturnType) => void
}

export type WatchAccountReturnType = () => void

/** Calls `onChange` whenever `getAccount` would answer differently; returns the unwatch. */
export function watchAccount(
  client: KeywayClient,
  parameters: WatchAccountParameters,
): WatchAccountReturnType {
  const { onChange, ...query } = parameters
  let current = getAccount(client, query)
  return client.subscribe(() => {
    const next = getAccount(client, query)
    if (shallowEqual(next, current)) return
    const previous = current
    current = next
    onChange(next, previous)
  })
}
