/**
 * Events controller: analytics event tracking (docs/services.md#analytics-analytics analytics endpoint). It keeps the
 * last event and notifies subscribers; sending is delegated to the injected `sendEvent`
 * (the analytics API client), whose failures are silently ignored (docs/services.md#analytics-analytics).
 * Error events and their cap are error-events.ts, made with the features that report them.
 */
import { proxy } from 'valtio/vanilla'

/**
 * Names of the tracked events, each emitted at one moment (docs/events.md lists them with
 * their properties; actions/watch-events.test.ts has one test per name).
 */
export type TrackedEventName =
  | 'MODAL_OPEN'
  | 'MODAL_CLOSE'
  | 'CONNECT_SUCCESS'
  | 'CONNECT_ERROR'
  | 'DISCONNECT_SUCCESS'
  | 'DISCONNECT_ERROR'
  | 'SELECT_WALLET'
  | 'SWITCH_NETWORK'
  | 'SET_PREFERRED_ACCOUNT_TYPE'
  | 'CLICK_SIGN_SIWX_MESSAGE'
  | 'SIWX_AUTH_SUCCESS'
  | 'SIWX_AUTH_ERROR'
  | 'SEND_INITIATED'
  | 'SEND_SUCCESS'
  | 'SEND_ERROR'
  | 'SWAP_INITIATED'
  | 'SWAP_SUCCESS'
  | 'SWAP_ERROR'
  | 'REGISTER_NAME_INITIATED'
  | 'REGISTER_NAME_SUCCESS'
  | 'REGISTER_NAME_ERROR'

export type EventProperties = Readonly<Record<string, string | number | boolean | undefined>>

export type TrackEvent = {
  type: 'track'
  event: TrackedEventName
  properties?: EventProperties | undefined
}

/** docs/services.md#analytics-analytics: props of an error event (type, event, errorType, errorMessage, stackTrace). */
export type ErrorEvent = {
  type: 'error'
  event: string
  properties: {
    errorType: string
    errorMessage: string
    stackTrace?: string | undefined
  }
}

export type KeywayEvent = TrackEvent | ErrorEvent

/** What subscribers receive: the event and when it was tracked. */
export type TrackedEvent = { timestamp: number; data: KeywayEvent }

export type EventsState = {
  /** The last event tracked, if any. */
  last: TrackedEvent | undefined
}

export type EventsDeps = {
  /** Sends one event to the analytics endpoint. */
  sendEvent: (event: KeywayEvent) => Promise<void>
  now: () => number
  /** Whether analytics is on (docs/services.md#analytics-analytics: off when the analytics config fails). */
  isEnabled?: (() => boolean) | undefined
}

export type EventsSubscriber = (event: TrackedEvent) => void

export function createEventsController(deps: EventsDeps) {
  const state = proxy<EventsState>({ last: undefined })
  const subscribers = new Set<EventsSubscriber>()

  function record(data: KeywayEvent): TrackedEvent {
    const tracked: TrackedEvent = { timestamp: deps.now(), data }
    state.last = tracked
    for (const subscriber of subscribers) subscriber(tracked)
    return tracked
  }

  function send(data: KeywayEvent) {
    if (deps.isEnabled && !deps.isEnabled()) return
    // docs/services.md#analytics-analytics: analytics failures are silently ignored; they must never break a flow.
    deps.sendEvent(data).catch(() => undefined)
  }

  function track(event: TrackedEventName, properties?: EventProperties) {
    const data: TrackEvent = { type: 'track', event, properties }
    record(data)
    send(data)
  }

  function subscribe(subscriber: EventsSubscriber): () => void {
    subscribers.add(subscriber)
    return () => {
      subscribers.delete(subscriber)
    }
  }

  return {
    state,
    track,
    subscribe,
    /** Keeps `data` as the last event and tells the subscribers (error-events.ts sends its own). */
    record,
    /** Sends `data` when analytics is on; a failure is ignored. */
    send,
  }
}

export type EventsController = ReturnType<typeof createEventsController>
