import { afterEach, describe, expect, it, vi } from 'vitest'
import { RequestAbortedError } from '../errors/embedded-wallet.js'
import { sleep } from './sleep.js'

afterEach(() => {
  vi.useRealTimers()
})

describe('sleep', () => {
  it('resolves once the time has passed', async () => {
    vi.useFakeTimers()
    let done = false
    const waiting = sleep(1_500).then(() => {
      done = true
    })
    await vi.advanceTimersByTimeAsync(1_499)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await waiting
    expect(done).toBe(true)
  })

  it('rejects with RequestAbortedError when the signal aborts, and leaves no timer', async () => {
    vi.useFakeTimers()
    const abort = new AbortController()
    const waiting = sleep(10_000, abort.signal)
    abort.abort(new Error('left the view'))
    await expect(waiting).rejects.toBeInstanceOf(RequestAbortedError)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('rejects at once for a signal that has already aborted', async () => {
    await expect(sleep(10_000, AbortSignal.abort())).rejects.toBeInstanceOf(RequestAbortedError)
  })
})
