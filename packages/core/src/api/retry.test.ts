import { describe, expect, it } from 'vitest'
import { BaseError } from '../errors/base.js'
import { RequestAbortedError } from '../errors/embedded-wallet.js'
import { HttpRequestError, NetworkRequestError } from '../errors/http.js'
import { TimeoutError } from '../errors/timeout.js'
import { createHttpClient } from './http.js'
import {
  isRetryableError,
  parseRetryAfter,
  type RetryAttempt,
  retry,
  retryDelayMs,
  type Sleep,
  withRetry,
} from './retry.js'

const NOW = Date.parse('2026-01-01T00:00:00Z')

function recordingSleep() {
  const waits: number[] = []
  const sleep: Sleep = async (ms) => {
    waits.push(ms)
  }
  return { waits, sleep }
}

function httpError(status: number, headers?: Record<string, string>) {
  return new HttpRequestError({ status, url: 'https://api.test/x', headers: new Headers(headers) })
}

function rpcError(code: number) {
  return new BaseError('rpc failure', { code })
}

/** Fails with each given error in turn, then succeeds with 'ok'. */
function failing(...errors: unknown[]) {
  const attempts: number[] = []
  const fn = async ({ attempt }: RetryAttempt) => {
    attempts.push(attempt)
    if (errors.length > 0) throw errors.shift()
    return 'ok'
  }
  return { fn, attempts }
}

describe('withRetry', () => {
  it('retries up to 3 times (4 attempts) with exponential delays of 150, 300 and 600 ms (docs/services.md#retries)', async () => {
    const { waits, sleep } = recordingSleep()
    const error = httpError(503)
    const { fn, attempts } = failing(error, error, error, error, error)
    await expect(withRetry(fn, { sleep, now: () => NOW })).rejects.toBe(error)
    expect(attempts).toEqual([0, 1, 2, 3])
    expect(waits).toEqual([150, 300, 600])
  })

  it('returns the first successful answer', async () => {
    const { sleep } = recordingSleep()
    const { fn, attempts } = failing(new NetworkRequestError({ url: 'x' }))
    expect(await withRetry(fn, { sleep })).toBe('ok')
    expect(attempts).toEqual([0, 1])
  })

  it.each([403, 408, 413, 429, 500, 502, 503, 504])(
    'retries HTTP %i (docs/services.md#retries)',
    async (status) => {
      const { sleep } = recordingSleep()
      const { fn, attempts } = failing(httpError(status))
      expect(await withRetry(fn, { sleep, now: () => NOW })).toBe('ok')
      expect(attempts).toHaveLength(2)
    },
  )

  it.each([400, 401, 404, 409, 422, 501])('does not retry HTTP %i', async (status) => {
    const { sleep } = recordingSleep()
    const { fn, attempts } = failing(httpError(status))
    await expect(withRetry(fn, { sleep })).rejects.toBeInstanceOf(HttpRequestError)
    expect(attempts).toHaveLength(1)
  })

  it.each([-1, -32005, -32603])(
    'retries RPC code %i (unknown, limit exceeded, internal; docs/services.md#retries)',
    async (code) => {
      const { sleep } = recordingSleep()
      const { fn, attempts } = failing(rpcError(code))
      expect(await withRetry(fn, { sleep })).toBe('ok')
      expect(attempts).toHaveLength(2)
    },
  )

  it.each([4001, 5000])(
    'never retries a user rejection (code %i; docs/errors.md#wallet-rpc-errors-eip-1193)',
    async (code) => {
      const { sleep } = recordingSleep()
      const { fn, attempts } = failing(rpcError(code))
      await expect(withRetry(fn, { sleep })).rejects.toBeInstanceOf(BaseError)
      expect(attempts).toHaveLength(1)
    },
  )

  it('never retries a user rejection wrapped around a retryable failure', () => {
    const wrapped = new BaseError('declined', { code: 4001, cause: httpError(503) })
    expect(isRetryableError(wrapped)).toBe(false)
  })

  it('recognises a retryable HTTP status in the cause of a wrapping error', () => {
    expect(isRetryableError(new BaseError('wrapped', { cause: httpError(429) }))).toBe(true)
  })

  it.each([-32000, -32601, -32602, 4100, 4902])('does not retry RPC code %i', (code) => {
    expect(isRetryableError(rpcError(code))).toBe(false)
  })

  it('retries network errors but not timeouts, aborts or plain errors', () => {
    expect(isRetryableError(new NetworkRequestError({ url: 'x' }))).toBe(true)
    expect(isRetryableError(new TimeoutError({ url: 'x', timeoutMs: 1 }))).toBe(false)
    expect(isRetryableError(new RequestAbortedError())).toBe(false)
    expect(isRetryableError(new Error('bug'))).toBe(false)
    expect(isRetryableError('string')).toBe(false)
  })

  it('waits the Retry-After seconds when they exceed the backoff', async () => {
    const { waits, sleep } = recordingSleep()
    const { fn } = failing(httpError(429, { 'retry-after': '2' }))
    await withRetry(fn, { sleep, now: () => NOW })
    expect(waits).toEqual([2000])
  })

  it('waits until a Retry-After HTTP date, measured with the injected clock', async () => {
    const { waits, sleep } = recordingSleep()
    const date = new Date(NOW + 5000).toUTCString()
    const { fn } = failing(httpError(503, { 'retry-after': date }))
    await withRetry(fn, { sleep, now: () => NOW })
    expect(waits).toEqual([5000])
  })

  it('waits the full backoff after a 429 whose Retry-After cannot be read (hidden by CORS, absent, garbage)', async () => {
    const { waits, sleep } = recordingSleep()
    const hidden = new HttpRequestError({ status: 429, url: 'https://api.test/x' })
    const { fn, attempts } = failing(
      hidden,
      httpError(429),
      httpError(429, { 'retry-after': 'later' }),
      hidden,
    )
    await expect(withRetry(fn, { sleep, now: () => NOW })).rejects.toBe(hidden)
    expect(attempts).toEqual([0, 1, 2, 3])
    expect(waits).toEqual([150, 300, 600])
  })

  it("reads Retry-After from a real answer's headers, in seconds and as an HTTP date", async () => {
    const answers = [
      new Response('slow down', { status: 429, headers: { 'retry-after': '1' } }),
      new Response('busy', {
        status: 503,
        headers: { 'retry-after': new Date(NOW + 2000).toUTCString() },
      }),
      Response.json({ ok: true }),
    ]
    const http = createHttpClient({
      baseUrl: 'https://api.test',
      fetch: async () => answers.shift() ?? new Response('', { status: 500 }),
    })
    const { waits, sleep } = recordingSleep()
    const answer = await withRetry(() => http.get<{ ok: boolean }>({ path: 'x' }), {
      sleep,
      now: () => NOW,
    })
    expect(answer).toEqual({ ok: true })
    expect(waits).toEqual([1000, 2000])
  })

  it('keeps its own backoff when Retry-After asks for less (the larger delay wins)', async () => {
    const { waits, sleep } = recordingSleep()
    const error = httpError(503, { 'retry-after': '0' })
    const { fn } = failing(error, error, error)
    await withRetry(fn, { sleep, now: () => NOW })
    expect(waits).toEqual([150, 300, 600])
  })

  it('stops waiting and fails with RequestAbortedError when the signal aborts during the delay', async () => {
    const controller = new AbortController()
    const sleep: Sleep = () => new Promise<void>(() => {}) // never ends on its own
    const { fn, attempts } = failing(httpError(503))
    const result = withRetry(fn, { sleep, signal: controller.signal }).catch((e: unknown) => e)
    await Promise.resolve()
    controller.abort()
    expect(await result).toBeInstanceOf(RequestAbortedError)
    expect(attempts).toEqual([0])
  })

  it('does not start when the signal is already aborted', async () => {
    const { fn, attempts } = failing()
    await expect(withRetry(fn, { signal: AbortSignal.abort() })).rejects.toBeInstanceOf(
      RequestAbortedError,
    )
    expect(attempts).toEqual([])
  })

  it('passes the signal to the default sleep, which rejects on abort', async () => {
    const controller = new AbortController()
    const { fn, attempts } = failing(httpError(503))
    // baseDelayMs is large so only the abort can end the wait.
    const result = withRetry(fn, { signal: controller.signal, baseDelayMs: 60_000 }).catch(
      (e: unknown) => e,
    )
    await Promise.resolve()
    controller.abort()
    expect(await result).toBeInstanceOf(RequestAbortedError)
    expect(attempts).toEqual([0])
  })
})

describe('parseRetryAfter', () => {
  it('reads delta-seconds and HTTP dates, clamps past dates to 0 and ignores garbage', () => {
    expect(parseRetryAfter('3', NOW)).toBe(3000)
    expect(parseRetryAfter(' 10 ', NOW)).toBe(10_000)
    expect(parseRetryAfter(new Date(NOW + 1000).toUTCString(), NOW)).toBe(1000)
    expect(parseRetryAfter(new Date(NOW - 1000).toUTCString(), NOW)).toBe(0)
    expect(parseRetryAfter('-5', NOW)).toBeUndefined()
    expect(parseRetryAfter('soon', NOW)).toBeUndefined()
    expect(parseRetryAfter(null, NOW)).toBeUndefined()
  })

  it('doubles the delay per attempt from the 150 ms base', () => {
    expect([0, 1, 2].map((attempt) => retryDelayMs(attempt, httpError(500)))).toEqual([
      150, 300, 600,
    ])
  })
})

describe('retry (docs/limits.md#timing generic helper)', () => {
  it('retries any failure 2 times with a fixed 100 ms delay by default', async () => {
    const { waits, sleep } = recordingSleep()
    const error = new Error('flaky')
    const { fn, attempts } = failing(error, error, error)
    await expect(retry(fn, { sleep })).rejects.toBe(error)
    expect(attempts).toEqual([0, 1, 2])
    expect(waits).toEqual([100, 100])
  })

  it('honours custom retries and delay', async () => {
    const { waits, sleep } = recordingSleep()
    const { fn } = failing(new Error('a'), new Error('b'))
    expect(await retry(fn, { retries: 5, delayMs: 7, sleep })).toBe('ok')
    expect(waits).toEqual([7, 7])
  })

  it('does not retry an abort', async () => {
    const { sleep } = recordingSleep()
    const { fn, attempts } = failing(new RequestAbortedError())
    await expect(retry(fn, { sleep })).rejects.toBeInstanceOf(RequestAbortedError)
    expect(attempts).toHaveLength(1)
  })
})
