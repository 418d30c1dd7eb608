import { RequestAbortedError, TimeoutError } from '@keyway/core'
import { describe, expect, it, vi } from 'vitest'
import { type AdapterTimers, withTimeout } from './with-timeout.js'

/** Timers the test fires by hand: no real waiting, no timed assertions. */
function manualTimers() {
  const pending = new Map<number, { callback: () => void; ms: number }>()
  let next = 0
  const timers: AdapterTimers = {
    setTimeout(callback, ms) {
      next += 1
      pending.set(next, { callback, ms })
      return next
    },
    clearTimeout(handle) {
      pending.delete(handle as number)
    },
  }
  const fire = () => {
    for (const [id, { callback }] of [...pending]) {
      pending.delete(id)
      callback()
    }
  }
  return { timers, pending, fire }
}

describe('withTimeout', () => {
  it('resolves with the call result and clears its timer', async () => {
    const { timers, pending } = manualTimers()
    await expect(withTimeout(async () => 7, { timeoutMs: 1000, label: 'x', timers })).resolves.toBe(
      7,
    )
    expect(pending.size).toBe(0)
  })

  it('rejects with TimeoutError naming the operation when the timer fires first', async () => {
    const { timers, fire, pending } = manualTimers()
    const onGiveUp = vi.fn()
    const never = new Promise<never>(() => {})
    const result = withTimeout(() => never, {
      timeoutMs: 5000,
      label: 'rpc:getBalance',
      timers,
      onGiveUp,
    })
    expect([...pending.values()][0]?.ms).toBe(5000)
    fire()
    await expect(result).rejects.toBeInstanceOf(TimeoutError)
    await expect(result).rejects.toThrow('rpc:getBalance')
    expect(onGiveUp).toHaveBeenCalledOnce()
  })

  it('rejects with RequestAbortedError when the signal aborts, and at once if already aborted', async () => {
    const { timers } = manualTimers()
    const controller = new AbortController()
    const result = withTimeout(() => new Promise<never>(() => {}), {
      timeoutMs: 1000,
      label: 'x',
      timers,
      signal: controller.signal,
    })
    controller.abort()
    await expect(result).rejects.toBeInstanceOf(RequestAbortedError)
    const run = vi.fn(async () => 1)
    await expect(
      withTimeout(run, { timeoutMs: 1, label: 'x', timers, signal: controller.signal }),
    ).rejects.toBeInstanceOf(RequestAbortedError)
    expect(run).not.toHaveBeenCalled()
  })

  it('swallows a late rejection of a call it stopped waiting for (no unhandled rejection)', async () => {
    const { timers, fire } = manualTimers()
    let rejectLate: (error: Error) => void = () => {}
    const result = withTimeout(
      () =>
        new Promise<never>((_, reject) => {
          rejectLate = reject
        }),
      { timeoutMs: 10, label: 'x', timers },
    )
    fire()
    await expect(result).rejects.toBeInstanceOf(TimeoutError)
    const unhandled = vi.fn()
    process.on('unhandledRejection', unhandled)
    rejectLate(new Error('late'))
    await new Promise((resolve) => setImmediate(resolve))
    process.off('unhandledRejection', unhandled)
    expect(unhandled).not.toHaveBeenCalled()
  })
})
