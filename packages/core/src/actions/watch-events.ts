import type { KeywayClient } from '../client/create-keyway.js'
import type { TrackedEvent } from '../controllers/events.js'

export type WatchEventsParameters = {
  /** Called for each tracked event (MODAL_OPEN, CONNECT_SUCCESS, errors...), in order. */
  onEvent: (event: TrackedEvent) => void
}

export type WatchEventsReturnType = () => void

/**
 * The toolkit's tracked events (docs/services.md#analytics-analytics analytics events), delivered to the dapp whether
 * or not analytics sends them anywhere. Returns the unwatch.
 */
export function watchEvents(
  client: KeywayClient,
  parameters: WatchEventsParameters,
): WatchEventsReturnType {
  return client._internal.events.subscribe(parameters.onEvent)
}
