/**
 * Error events (docs/services.md#analytics-analytics): a failure a feature reports, described as
 * errorType, errorMessage and stackTrace, recorded like every event and sent at most 5 times
 * per 60 s (docs/validation.md#error-reporting). Made by the feature registry for the features
 * that report failures (the activity), so a page loads it with them.
 */
import { ERROR_EVENT_LIMIT, ERROR_EVENT_WINDOW_MS } from '../constants/timing.js'
import { BaseError } from '../errors/base.js'
import type { ErrorEvent, EventsController } from './events.js'

export type ErrorEvents = ReturnType<typeof createErrorEvents>

export function createErrorEvents(
  events: Pick<EventsController, 'record' | 'send'>,
  now: () => number,
) {
  // Times of the error events sent inside the current window (docs/validation.md#error-reporting: 5 per 60 s).
  let sentTimes: number[] = []

  /** Sends an error event; returns false when the docs/validation.md#error-reporting cap dropped it. */
  function trackError(event: string, error: unknown): boolean {
    const at = now()
    sentTimes = sentTimes.filter((time) => at - time < ERROR_EVENT_WINDOW_MS)
    const data: ErrorEvent = { type: 'error', event, properties: describeError(error) }
    events.record(data)
    if (sentTimes.length >= ERROR_EVENT_LIMIT) return false
    sentTimes.push(at)
    events.send(data)
    return true
  }

  return { trackError }
}

function describeError(error: unknown): ErrorEvent['properties'] {
  if (error instanceof Error) {
    // A BaseError's short message is the spec text; `message` adds developer details.
    const errorMessage = error instanceof BaseError ? error.shortMessage : error.message
    return { errorType: error.name, errorMessage, stackTrace: error.stack }
  }
  return { errorType: 'UnknownError', errorMessage: String(error) }
}
