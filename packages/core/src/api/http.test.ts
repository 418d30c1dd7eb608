import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RequestAbortedError } from '../errors/embedded-wallet.js'
import { HttpRequestError, InvalidResponseError, NetworkRequestError } from '../errors/http.js'
import { TimeoutError } from '../errors/timeout.js'
import { createHttpClient, type FetchFn, type Timers, toSearchParams } from './http.js'

type Call = { url: URL; init: RequestInit }

function fakeFetch(
  respond: (call: Call) => Response | Promise<Response> = () => Response.json({}),
) {
  const calls: Call[] = []
  const fetch: FetchFn = async (input, init) => {
    const call = { url: new URL(input), init }
    calls.push(call)
    return respond(call)
  }
  return { fetch, calls }
}

/** A fetch that only settles when its signal aborts, like a stalled server. */
const stalledFetch: FetchFn = (_input, init) =>
  new Promise((_, reject) => {
    init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
  })

function manualTimers() {
  const pending = new Map<number, { callback: () => void; ms: number }>()
  let nextId = 0
  const timers: Timers = {
    setTimeout: (callback, ms) => {
      pending.set(++nextId, { callback, ms })
      return nextId
    },
    clearTimeout: (handle) => {
      pending.delete(handle as number)
    },
  }
  const fireAll = () => {
    for (const [id, { callback }] of pending) {
      pending.delete(id)
      callback()
    }
  }
  return { timers, pending, fireAll }
}

describe('createHttpClient', () => {
  it('adds the clientId query parameter when one is configured (docs/services.md#requests)', async () => {
    const { fetch, calls } = fakeFetch()
    await createHttpClient({ baseUrl: 'https://api.test', clientId: 'c-1', fetch }).get({
      path: '/v1/x',
    })
    await createHttpClient({ baseUrl: 'https://api.test', fetch }).get({ path: '/v1/x' })
    expect(calls[0]?.url.searchParams.get('clientId')).toBe('c-1')
    expect(calls[1]?.url.searchParams.has('clientId')).toBe(false)
  })

  it('drops undefined, null and empty-string query parameters but keeps 0 and false (docs/services.md#requests)', async () => {
    const { fetch, calls } = fakeFetch()
    await createHttpClient({ baseUrl: 'https://api.test', fetch }).get({
      path: 'v1/x',
      params: { a: undefined, b: null, c: '', zero: 0, no: false, name: 'k' },
    })
    expect(calls[0]?.url.search).toBe('?zero=0&no=false&name=k')
  })

  it('joins array parameters with commas and drops empty arrays', () => {
    expect(
      toSearchParams({ include: ['a', 'b'], exclude: [], chains: ['eip155:1'] }).toString(),
    ).toBe('include=a%2Cb&chains=eip155%3A1')
  })

  it('keeps the base URL path and accepts paths with or without a leading slash', async () => {
    const { fetch, calls } = fakeFetch()
    const http = createHttpClient({ baseUrl: 'https://api.test/base/', fetch })
    await http.get({ path: 'v1/supported-chains' })
    await http.get({ path: '/v1/identity/0xabc' })
    expect(calls.map((c) => c.url.pathname)).toEqual([
      '/base/v1/supported-chains',
      '/base/v1/identity/0xabc',
    ])
  })

  it('sends POST and PUT bodies as JSON with a JSON content type, and DELETE without a body', async () => {
    const { fetch, calls } = fakeFetch()
    const http = createHttpClient({ baseUrl: 'https://api.test', fetch, headers: { 'x-sdk': 'k' } })
    await http.post({ path: '/p', body: { a: 1 } })
    await http.put({ path: '/p', body: ['x'] })
    await http.delete({ path: '/p' })
    expect(calls.map((c) => c.init.method)).toEqual(['POST', 'PUT', 'DELETE'])
    expect(calls[0]?.init.body).toBe('{"a":1}')
    expect(calls[0]?.init.headers).toEqual({ 'x-sdk': 'k', 'content-type': 'application/json' })
    expect(calls[1]?.init.body).toBe('["x"]')
    expect(calls[2]?.init.body).toBeUndefined()
  })

  it('throws HttpRequestError "HTTP status code: {status}" with status, url and body on a non-ok answer (docs/services.md#requests)', async () => {
    const { fetch } = fakeFetch(() => new Response('{"error":"nope"}', { status: 404 }))
    const error = await createHttpClient({ baseUrl: 'https://api.test', fetch })
      .get({ path: '/v1/x', params: { q: 1 } })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpRequestError)
    const httpError = error as HttpRequestError
    expect(httpError.shortMessage).toBe('HTTP status code: 404')
    expect(httpError.name).toBe('HttpRequestError')
    expect(httpError.status).toBe(404)
    expect(httpError.url).toBe('https://api.test/v1/x?q=1')
    expect(httpError.body).toBe('{"error":"nope"}')
  })

  it('keeps the project id out of error messages', async () => {
    const { fetch } = fakeFetch(() => new Response('', { status: 500 }))
    const error = (await createHttpClient({ baseUrl: 'https://api.test', fetch })
      .get({ path: '/x', params: { projectId: 'secret-project' } })
      .catch((e: unknown) => e)) as HttpRequestError
    expect(error.message).not.toContain('secret-project')
    expect(error.url).toContain('secret-project')
  })

  it('reads the answer as JSON, text or Blob according to responseType', async () => {
    const { fetch } = fakeFetch(
      () => new Response('{"ok":true}', { headers: { 'content-type': 'application/json' } }),
    )
    const http = createHttpClient({ baseUrl: 'https://api.test', fetch })
    expect(await http.get<{ ok: boolean }>({ path: '/j' })).toEqual({ ok: true })
    expect(await http.get({ path: '/t', responseType: 'text' })).toBe('{"ok":true}')
    const blob = await http.get({ path: '/b', responseType: 'blob' })
    expect(blob).toBeInstanceOf(Blob)
    expect(await blob.text()).toBe('{"ok":true}')
  })

  it('answers undefined for an empty JSON body and InvalidResponseError for malformed JSON', async () => {
    const bodies = ['', 'not json']
    const { fetch } = fakeFetch(() => new Response(bodies.shift() ?? ''))
    const http = createHttpClient({ baseUrl: 'https://api.test', fetch })
    expect(await http.post({ path: '/e', body: {} })).toBeUndefined()
    await expect(http.get({ path: '/e' })).rejects.toBeInstanceOf(InvalidResponseError)
  })

  it('wraps a fetch rejection in NetworkRequestError keeping the cause', async () => {
    const cause = new TypeError('fetch failed')
    const http = createHttpClient({
      baseUrl: 'https://api.test',
      fetch: () => Promise.reject(cause),
    })
    const error = await http.get({ path: '/x' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(NetworkRequestError)
    expect((error as NetworkRequestError).cause).toBe(cause)
  })

  it('fails with TimeoutError when the request outlives its timeout', async () => {
    const { timers, pending, fireAll } = manualTimers()
    const http = createHttpClient({
      baseUrl: 'https://api.test',
      fetch: stalledFetch,
      timers,
      timeoutMs: 1234,
    })
    const result = http.get({ path: '/slow' }).catch((e: unknown) => e)
    expect([...pending.values()].map((t) => t.ms)).toEqual([1234])
    fireAll()
    const error = await result
    expect(error).toBeInstanceOf(TimeoutError)
    expect((error as TimeoutError).timeoutMs).toBe(1234)
  })

  it('uses a per-request timeout over the client default', async () => {
    const { timers, pending } = manualTimers()
    const { fetch } = fakeFetch()
    const http = createHttpClient({ baseUrl: 'https://api.test', fetch, timers, timeoutMs: 1000 })
    const done = http.get({ path: '/x', timeoutMs: 50 })
    expect([...pending.values()].map((t) => t.ms)).toEqual([50])
    await done
  })

  it('times out even when a custom fetch ignores the abort signal', async () => {
    const { timers, fireAll } = manualTimers()
    const http = createHttpClient({
      baseUrl: 'https://api.test',
      fetch: () => new Promise<Response>(() => {}),
      timers,
    })
    const result = http.get({ path: '/x' }).catch((e: unknown) => e)
    fireAll()
    expect(await result).toBeInstanceOf(TimeoutError)
  })

  it('fails with RequestAbortedError "Request was aborted" when the caller aborts (docs/errors.md#services-http)', async () => {
    const { timers, pending } = manualTimers()
    const http = createHttpClient({ baseUrl: 'https://api.test', fetch: stalledFetch, timers })
    const controller = new AbortController()
    const result = http.get({ path: '/x', signal: controller.signal }).catch((e: unknown) => e)
    controller.abort()
    const error = await result
    expect(error).toBeInstanceOf(RequestAbortedError)
    expect((error as RequestAbortedError).shortMessage).toBe('Request was aborted')
    expect(pending.size).toBe(0)
  })

  it('does not call fetch when the signal is already aborted', async () => {
    const { fetch, calls } = fakeFetch()
    const http = createHttpClient({ baseUrl: 'https://api.test', fetch })
    await expect(http.get({ path: '/x', signal: AbortSignal.abort() })).rejects.toBeInstanceOf(
      RequestAbortedError,
    )
    expect(calls).toHaveLength(0)
  })

  it('clears its timer once the answer is read', async () => {
    const { timers, pending } = manualTimers()
    const { fetch } = fakeFetch()
    await createHttpClient({ baseUrl: 'https://api.test', fetch, timers }).get({ path: '/x' })
    expect(pending.size).toBe(0)
  })
})

describe('createHttpClient against a real HTTP server', () => {
  let server: Server
  let baseUrl: string

  beforeAll(async () => {
    server = createServer((req, res) => {
      let raw = ''
      req.on('data', (chunk: Buffer) => {
        raw += chunk.toString()
      })
      req.on('end', () => {
        if (req.url?.startsWith('/fail')) {
          res.writeHead(503, { 'retry-after': '2' }).end('busy')
          return
        }
        res.writeHead(200, { 'content-type': 'application/json' })
        res.end(JSON.stringify({ method: req.method, url: req.url, body: raw }))
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()))
  })

  it('sends query parameters and a JSON body over the wire', async () => {
    const http = createHttpClient({ baseUrl, clientId: 'cid' })
    const answer = await http.post<{ method: string; url: string; body: string }>({
      path: '/echo',
      params: { a: 'x', empty: '' },
      body: { hello: 'world' },
    })
    expect(answer).toEqual({
      method: 'POST',
      url: '/echo?a=x&clientId=cid',
      body: '{"hello":"world"}',
    })
  })

  it('exposes the status and Retry-After header of a failed answer', async () => {
    const error = (await createHttpClient({ baseUrl })
      .get({ path: '/fail' })
      .catch((e: unknown) => e)) as HttpRequestError
    expect(error.shortMessage).toBe('HTTP status code: 503')
    expect(error.headers?.get('retry-after')).toBe('2')
    expect(error.body).toBe('busy')
  })
})
