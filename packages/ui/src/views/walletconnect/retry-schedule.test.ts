import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createRetrySchedule } from './retry-schedule.js'

const hostTimers = () => ({
  setTimeout: (callback: () => void, ms: number) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle: unknown) =>
    globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
})

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('createRetrySchedule', () => {
  it('retries after each delay in turn, then says the schedule is used up', () => {
    const schedule = createRetrySchedule({ delays: [1000, 2000, 4000], timers: hostTimers })
    const at: number[] = []
    const retry = () => at.push(Date.now())
    const start = Date.now()
    expect(schedule.next(retry)).toBe(true)
    vi.advanceTimersByTime(999)
    expect(at).toEqual([])
    vi.advanceTimersByTime(1)
    expect(schedule.next(retry)).toBe(true)
    vi.advanceTimersByTime(2000)
    expect(schedule.next(retry)).toBe(true)
    vi.advanceTimersByTime(4000)
    expect(at.map((time) => time - start)).toEqual([1000, 3000, 7000])
    expect(schedule.next(retry)).toBe(false)
    vi.advanceTimersByTime(60_000)
    expect(at).toHaveLength(3)
    expect(schedule.used).toBe(3)
  })

  it('keeps one retry waiting at a time, and cancel drops it', () => {
    const schedule = createRetrySchedule({ delays: [1000, 2000], timers: hostTimers })
    let retries = 0
    schedule.next(() => {
      retries += 1
    })
    schedule.next(() => {
      retries += 10
    })
    expect(schedule.scheduled).toBe(true)
    vi.advanceTimersByTime(2000)
    expect(retries).toBe(10)
    schedule.next(() => {
      retries += 100
    })
    schedule.cancel()
    vi.advanceTimersByTime(10_000)
    expect([retries, schedule.scheduled]).toEqual([10, false])
  })

  it('starts over from the first delay after a reset', () => {
    const schedule = createRetrySchedule({ delays: [1000, 2000], timers: hostTimers })
    let retries = 0
    const retry = () => {
      retries += 1
    }
    schedule.next(retry)
    vi.advanceTimersByTime(1000)
    schedule.next(retry)
    schedule.reset()
    expect(schedule.used).toBe(0)
    expect(schedule.next(retry)).toBe(true)
    vi.advanceTimersByTime(1000)
    expect(retries).toBe(2)
  })
})
