import { subscribe } from 'valtio/vanilla'
import type { KeywayClient } from '../client/create-keyway.js'
import { type GetSwapStateReturnType, getSwapState } from './get-swap-state.js'

export type WatchSwapParameters = {
  onChange: (state: GetSwapStateReturnType, previous: GetSwapStateReturnType) => void
}

export type WatchSwapReturnType = () => void

/** Calls `onChange` whenever the swap form, its quote or its steps change; returns the unwatch. */
export function watchSwap(
  client: KeywayClient,
  parameters: WatchSwapParameters,
): WatchSwapReturnType {
  let current = getSwapState(client)
  return subscribe(client._internal.swap.state, () => {
    const next = getSwapState(client)
    const previous = current
    current = next
    parameters.onChange(next, previous)
  })
}
