import { RequestAbortedError } from '../errors/embedded-wallet.js'

/**
 * Settles with `promise`, or rejects with RequestAbortedError once `signal` aborts, even
 * when the work behind the promise ignores the signal (a wallet, an injected sleep, a call
 * shared with other callers). The abandoned promise's late rejection is swallowed, so it is
 * never reported as unhandled. Without a signal the promise is returned as it is.
 */
export function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => {
      promise.catch(() => undefined)
      reject(new RequestAbortedError({ cause: signal.reason }))
    }
    if (signal.aborted) {
      onAbort()
      return
    }
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort)
        resolve(value)
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort)
        reject(error)
      },
    )
  })
}
