/**
 * One call per key while it is in flight: callers asking for the same thing at once (the
 * account button, the Account view and an app's hook all want the same balance; every
 * view wants the same catalogue page) get one request. A caller's signal ends only its own
 * wait; the call is aborted when every caller has left. A caller without a signal keeps
 * it going. A settled call is forgotten, so the next ask starts a new one.
 */
import { RequestAbortedError } from '../errors/embedded-wallet.js'

export type CreateSharedCallsOptions = {
  /** What an aborted wait rejects with; default a RequestAbortedError caused by the reason. */
  abortError?: ((reason: unknown) => unknown) | undefined
}

export type SharedCall<T> = { promise: Promise<T>; controller: AbortController; waiting: number }

export function createSharedCalls<T>(options: CreateSharedCallsOptions = {}) {
  const abortError =
    options.abortError ?? ((reason: unknown) => new RequestAbortedError({ cause: reason }))
  const calls = new Map<string, SharedCall<T>>()

  function forget(key: string, call: SharedCall<T>): void {
    if (calls.get(key) === call) calls.delete(key)
  }

  function share(
    key: string,
    start: (signal: AbortSignal) => Promise<T>,
    signal?: AbortSignal | undefined,
  ): Promise<T> {
    if (signal?.aborted) return Promise.reject(abortError(signal.reason))
    let call = calls.get(key)
    if (!call) {
      const controller = new AbortController()
      const created: SharedCall<T> = { promise: start(controller.signal), controller, waiting: 0 }
      const done = () => forget(key, created)
      created.promise.then(done, done)
      calls.set(key, created)
      call = created
    }
    if (!signal) {
      call.waiting = Number.POSITIVE_INFINITY
      return call.promise
    }
    const joined = call
    joined.waiting += 1
    return new Promise<T>((resolve, reject) => {
      const onAbort = () => {
        joined.waiting -= 1
        if (joined.waiting === 0) {
          forget(key, joined)
          joined.controller.abort(signal.reason)
        }
        reject(abortError(signal.reason))
      }
      signal.addEventListener('abort', onAbort, { once: true })
      joined.promise.then(
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

  return { share, clear: () => calls.clear() }
}
