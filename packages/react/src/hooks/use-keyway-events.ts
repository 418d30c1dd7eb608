/** The toolkit's tracked events (modal open/close, connect success...), spec §7 analytics. */
import type { TrackedEvent } from '@keyway/core'
import { useEffect, useRef } from 'react'
import { useSnapshot } from 'valtio/react'
import type { Snapshot } from 'valtio/vanilla'
import { useKeywayClient } from '../context/keyway-context.js'

export type KeywayEventListener = (event: TrackedEvent) => void

export type UseKeywayEventsReturnType = {
  /** The last event tracked, if any. */
  data: Snapshot<TrackedEvent> | undefined
}

/**
 * Returns the last event and, with a listener, calls it for every event: a render only
 * sees the last one, so apps that must not miss any pass a listener.
 */
export function useKeywayEvents(listener?: KeywayEventListener): UseKeywayEventsReturnType {
  const client = useKeywayClient()
  const events = useSnapshot(client._internal.events.state)
  // The latest listener, so a new inline function each render does not resubscribe.
  const latest = useRef(listener)
  useEffect(() => {
    latest.current = listener
  })
  const listening = listener !== undefined

  useEffect(() => {
    if (!listening) return undefined
    return client._internal.events.subscribe((event) => latest.current?.(event))
  }, [client, listening])

  return { data: events.last }
}
