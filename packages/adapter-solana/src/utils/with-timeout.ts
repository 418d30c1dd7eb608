/**
 * Bounds a wallet or RPC call in time and lets the caller abort it (house rule: every
 * network call has a timeout and takes an AbortSignal). A wallet prompt cannot be closed
 * from here: the caller only stops waiting, and a late rejection of the abandoned call is
 * swallowed so it never surfaces as an unhandled rejection.
 */
import { RequestAbortedError, TimeoutError } from '@keyway/core'

export type AdapterTimers = {
  setTimeout(callback: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

export const defaultTimers: AdapterTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
}

export type WithTimeoutOptions = {
  timeoutMs: number
  /** Names the operation in the TimeoutError (its `url` field). */
  label: string
  signal?: AbortSignal | undefined
  timers?: AdapterTimers | undefined
  /** Called when the caller stops waiting (timeout or abort). */
  onGiveUp?: (() => void) | undefined
}

export function withTimeout<T>(run: () => Promise<T>, options: WithTimeoutOptions): Promise<T> {
  const timers = options.timers ?? defaultTimers
  const { signal } = options
  if (signal?.aborted) return Promise.reject(new RequestAbortedError({ cause: signal.reason }))
  return new Promise<T>((resolve, reject) => {
    let settled = false
    const settle = (): boolean => {
      if (settled) return false
      settled = true
      timers.clearTimeout(handle)
      signal?.removeEventListener('abort', onAbort)
      return true
    }
    const giveUp = (error: Error) => {
      if (!settle()) return
      options.onGiveUp?.()
      reject(error)
    }
    const onAbort = () => giveUp(new RequestAbortedError({ cause: signal?.reason }))
    const handle = timers.setTimeout(
      () => giveUp(new TimeoutError({ url: options.label, timeoutMs: options.timeoutMs })),
      options.timeoutMs,
    )
    signal?.addEventListener('abort', onAbort, { once: true })
    let promise: Promise<T>
    try {
      promise = run()
    } catch (error) {
      promise = Promise.reject(error)
    }
    promise.then(
      (value) => {
        if (settle()) resolve(value)
      },
      (error: unknown) => {
        if (settle()) reject(error)
      },
    )
  })
}
