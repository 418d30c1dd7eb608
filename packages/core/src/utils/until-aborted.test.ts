import { describe, expect, it } from 'vitest'
import { RequestAbortedError } from '../errors/embedded-wallet.js'
import { untilAborted } from './until-aborted.js'

describe('untilAborted', () => {
  it('answers the promise as it is without a signal', async () => {
    const promise = Promise.resolve(1)
    expect(untilAborted(promise, undefined)).toBe(promise)
  })

  it('settles with the promise while the signal stays quiet', async () => {
    const controller = new AbortController()
    await expect(untilAborted(Promise.resolve('ok'), controller.signal)).resolves.toBe('ok')
    const failure = new Error('wallet refused')
    await expect(untilAborted(Promise.reject(failure), controller.signal)).rejects.toBe(failure)
  })

  it('rejects at once when the signal is already aborted, with its reason as cause', async () => {
    const controller = new AbortController()
    const reason = new Error('view left')
    controller.abort(reason)
    const error = await untilAborted(new Promise(() => undefined), controller.signal).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(RequestAbortedError)
    expect((error as RequestAbortedError).cause).toBe(reason)
  })

  it('rejects when the signal aborts first; the late rejection is not left unhandled', async () => {
    const controller = new AbortController()
    let fail: (error: Error) => void = () => undefined
    const work = new Promise<never>((_, reject) => {
      fail = reject
    })
    const raced = untilAborted(work, controller.signal)
    controller.abort()
    await expect(raced).rejects.toBeInstanceOf(RequestAbortedError)
    const unhandled: unknown[] = []
    const onUnhandled = (reason: unknown) => unhandled.push(reason)
    process.on('unhandledRejection', onUnhandled)
    fail(new Error('late'))
    await new Promise((resolve) => setTimeout(resolve, 10))
    process.off('unhandledRejection', onUnhandled)
    expect(unhandled).toEqual([])
  })
})
