import type { KeywayClient } from '../client/create-keyway.js'
import { shallowEqual } from '../utils/shallow-equal.js'
import { type GetNetworkReturnType, getNetwork } from './get-network.js'

export type WatchNetworkParameters = {
  onChange: (network: GetNetworkReturnType, previous: GetNetworkReturnType) => void
}

export type WatchNetworkReturnType = () => void

/** Calls `onChange` whenever the active network or namespace changes; returns the unwatch. */
export function watchNetwork(
  client: KeywayClient,
  parameters: WatchNetworkParameters,
): WatchNetworkReturnType {
  let current = getNetwork(client)
  return client.subscribe(() => {
    const next = getNetwork(client)
    if (shallowEqual(next, current)) return
    const previous = current
    current = next
    parameters.onChange(next, previous)
  })
}
