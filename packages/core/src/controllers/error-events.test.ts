import { describe, expect, it } from 'vitest'
import { ERROR_EVENT_LIMIT, ERROR_EVENT_WINDOW_MS } from '../constants/timing.js'
import { BaseError } from '../errors/base.js'
import { createErrorEvents } from './error-events.js'
import { createEventsController, type KeywayEvent, type TrackedEvent } from './events.js'

function setup() {
  let now = 1_000
  const sent: KeywayEvent[] = []
  const controller = createEventsController({
    sendEvent: async (event) => {
      sent.push(event)
    },
    now: () => now,
  })
  // The controller's track and subscribe, with the error events made over it.
  const events = { ...controller, ...createErrorEvents(controller, () => now) }
  return {
    events,
    sent,
    advance: (ms: number) => {
      now += ms
    },
  }
}

describe('error events', () => {
  it('sends error events through sendEvent with errorType, the spec message and stack', () => {
    const { events, sent } = setup()
    const error = new BaseError('Failed to fetch transactions', { details: 'HTTP 500' })
    events.trackError('FAILED_TO_FETCH_TRANSACTIONS', error)
    expect(sent).toEqual([
      {
        type: 'error',
        event: 'FAILED_TO_FETCH_TRANSACTIONS',
        properties: {
          errorType: 'BaseError',
          errorMessage: 'Failed to fetch transactions',
          stackTrace: error.stack,
        },
      },
    ])
  })

  it('describes a non-Error value as an UnknownError', () => {
    const { events, sent } = setup()
    events.trackError('X', 'boom')
    expect(sent[0]?.properties).toEqual({ errorType: 'UnknownError', errorMessage: 'boom' })
  })

  it('sends at most 5 error events per 60 s (docs/validation.md#send)', () => {
    const { events, sent, advance } = setup()
    for (let i = 0; i < ERROR_EVENT_LIMIT; i++)
      expect(events.trackError('E', new Error())).toBe(true)
    expect(events.trackError('E', new Error())).toBe(false)
    expect(sent).toHaveLength(5)
    advance(ERROR_EVENT_WINDOW_MS)
    expect(events.trackError('E', new Error())).toBe(true)
    expect(sent).toHaveLength(6)
  })

  it('counts error events over a rolling 60 s window', () => {
    const { events, sent, advance } = setup()
    for (let i = 0; i < 5; i++) {
      events.trackError('E', new Error()) // at 0, 10, 20, 30, 40 s
      advance(10_000)
    }
    expect(events.trackError('E', new Error())).toBe(false) // 50 s: five in the window
    advance(10_000)
    expect(events.trackError('E', new Error())).toBe(true) // 60 s: the one at 0 s has left
    advance(1_000)
    expect(events.trackError('E', new Error())).toBe(false) // 61 s: the one at 10 s is in
    expect(sent).toHaveLength(6)
  })

  it('does not cap tracked events, and a capped error is still delivered to subscribers', () => {
    const { events, sent } = setup()
    for (let i = 0; i < 10; i++) events.track('MODAL_OPEN')
    expect(sent).toHaveLength(10)
    const received: TrackedEvent[] = []
    events.subscribe((event) => received.push(event))
    for (let i = 0; i < 6; i++) events.trackError('E', new Error())
    expect(received).toHaveLength(6)
    expect(sent).toHaveLength(15)
  })
})
