import { describe, expect, it } from 'vitest'
import { RequestAbortedError } from '../errors/embedded-wallet.js'
import { TimeoutError } from '../errors/timeout.js'
import { type AdapterTimers, withTimeout } from './with-timeout.js'

/** Timers a test fires by hand: no real time passes, no timed assertions. */
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
  const fireAll = () => {
    for (const [id, { callback }] of [...pending]) {
      pending.delete(id)
      callback()
    }
  }
  return { timers, pending, fireAll }
}

const never = () => new Promise<never>(() => {})

describe('withTimeout', () => {
  it('resolves with the call result and clears its timer', async () => {
    const { timers, pending } = manualTimers()
    await expect(withTimeout(async () => 7, { timeoutMs: 1000, label: 'x', timers })).resolves.toBe(
      7,
    )
    expect(pending.size).toBe(0)
  })

  it('rejects with TimeoutError naming the operation when the timer fires first, and calls onGiveUp once', async () => {
    const { timers, pending, fireAll } = manualTimers()
    let gaveUp = 0
    const result = withTimeout(never, {
      timeoutMs: 5000,
      label: 'rpc:getBalance',
      timers,
      onGiveUp: () => {
        gaveUp += 1
      },
    })
    expect([...pending.values()][0]?.ms).toBe(5000)
    fireAll()
    await expect(result).rejects.toBeInstanceOf(TimeoutError)
    await expect(result).rejects.toThrow('rpc:getBalance')
    expect(gaveUp).toBe(1)
  })

  it("rejects with RequestAbortedError ('Request was aborted') when the signal aborts, and clears its timer", async () => {
    const { timers, pending } = manualTimers()
    const controller = new AbortController()
    const result = withTimeout(never, {
      timeoutMs: 1000,
      label: 'x',
      timers,
      signal: controller.signal,
    })
    controller.abort()
    await expect(result).rejects.toBeInstanceOf(RequestAbortedError)
    await expect(result).rejects.toThrow('Request was aborted')
    expect(pending.size).toBe(0)
  })

  it('rejects at once for an already aborted signal without running the call', async () => {
    const { timers, pending } = manualTimers()
    let ran = false
    const result = withTimeout(
      async () => {
        ran = true
      },
      { timeoutMs: 10, label: 'x', timers, signal: AbortSignal.abort() },
    )
    await expect(result).rejects.toBeInstanceOf(RequestAbortedError)
    expect(ran).toBe(false)
    expect(pending.size).toBe(0)
  })

  it("passes the call's own error through unchanged, thrown or rejected", async () => {
    const error = new Error('boom')
    await expect(
      withTimeout(() => Promise.reject(error), { timeoutMs: 10, label: 'x' }),
    ).rejects.toBe(error)
    await expect(
      withTimeout(
        () => {
          throw error
        },
        { timeoutMs: 10, label: 'x' },
      ),
    ).rejects.toBe(error)
  })

  it('swallows a late rejection of a call it stopped waiting for (no unhandled rejection)', async () => {
    const { timers, fireAll } = manualTimers()
    let rejectLate: (error: Error) => void = () => {}
    const result = withTimeout(
      () =>
        new Promise<never>((_, reject) => {
          rejectLate = reject
        }),
      { timeoutMs: 10, label: 'x', timers },
    )
    fireAll()
    await expect(result).rejects.toBeInstanceOf(TimeoutError)
    const unhandled: unknown[] = []
    const onUnhandled = (reason: unknown) => unhandled.push(reason)
    process.on('unhandledRejection', onUnhandled)
    rejectLate(new Error('late'))
    await new Promise((resolve) => setImmediate(resolve))
    process.off('unhandledRejection', onUnhandled)
    expect(unhandled).toEqual([])
  })
})
