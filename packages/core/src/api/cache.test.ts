import { describe, expect, it } from 'vitest'
import { REQUEST_CACHE_SIZE } from '../constants/sizes.js'
import { RequestAbortedError } from '../errors/embedded-wallet.js'
import { createTtlCache } from './cache.js'

function clock(start = 1_000) {
  let time = start
  return { now: () => time, advance: (ms: number) => (time += ms) }
}

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

describe('createTtlCache', () => {
  it('returns a value until its TTL has passed, then forgets it', () => {
    const { now, advance } = clock()
    const cache = createTtlCache<string>({ now })
    cache.set('k', 'v', 30_000)
    advance(29_999)
    expect(cache.get('k')).toBe('v')
    advance(1)
    expect(cache.get('k')).toBeUndefined()
    expect(cache.has('k')).toBe(false)
  })

  it('evicts the least recently used entry beyond maxEntries', () => {
    const cache = createTtlCache<number>({ maxEntries: 2 })
    cache.set('a', 1, Number.POSITIVE_INFINITY)
    cache.set('b', 2, Number.POSITIVE_INFINITY)
    cache.get('a') // a is now the most recently used
    cache.set('c', 3, Number.POSITIVE_INFINITY)
    expect(cache.get('b')).toBeUndefined()
    expect(cache.get('a')).toBe(1)
    expect(cache.get('c')).toBe(3)
    expect(cache.size).toBe(2)
  })

  it('holds 8192 entries by default (docs/limits.md#sizes)', () => {
    const cache = createTtlCache<number>()
    for (let i = 0; i <= REQUEST_CACHE_SIZE; i++) cache.set(String(i), i, 1000)
    expect(REQUEST_CACHE_SIZE).toBe(8192)
    expect(cache.size).toBe(8192)
    expect(cache.get('0')).toBeUndefined()
    expect(cache.get('1')).toBe(1)
  })

  it('deletes and clears entries', () => {
    const cache = createTtlCache<number>()
    cache.set('a', 1, 1000)
    cache.set('b', 2, 1000)
    expect(cache.delete('a')).toBe(true)
    expect(cache.get('a')).toBeUndefined()
    cache.clear()
    expect(cache.size).toBe(0)
  })

  it('memoize shares one in-flight promise between concurrent callers', async () => {
    const cache = createTtlCache()
    const pending = deferred<string>()
    let runs = 0
    const fn = () => {
      runs++
      return pending.promise
    }
    const first = cache.memoize('id', 1000, fn)
    const second = cache.memoize('id', 1000, fn)
    pending.resolve('name')
    expect(await Promise.all([first, second])).toEqual(['name', 'name'])
    expect(runs).toBe(1)
  })

  it('memoize serves the stored answer within the TTL and fetches again after it', async () => {
    const { now, advance } = clock()
    const cache = createTtlCache({ now })
    let runs = 0
    const fn = async () => ++runs
    expect(await cache.memoize('k', 300_000, fn)).toBe(1)
    advance(299_999)
    expect(await cache.memoize('k', 300_000, fn)).toBe(1)
    advance(1)
    expect(await cache.memoize('k', 300_000, fn)).toBe(2)
  })

  it('memoize does not cache failures', async () => {
    const cache = createTtlCache()
    let runs = 0
    const fn = async () => {
      runs++
      if (runs === 1) throw new Error('boom')
      return 'ok'
    }
    await expect(cache.memoize('k', 1000, fn)).rejects.toThrow('boom')
    expect(await cache.memoize('k', 1000, fn)).toBe('ok')
    expect(runs).toBe(2)
  })

  it("memoize lets one caller abort its wait without failing the others' shared run", async () => {
    const cache = createTtlCache()
    const pending = deferred<string>()
    const controller = new AbortController()
    const aborted = cache
      .memoize('k', 1000, () => pending.promise, { signal: controller.signal })
      .catch((e: unknown) => e)
    const other = cache.memoize('k', 1000, () => pending.promise)
    controller.abort()
    expect(await aborted).toBeInstanceOf(RequestAbortedError)
    pending.resolve('v')
    expect(await other).toBe('v')
    expect(cache.get('k')).toBe('v')
  })

  it('memoize does not store an answer that arrives after the key was deleted', async () => {
    const cache = createTtlCache()
    const pending = deferred<string>()
    const result = cache.memoize('k', 1000, () => pending.promise)
    cache.delete('k')
    pending.resolve('stale')
    expect(await result).toBe('stale')
    expect(cache.get('k')).toBeUndefined()
  })
})
