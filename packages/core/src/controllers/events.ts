/**
 * Events controller: analytics event tracking (docs/services.md#analytics-analytics analytics endpoint). It keeps the
 * last event and notifies subscribers; sending is delegated to the injected `sendEvent`
 * (the analytics API client), whose failures are silently ignored (docs/services.md#analytics-analytics).
 */
import { proxy } from 'valtio/vanilla'
import { ERROR_EVENT_LIMIT, ERROR_EVENT_WINDOW_MS } from '../constants/timing.js'
import { BaseError } from '../errors/base.js'

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
  // Times of the error events sent inside the current window (docs/validation.md#error-reporting: 5 per 60 s).
  let errorEventTimes: number[] = []

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

  /** Sends an error event; returns false when the docs/validation.md#error-reporting cap dropped it. */
  function trackError(event: string, error: unknown): boolean {
    const now = deps.now()
    errorEventTimes = errorEventTimes.filter((time) => now - time < ERROR_EVENT_WINDOW_MS)
    const data: ErrorEvent = { type: 'error', event, properties: describeError(error) }
    record(data)
    if (errorEventTimes.length >= ERROR_EVENT_LIMIT) return false
    errorEventTimes.push(now)
    send(data)
    return true
  }

  function subscribe(subscriber: EventsSubscriber): () => void {
    subscribers.add(subscriber)
    return () => {
      subscribers.delete(subscriber)
    }
  }

  return { state, track, trackError, subscribe }
}

function describeError(error: unknown): ErrorEvent['properties'] {
  if (error instanceof Error) {
    // A BaseError's short message is the spec text; `message` adds developer details.
    const errorMessage = error instanceof BaseError ? error.shortMessage : error.message
    return { errorType: error.name, errorMessage, stackTrace: error.stack }
  }
  return { errorType: 'UnknownError', errorMessage: String(error) }
}

export type EventsController = ReturnType<typeof createEventsController>
