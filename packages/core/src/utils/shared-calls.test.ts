import { describe, expect, it } from 'vitest'
import { RequestAbortedError } from '../errors/embedded-wallet.js'
import { createSharedCalls } from './shared-calls.js'

/** A call the test settles by hand, recording the signal it was started with. */
function deferred() {
  const starts: AbortSignal[] = []
  let settle: (value: string) => void = () => undefined
  const start = (signal: AbortSignal) => {
    starts.push(signal)
    return new Promise<string>((resolve) => {
      settle = resolve
    })
  }
  return { starts, start, settle: (value: string) => settle(value) }
}

describe('createSharedCalls', () => {
  it('gives callers of one key one call, and starts a new one once it settled', async () => {
    const calls = createSharedCalls<string>()
    const call = deferred()
    const one = calls.share('k', call.start)
    const two = calls.share('k', call.start)
    call.settle('v')
    expect(await Promise.all([one, two])).toEqual(['v', 'v'])
    expect(call.starts).toHaveLength(1)
    void calls.share('k', call.start)
    expect(call.starts).toHaveLength(2)
  })

  it("a caller's abort ends only its wait; the call is aborted once every caller left", async () => {
    const calls = createSharedCalls<string>()
    const call = deferred()
    const first = new AbortController()
    const second = new AbortController()
    const left = calls.share('k', call.start, first.signal)
    const staying = calls.share('k', call.start, second.signal)
    first.abort('gone')
    await expect(left).rejects.toBeInstanceOf(RequestAbortedError)
    expect(call.starts[0]?.aborted).toBe(false)
    second.abort('gone too')
    await expect(staying).rejects.toBeInstanceOf(RequestAbortedError)
    expect(call.starts[0]?.aborted).toBe(true)
  })

  it('rejects an aborted wait with what abortError makes of the reason', async () => {
    const calls = createSharedCalls<string>({ abortError: (reason) => reason })
    const controller = new AbortController()
    const wait = calls.share('k', deferred().start, controller.signal)
    controller.abort('left')
    await expect(wait).rejects.toBe('left')
  })
})
