import { RequestAbortedError } from '../errors/embedded-wallet.js'

export type Sleep = (ms: number, signal?: AbortSignal | undefined) => Promise<void>

/**
 * Waits `ms`; rejects with RequestAbortedError when `signal` aborts first (or already has),
 * and then clears its timer. The one abortable sleep of core (retries, the swap's allowance
 * polls, the onramp's purchase polls).
 */
export const sleep: Sleep = (ms, signal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new RequestAbortedError({ cause: signal.reason }))
      return
    }
    const onAbort = () => {
      clearTimeout(timer)
      reject(new RequestAbortedError({ cause: signal?.reason }))
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    signal?.addEventListener('abort', onAbort, { once: true })
  })
