import { describe, expect, it, vi } from 'vitest'
import { ERROR_EVENT_LIMIT, ERROR_EVENT_WINDOW_MS } from '../constants/timing.js'
import { BaseError } from '../errors/base.js'
import { createEventsController, type EventsDeps } from './events.js'

function setup(overrides: Partial<EventsDeps> = {}) {
  let now = 1_000
  const sendEvent = vi.fn(async () => undefined)
  const events = createEventsController({ sendEvent, now: () => now, ...overrides })
  return {
    events,
    sendEvent,
    advance: (ms: number) => {
      now += ms
    },
  }
}

describe('events controller', () => {
  it('records the last tracked event with its time and delegates sending to sendEvent', () => {
    const { events, sendEvent } = setup()
    events.track('MODAL_OPEN', { connected: false })
    const expected = { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } }
    expect(events.state.last).toEqual({ timestamp: 1_000, data: expected })
    expect(sendEvent).toHaveBeenCalledWith(expected)
  })

  it('notifies subscribers of each event until they unsubscribe', () => {
    const { events } = setup()
    const subscriber = vi.fn()
    const unsubscribe = events.subscribe(subscriber)
    events.track('CONNECT_SUCCESS', { method: 'qrcode' })
    expect(subscriber).toHaveBeenCalledWith(
      expect.objectContaining({ data: expect.objectContaining({ event: 'CONNECT_SUCCESS' }) }),
    )
    unsubscribe()
    events.track('MODAL_CLOSE')
    expect(subscriber).toHaveBeenCalledOnce()
  })

  it('sends error events through sendEvent with errorType, the spec message and stack', () => {
    const { events, sendEvent } = setup()
    const error = new BaseError('Failed to fetch transactions', { details: 'HTTP 500' })
    events.trackError('FAILED_TO_FETCH_TRANSACTIONS', error)
    expect(sendEvent).toHaveBeenCalledWith({
      type: 'error',
      event: 'FAILED_TO_FETCH_TRANSACTIONS',
      properties: {
        errorType: 'BaseError',
        errorMessage: 'Failed to fetch transactions',
        stackTrace: error.stack,
      },
    })
  })

  it('describes a non-Error value as an UnknownError', () => {
    const { events, sendEvent } = setup()
    events.trackError('X', 'boom')
    expect(sendEvent).toHaveBeenCalledWith(
      expect.objectContaining({ properties: { errorType: 'UnknownError', errorMessage: 'boom' } }),
    )
  })

  it('sends at most 5 error events per 60 s (spec §5)', () => {
    const { events, sendEvent, advance } = setup()
    for (let i = 0; i < ERROR_EVENT_LIMIT; i++)
      expect(events.trackError('E', new Error())).toBe(true)
    expect(events.trackError('E', new Error())).toBe(false)
    expect(sendEvent).toHaveBeenCalledTimes(5)
    advance(ERROR_EVENT_WINDOW_MS)
    expect(events.trackError('E', new Error())).toBe(true)
    expect(sendEvent).toHaveBeenCalledTimes(6)
  })

  it('does not send when analytics is off, but still records the event', () => {
    const { events, sendEvent } = setup({ isEnabled: () => false })
    events.track('MODAL_OPEN')
    expect(sendEvent).not.toHaveBeenCalled()
    expect(events.state.last?.data.type).toBe('track')
  })

  it('ignores a failing sendEvent (spec §7: failures are silently ignored)', async () => {
    const sendEvent = vi.fn(async () => {
      throw new Error('offline')
    })
    const events = createEventsController({ sendEvent, now: () => 0 })
    expect(() => events.track('MODAL_OPEN')).not.toThrow()
    await Promise.resolve()
  })
})
