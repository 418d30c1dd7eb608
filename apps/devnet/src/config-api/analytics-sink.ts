import { z } from 'zod'

/**
 * The `/e` analytics sink (docs/services.md#analytics-analytics POST /e): events are kept in memory, newest last, so
 * tests can read back what the toolkit sent. Bounded so a long demo session cannot grow
 * without limit.
 */

export const analyticsEventBody = z.object({
  eventId: z.string().min(1),
  url: z.string(),
  domain: z.string(),
  timestamp: z.number(),
  props: z
    .object({
      type: z.string(),
      event: z.string(),
      errorType: z.string().optional(),
      errorMessage: z.string().optional(),
      stackTrace: z.string().optional(),
    })
    .loose(),
})

export type AnalyticsEventBody = z.infer<typeof analyticsEventBody>

export type StoredAnalyticsEvent = AnalyticsEventBody & {
  projectId: string
  st: string
  sv: string
  receivedAt: number
}

export type AnalyticsSink = {
  add(event: StoredAnalyticsEvent): void
  list(filter?: { projectId?: string; event?: string }): readonly StoredAnalyticsEvent[]
  clear(): void
}

export const MAX_STORED_EVENTS = 10_000

export function createAnalyticsSink(max = MAX_STORED_EVENTS): AnalyticsSink {
  const events: StoredAnalyticsEvent[] = []
  return {
    add(event) {
      events.push(event)
      if (events.length > max) events.splice(0, events.length - max)
    },
    list(filter = {}) {
      return events.filter(
        (e) =>
          (!filter.projectId || e.projectId === filter.projectId) &&
          (!filter.event || e.props.event === filter.event),
      )
    },
    clear() {
      events.length = 0
    },
  }
}
