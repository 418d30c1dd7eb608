import { RequestAbortedError, TimeoutError } from '@keyway/core'
import { describe, expect, it } from 'vitest'
import { type AdapterTimers, withTimeout } from './with-timeout.js'

/** Timers a test fires by hand: no real time passes. */
function manualTimers() {
  const pending = new Map<number, () => void>()
  let next = 0
  const timers: AdapterTimers = {
    setTimeout: (callback) => {
      next += 1
      pending.set(next, callback)
      return next
    },
    clearTimeout: (handle) => pending.delete(handle as number),
  }
  return {
    timers,
    fireAll: () => {
      for (const [id, callback] of [...pending]) {
        pending.delete(id)
        callback()
      }
    },
    get count() {
      return pending.size
    },
  }
}

describe('withTimeout', () => {
  it('resolves with the value and clears its timer', async () => {
    const clock = manualTimers()
    await expect(
      withTimeout(async () => 7, { timeoutMs: 10, label: 'x', timers: clock.timers }),
    ).resolves.toBe(7)
    expect(clock.count).toBe(0)
  })

  it('rejects with TimeoutError when the timer fires first, and calls onGiveUp', async () => {
    const clock = manualTimers()
    let gaveUp = false
    const result = withTimeout(() => new Promise<never>(() => {}), {
      timeoutMs: 10,
      label: 'wallet:x',
      timers: clock.timers,
      onGiveUp: () => {
        gaveUp = true
      },
    })
    clock.fireAll()
    await expect(result).rejects.toBeInstanceOf(TimeoutError)
    expect(gaveUp).toBe(true)
  })

  it("rejects with 'Request was aborted' when the signal aborts", async () => {
    const clock = manualTimers()
    const controller = new AbortController()
    const result = withTimeout(() => new Promise<never>(() => {}), {
      timeoutMs: 10,
      label: 'x',
      signal: controller.signal,
      timers: clock.timers,
    })
    controller.abort()
    await expect(result).rejects.toThrow('Request was aborted')
    expect(clock.count).toBe(0)
  })

  it('rejects at once for an already aborted signal without running the call', async () => {
    let ran = false
    const result = withTimeout(
      async () => {
        ran = true
      },
      { timeoutMs: 10, label: 'x', signal: AbortSignal.abort() },
    )
    await expect(result).rejects.toBeInstanceOf(RequestAbortedError)
    expect(ran).toBe(false)
  })

  it("passes the call's own error through unchanged", async () => {
    const error = new Error('boom')
    await expect(
      withTimeout(() => Promise.reject(error), { timeoutMs: 10, label: 'x' }),
    ).rejects.toBe(error)
  })
})
