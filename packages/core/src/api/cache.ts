import { REQUEST_CACHE_SIZE } from '../constants/sizes.js'
import { RequestAbortedError } from '../errors/embedded-wallet.js'
import { untilAborted } from '../utils/until-aborted.js'

/**
 * A small TTL cache with least-recently-used eviction (docs/limits.md#sizes: 8192 entries for
 * requests and address checks). `memoize` also shares one in-flight promise per key so
 * that ten views asking for the same identity make one request.
 */

export type TtlCache<V = unknown> = {
  get: (key: string) => V | undefined
  /** `ttlMs` of Infinity keeps the entry until it is evicted or deleted. */
  set: (key: string, value: V, ttlMs: number) => void
  has: (key: string) => boolean
  delete: (key: string) => boolean
  clear: () => void
  readonly size: number
  /**
   * The cached value for `key`, else the answer of `fn` (stored for `ttlMs`). Concurrent
   * calls share one `fn` run; failures are not cached. Each caller's `signal` only stops
   * that caller's wait, never the shared run that others may still need.
   */
  memoize: <T extends V>(
    key: string,
    ttlMs: number,
    fn: () => Promise<T>,
    options?: { signal?: AbortSignal | undefined },
  ) => Promise<T>
}

export type CreateTtlCacheOptions = {
  maxEntries?: number | undefined
  now?: (() => number) | undefined
}

type Entry<V> = { value: V; expiresAt: number }

export function createTtlCache<V = unknown>({
  maxEntries = REQUEST_CACHE_SIZE,
  now = Date.now,
}: CreateTtlCacheOptions = {}): TtlCache<V> {
  // A Map iterates in insertion order; re-inserting on read keeps the oldest-used first.
  const entries = new Map<string, Entry<V>>()
  const inFlight = new Map<string, Promise<V>>()

  function read(key: string): Entry<V> | undefined {
    const entry = entries.get(key)
    if (!entry) return undefined
    if (entry.expiresAt <= now()) {
      entries.delete(key)
      return undefined
    }
    entries.delete(key)
    entries.set(key, entry)
    return entry
  }

  function set(key: string, value: V, ttlMs: number): void {
    entries.delete(key)
    entries.set(key, { value, expiresAt: now() + ttlMs })
    while (entries.size > maxEntries) {
      const oldest = entries.keys().next()
      if (oldest.done) break
      entries.delete(oldest.value)
    }
  }

  function memoize<T extends V>(
    key: string,
    ttlMs: number,
    fn: () => Promise<T>,
    options: { signal?: AbortSignal | undefined } = {},
  ): Promise<T> {
    const { signal } = options
    if (signal?.aborted) return Promise.reject(new RequestAbortedError({ cause: signal.reason }))
    // The key names the value's type (callers prefix keys per endpoint), so the cast holds.
    const hit = read(key)
    if (hit) return Promise.resolve(hit.value as T)
    let shared = inFlight.get(key) as Promise<T> | undefined
    if (!shared) {
      const run = fn()
      shared = run
      inFlight.set(key, run)
      run.then(
        (value) => {
          // A delete() or clear() during the run means the answer is already stale.
          if (inFlight.get(key) !== run) return
          inFlight.delete(key)
          set(key, value, ttlMs)
        },
        () => {
          if (inFlight.get(key) === run) inFlight.delete(key)
        },
      )
    }
    return untilAborted(shared, signal)
  }

  return {
    get: (key) => read(key)?.value,
    set,
    has: (key) => read(key) !== undefined,
    delete: (key) => {
      const hadRun = inFlight.delete(key)
      return entries.delete(key) || hadRun
    },
    clear: () => {
      entries.clear()
      inFlight.clear()
    },
    get size() {
      return entries.size
    },
    memoize,
  }
}
