import { ERROR_EVENT_LIMIT, ERROR_EVENT_WINDOW_MS } from '../constants/timing.js'
import { CONFIG_API_PATHS } from './endpoints.js'
import { createHttpClient, type FetchFn, type Timers } from './http.js'
import type { ApiCallOptions, JsonValue } from './types.js'

/**
 * Analytics events (spec §7 POST /e): fire-and-forget. A failure is never thrown and never
 * left unhandled; error events are capped at 5 per rolling 60 s (spec §5, §9) so a
 * failure loop cannot flood the endpoint; nothing is sent while analytics is disabled.
 */

export type AnalyticsEventProperties = Readonly<Record<string, JsonValue | undefined>>

export type AnalyticsEvent = {
  /** 'track' for user actions, 'error' for failures (the capped kind). */
  type: string
  /** Event name, e.g. CONNECT_SUCCESS. */
  event: string
  properties?: AnalyticsEventProperties | undefined
}

/** The properties of spec §7 for an error event. */
export type ErrorEventProperties = {
  errorType: string
  errorMessage: string
  stackTrace?: string | undefined
}

export type AnalyticsEventBody = {
  eventId: string
  url: string
  domain: string
  timestamp: number
  props: { type: string; event: string } & AnalyticsEventProperties
}

export type CreateAnalyticsClientOptions = {
  baseUrl: string
  projectId: string
  sdkType: string
  sdkVersion: string
  fetch?: FetchFn | undefined
  now?: (() => number) | undefined
  /** The page the toolkit runs on; undefined on a server. */
  getPageUrl?: (() => string | undefined) | undefined
  /** Read before every send: options.features.analytics and the remote analytics config. */
  isEnabled?: (() => boolean) | undefined
  randomUUID?: (() => string) | undefined
  timeoutMs?: number | undefined
  timers?: Timers | undefined
  /** Told about swallowed failures (for a debug log); must not throw. */
  onError?: ((error: unknown) => void) | undefined
}

export type AnalyticsClient = {
  /** Resolves true when the endpoint accepted the event, false otherwise. Never rejects. */
  sendEvent: (event: AnalyticsEvent, options?: ApiCallOptions) => Promise<boolean>
  /** An 'error' event built from a thrown value (errorType, errorMessage, stackTrace). */
  sendError: (event: string, error: unknown, options?: ApiCallOptions) => Promise<boolean>
}

export function createAnalyticsClient(options: CreateAnalyticsClientOptions): AnalyticsClient {
  const http = createHttpClient({
    baseUrl: options.baseUrl,
    fetch: options.fetch,
    timeoutMs: options.timeoutMs,
    timers: options.timers,
  })
  const now = options.now ?? Date.now
  const isEnabled = options.isEnabled ?? (() => true)
  const randomUUID = options.randomUUID ?? (() => globalThis.crypto.randomUUID())
  // Send times of recent error events, oldest first (spec §5: at most 5 per 60 s).
  const errorEventTimes: number[] = []

  function admitErrorEvent(at: number): boolean {
    while (errorEventTimes.length > 0 && (errorEventTimes[0] ?? 0) <= at - ERROR_EVENT_WINDOW_MS) {
      errorEventTimes.shift()
    }
    if (errorEventTimes.length >= ERROR_EVENT_LIMIT) return false
    errorEventTimes.push(at)
    return true
  }

  async function sendEvent(event: AnalyticsEvent, { signal }: ApiCallOptions = {}) {
    try {
      if (!isEnabled()) return false
      const timestamp = now()
      if (event.type === 'error' && !admitErrorEvent(timestamp)) return false
      const url = options.getPageUrl?.() ?? ''
      const body: AnalyticsEventBody = {
        eventId: randomUUID(),
        url,
        domain: hostnameOf(url),
        timestamp,
        // type and event come last so stray properties cannot relabel the event.
        props: { ...event.properties, type: event.type, event: event.event },
      }
      await http.post({
        path: CONFIG_API_PATHS.analyticsEvent,
        params: { projectId: options.projectId, st: options.sdkType, sv: options.sdkVersion },
        body,
        signal,
        responseType: 'text',
      })
      return true
    } catch (error) {
      // spec §7: failures are silently ignored; a throwing logger must not undo that.
      try {
        options.onError?.(error)
      } catch {}
      return false
    }
  }

  return {
    sendEvent,
    sendError: (event, error, callOptions) => {
      const properties: ErrorEventProperties = describeError(error)
      return sendEvent({ type: 'error', event, properties }, callOptions)
    },
  }
}

function describeError(error: unknown): ErrorEventProperties {
  if (error instanceof Error) {
    return { errorType: error.name, errorMessage: error.message, stackTrace: error.stack }
  }
  return { errorType: typeof error, errorMessage: String(error) }
}

function hostnameOf(url: string): string {
  try {
    return new URL(url).hostname
  } catch {
    return ''
  }
}
