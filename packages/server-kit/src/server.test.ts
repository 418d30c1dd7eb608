import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { readJsonBody } from './body.js'
import { createCors } from './cors.js'
import { HttpError } from './errors.js'
import {
  createHttpServer,
  createRequestHandler,
  type HttpServer,
  type HttpServerOptions,
} from './server.js'

let running: HttpServer | undefined
afterEach(async () => {
  await running?.stop()
  running = undefined
})

async function start(options: HttpServerOptions): Promise<string> {
  running = createHttpServer(options)
  return running.listen(0)
}

describe('createHttpServer', () => {
  it('answers JSON, HTML and bytes with their types and lengths', async () => {
    const url = await start({
      handle: (_request, { url }) =>
        url.pathname === '/json'
          ? { json: { big: 1n }, headers: { 'x-extra': '1' } }
          : url.pathname === '/html'
            ? { html: '<p>hi</p>' }
            : { status: 201, body: new Uint8Array([1, 2]), contentType: 'image/png' },
      jsonReplacer: (_key, value) => (typeof value === 'bigint' ? value.toString() : value),
      answerHeaders: () => ({ 'x-content-type-options': 'nosniff' }),
    })
    const json = await fetch(`${url}/json`)
    expect(json.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(json.headers.get('x-extra')).toBe('1')
    expect(json.headers.get('x-content-type-options')).toBe('nosniff')
    expect(await json.json()).toEqual({ big: '1' })
    const html = await fetch(`${url}/html`)
    expect(html.headers.get('content-type')).toBe('text/html; charset=utf-8')
    const bytes = await fetch(`${url}/png`)
    expect(bytes.status).toBe(201)
    expect(bytes.headers.get('content-length')).toBe('2')
  })

  it('answers a thrown HttpError in the error format, with its headers', async () => {
    const url = await start({
      handle: () => {
        throw new HttpError(429, 'Slow down', { code: 'throttled', retryAfterSeconds: 2 })
      },
    })
    const answer = await fetch(url)
    expect(answer.status).toBe(429)
    expect(answer.headers.get('retry-after')).toBe('2')
    expect(await answer.json()).toEqual({ error: { code: 'throttled', message: 'Slow down' } })
  })

  it('answers any other error 500 without its message, reports it, and stays up', async () => {
    const reported: unknown[] = []
    let calls = 0
    const url = await start({
      handle: () => {
        calls += 1
        if (calls === 1) throw new Error('secret detail')
        return { json: { ok: true } }
      },
      onError: (error) => reported.push(error),
    })
    const failed = await fetch(url)
    expect(failed.status).toBe(500)
    expect(await failed.json()).toEqual({
      error: { code: 'internal_error', message: 'Something went wrong on the server' },
    })
    expect(reported).toHaveLength(1)
    expect((await fetch(url)).status).toBe(200)
  })

  it('closes the connection after a 413, and serves the next request', async () => {
    const url = await start({
      handle: async (request) => ({ json: await readJsonBody(request, { limit: 8 }) }),
    })
    const tooLarge = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ a: 'x'.repeat(64) }),
    })
    expect(tooLarge.status).toBe(413)
    expect(tooLarge.headers.get('connection')).toBe('close')
    expect((await tooLarge.json()).error.code).toBe('payload_too_large')
    const ok = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '[1]',
    })
    expect(await ok.json()).toEqual([1])
  })

  it('answers a request Node cannot parse with 400 and stays up', async () => {
    const url = await start({ handle: () => ({ json: { ok: true } }) })
    const { port } = new URL(url)
    const { connect } = await import('node:net')
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => socket.write('NOT HTTP\r\n\r\n'))
      let text = ''
      socket.on('data', (chunk) => {
        text += chunk.toString()
      })
      socket.on('end', () => resolve(text))
      socket.on('error', reject)
    })
    expect(raw).toMatch(/^HTTP\/1\.1 400/)
    expect((await fetch(url)).status).toBe(200)
  })

  it('with a CORS policy: its headers on every answer, errors too, and preflights answered 204', async () => {
    const url = await start({
      cors: createCors({ origins: '*', exposeHeaders: ['Retry-After'] }),
      handle: (_request, { url }) => {
        if (url.pathname === '/fail') throw new HttpError(404, 'gone')
        return { json: {} }
      },
    })
    for (const path of ['/', '/fail']) {
      const answer = await fetch(`${url}${path}`, { headers: { origin: 'https://a.example' } })
      expect(answer.headers.get('access-control-allow-origin')).toBe('*')
      expect(answer.headers.get('access-control-expose-headers')).toBe('Retry-After')
    }
    const preflight = await fetch(url, {
      method: 'OPTIONS',
      headers: { origin: 'https://a.example', 'access-control-request-method': 'POST' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, POST, OPTIONS')
  })

  it('without a CORS policy sends no CORS header and routes OPTIONS to the handler', async () => {
    const url = await start({
      handle: (request) => ({ status: request.method === 'OPTIONS' ? 405 : 200, json: {} }),
    })
    const answer = await fetch(url, { headers: { origin: 'https://a.example' } })
    expect(answer.headers.get('access-control-allow-origin')).toBeNull()
    expect((await fetch(url, { method: 'OPTIONS' })).status).toBe(405)
  })

  it("aborts the handler's signal when the client goes away", async () => {
    let aborted: Promise<unknown> | undefined
    const url = await start({
      handle: (_request, { signal }) => {
        aborted = new Promise((resolve) => signal.addEventListener('abort', () => resolve(true)))
        return new Promise(() => {})
      },
    })
    const client = new AbortController()
    const pending = fetch(url, { signal: client.signal }).catch(() => 'aborted')
    await expect.poll(() => aborted !== undefined).toBe(true)
    client.abort()
    expect(await pending).toBe('aborted')
    expect(await aborted).toBe(true)
  })

  it('answers a 204 without a body, Content-Type or Content-Length', async () => {
    const url = await start({ handle: () => ({ status: 204, headers: { 'x-done': '1' } }) })
    const answer = await fetch(url)
    expect(answer.status).toBe(204)
    expect(answer.headers.get('x-done')).toBe('1')
    expect(answer.headers.get('content-type')).toBeNull()
    expect(answer.headers.get('content-length')).toBeNull()
  })
})

describe('createRequestHandler', () => {
  let app: Server | undefined
  afterEach(async () => {
    const server = app
    app = undefined
    if (server) await new Promise((resolve) => server.close(resolve))
  })

  it("mounted in an app's own server: answers, errors in the format, and the app goes on", async () => {
    const reported: unknown[] = []
    const handler = createRequestHandler({
      handle: (_request, { url }) => {
        if (url.pathname === '/kit/crash') throw new Error('secret detail')
        if (url.pathname === '/kit/refused') throw new HttpError(403, 'No', { code: 'refused' })
        return { json: { path: url.pathname } }
      },
      answerHeaders: () => ({ 'cache-control': 'no-store' }),
      onError: (error) => reported.push(error),
      internalErrorMessage: () => 'It broke',
    })
    const server = createServer((request, response) => {
      if (request.url?.startsWith('/kit/')) {
        void handler(request, response)
        return
      }
      response.writeHead(200, { 'content-type': 'text/plain' })
      response.end('app route')
    })
    app = server
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

    const ok = await fetch(`${base}/kit/ok`)
    expect(await ok.json()).toEqual({ path: '/kit/ok' })
    const refused = await fetch(`${base}/kit/refused`)
    expect(refused.status).toBe(403)
    expect(refused.headers.get('cache-control')).toBe('no-store')
    expect(await refused.json()).toEqual({ error: { code: 'refused', message: 'No' } })
    const crashed = await fetch(`${base}/kit/crash`)
    expect(crashed.status).toBe(500)
    expect(await crashed.json()).toEqual({ error: { code: 'internal_error', message: 'It broke' } })
    expect(reported).toHaveLength(1)
    expect(await (await fetch(`${base}/other`)).text()).toBe('app route')
  })
})
