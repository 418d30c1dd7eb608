/** The toolkit's tracked events (modal open/close, connect success...), docs/services.md#analytics-analytics analytics. */
import { type KeywayClient, type TrackedEvent, watchEvents } from '@keyway/core'
import { useEffect, useRef, useState } from 'react'
import type { Snapshot } from 'valtio/vanilla'
import { useKeywayClient } from '../context/keyway-context.js'

export type KeywayEventListener = (event: TrackedEvent) => void

export type UseKeywayEventsReturnType = {
  /** The last event tracked since the component mounted, if any. */
  data: Snapshot<TrackedEvent> | undefined
}

/**
 * Returns the last event and, with a listener, calls it for every event: a render only
 * sees the last one, so apps that must not miss any pass a listener.
 */
export function useKeywayEvents(listener?: KeywayEventListener): UseKeywayEventsReturnType {
  const client = useKeywayClient()
  // Kept with its client: a provider given another client starts with no event.
  const [last, setLast] = useState<{ client: KeywayClient; event: TrackedEvent } | undefined>(
    undefined,
  )
  // The latest listener, so a new inline function each render does not resubscribe.
  const latest = useRef(listener)
  useEffect(() => {
    latest.current = listener
  })

  useEffect(
    () =>
      watchEvents(client, {
        onEvent: (event) => {
          setLast({ client, event })
          latest.current?.(event)
        },
      }),
    [client],
  )

  return { data: last?.client === client ? last.event : undefined }
}
