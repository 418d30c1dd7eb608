/**
 * Bounds a wallet or RPC call in time and lets the caller abort it: every network call has
 * a timeout and takes an AbortSignal. The call itself cannot always be cancelled (a wallet
 * prompt stays open); the caller only stops waiting for it, and a late rejection of the
 * abandoned call is swallowed so it never surfaces as an unhandled rejection.
 */
import { RequestAbortedError } from '../errors/embedded-wallet.js'
import { TimeoutError } from '../errors/timeout.js'

/**
 * The timer functions an adapter schedules with, injectable so tests fire them by hand.
 * Method syntax keeps the host's own `setTimeout`/`clearTimeout` assignable.
 */
export type AdapterTimers = {
  setTimeout(callback: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

/** The host's timers, looked up on each call (so fake timers apply in tests). */
export const defaultAdapterTimers: AdapterTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
}

export type WithTimeoutOptions = {
  timeoutMs: number
  /** Names the operation in the TimeoutError (its `url` field), e.g. `wallet:<id>:connect`. */
  label: string
  signal?: AbortSignal | undefined
  /** Default: the host's timers. */
  timers?: AdapterTimers | undefined
  /** Called when the caller stops waiting (timeout or abort), e.g. to drop a pending wait. */
  onGiveUp?: (() => void) | undefined
}

export function withTimeout<T>(run: () => Promise<T>, options: WithTimeoutOptions): Promise<T> {
  const timers = options.timers ?? defaultAdapterTimers
  const { signal } = options
  if (signal?.aborted) return Promise.reject(new RequestAbortedError({ cause: signal.reason }))
  return new Promise<T>((resolve, reject) => {
    let settled = false
    /** Ends the wait once; false when it had already ended. */
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
