import { subscribe } from 'valtio/vanilla'
import type { KeywayClient } from '../client/create-keyway.js'
import { type GetOnrampStateReturnType, getOnrampState } from './get-onramp-state.js'

export type WatchOnrampParameters = {
  onChange: (state: GetOnrampStateReturnType, previous: GetOnrampStateReturnType) => void
}

export type WatchOnrampReturnType = () => void

/** Calls `onChange` whenever the purchase form, its quote or its provider change; returns the unwatch. */
export function watchOnramp(
  client: KeywayClient,
  parameters: WatchOnrampParameters,
): WatchOnrampReturnType {
  let current = getOnrampState(client)
  return subscribe(client._internal.onramp.state, () => {
    const next = getOnrampState(client)
    const previous = current
    current = next
    parameters.onChange(next, previous)
  })
}
