import { describe, expect, it } from 'vitest'
import {
  createEventsController,
  type EventsDeps,
  type KeywayEvent,
  type TrackedEvent,
} from './events.js'

function setup(overrides: Partial<EventsDeps> = {}) {
  let now = 1_000
  const sent: KeywayEvent[] = []
  const events = createEventsController({
    sendEvent: async (event) => {
      sent.push(event)
    },
    now: () => now,
    ...overrides,
  })
  return {
    events,
    sent,
    advance: (ms: number) => {
      now += ms
    },
  }
}

describe('events controller', () => {
  it('records the last tracked event with its time and delegates sending to sendEvent', () => {
    const { events, sent } = setup()
    events.track('MODAL_OPEN', { connected: false })
    const expected = { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } }
    expect(events.state.last).toEqual({ timestamp: 1_000, data: expected })
    expect(sent).toEqual([expected])
  })

  it('notifies subscribers of each event until they unsubscribe', () => {
    const { events } = setup()
    const received: TrackedEvent[] = []
    const unsubscribe = events.subscribe((event) => received.push(event))
    events.track('CONNECT_SUCCESS', { method: 'qrcode' })
    unsubscribe()
    events.track('MODAL_CLOSE')
    expect(received.map((e) => e.data.event)).toEqual(['CONNECT_SUCCESS'])
  })

  it('does not send when analytics is off, but still records the event', () => {
    const { events, sent } = setup({ isEnabled: () => false })
    events.track('MODAL_OPEN')
    expect(sent).toEqual([])
    expect(events.state.last?.data.type).toBe('track')
  })

  it('ignores a failing sendEvent (docs/services.md#when-a-call-fails: failures are silently ignored)', async () => {
    const events = createEventsController({
      sendEvent: async () => {
        throw new Error('offline')
      },
      now: () => 0,
    })
    expect(() => events.track('MODAL_OPEN')).not.toThrow()
    await Promise.resolve()
  })
})
