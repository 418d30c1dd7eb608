import type { KeywayClient } from '../client/create-keyway.js'
import { getSendState, type SendStateSnapshot } from './get-send-state.js'

export type WatchSendParameters = {
  onChange: (state: SendStateSnapshot, previous: SendStateSnapshot) => void
}

export type WatchSendReturnType = () => void

function same(a: SendStateSnapshot, b: SendStateSnapshot): boolean {
  return (Object.keys(a) as (keyof SendStateSnapshot)[]).every((key) => a[key] === b[key])
}

/** Calls `onChange` whenever the send form or its loading flag changes; returns the unwatch. */
export function watchSend(
  client: KeywayClient,
  parameters: WatchSendParameters,
): WatchSendReturnType {
  let current = getSendState(client)
  return client.subscribe(() => {
    const next = getSendState(client)
    if (same(next, current)) return
    const previous = current
    current = next
    parameters.onChange(next, previous)
  })
}
