import { createHttpClient, type FetchFn, type Timers } from './http.js'
import type { ApiCallOptions, JsonValue } from './types.js'

/**
 * Analytics events (docs/services.md#analytics-analytics POST /e): fire-and-forget. A failure is never thrown and never
 * left unhandled; nothing is sent while analytics is disabled. Which events are sent, and
 * the cap of 5 error events per rolling 60 s, are the events controller's
 * (controllers/events.ts): this client only delivers.
 */

/**
 * The event sink's path on the analytics base URL (docs/services.md#analytics-analytics). Here,
 * not with the configuration service's paths (config-api-paths.ts): those load at page load
 * with the configuration client, and sharing that module would give it a file of its own.
 */
const EVENT_PATH = '/e'

export type AnalyticsEventProperties = Readonly<Record<string, JsonValue | undefined>>

export type AnalyticsEvent = {
  /** 'track' for user actions, 'error' for failures. */
  type: string
  /** Event name, e.g. CONNECT_SUCCESS. */
  event: string
  properties?: AnalyticsEventProperties | undefined
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
  async function sendEvent(event: AnalyticsEvent, { signal }: ApiCallOptions = {}) {
    try {
      if (!isEnabled()) return false
      const timestamp = now()
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
        path: EVENT_PATH,
        params: { projectId: options.projectId, st: options.sdkType, sv: options.sdkVersion },
        body,
        signal,
        responseType: 'text',
      })
      return true
    } catch (error) {
      // docs/services.md#when-a-call-fails: failures are silently ignored; a throwing logger must not undo that.
      try {
        options.onError?.(error)
      } catch {}
      return false
    }
  }

  return { sendEvent }
}

function hostnameOf(url: string): string {
  try {
    return new URL(url).hostname
  } catch {
    return ''
  }
}
