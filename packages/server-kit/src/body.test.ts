import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { hasMediaType, parseForm, parseJson, readBody, readJsonBody } from './body.js'
import { HttpError, MalformedJsonError } from './errors.js'

let server: Server | undefined
afterEach(async () => {
  const open = server
  server = undefined
  if (!open) return
  await new Promise((resolve) => {
    open.close(resolve)
    open.closeAllConnections()
  })
})

/** A server whose every request goes through `read`; answers what it read or its error. */
async function serve(read: (request: IncomingMessage) => Promise<unknown>): Promise<string> {
  server = createServer((request, response) => {
    read(request).then(
      (value) => {
        response.writeHead(200, { 'content-type': 'application/json' })
        response.end(JSON.stringify({ value }))
      },
      (error: unknown) => {
        const status = error instanceof HttpError ? error.status : 500
        response.writeHead(status, { 'content-type': 'application/json', connection: 'close' })
        response.end(JSON.stringify({ error: String(error) }))
      },
    )
  })
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

const post = (url: string, body: string, type = 'application/json') =>
  fetch(url, { method: 'POST', headers: { 'content-type': type }, body })

describe('readBody', () => {
  it('reads a body up to the limit', async () => {
    const url = await serve(async (request) => (await readBody(request, { limit: 8 })).length)
    expect(await (await post(url, '12345678')).json()).toEqual({ value: 8 })
  })

  it('refuses an announced Content-Length over the limit before reading (413)', async () => {
    const url = await serve((request) => readBody(request, { limit: 8 }))
    expect((await post(url, '123456789')).status).toBe(413)
  })

  it('refuses a chunked body once it passes the limit (413)', async () => {
    const url = await serve((request) => readBody(request, { limit: 1024 }))
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 4; i++) controller.enqueue(new Uint8Array(512))
        controller.close()
      },
    })
    const answer = await fetch(url, {
      method: 'POST',
      body: stream,
      duplex: 'half',
    } as RequestInit & { duplex: 'half' })
    expect(answer.status).toBe(413)
  })
})

describe('readJsonBody', () => {
  const read = (request: IncomingMessage) => readJsonBody(request, { limit: 64 })

  it('parses application/json (with a charset)', async () => {
    const url = await serve(read)
    expect(await (await post(url, '{"a":1}', 'application/json; charset=utf-8')).json()).toEqual({
      value: { a: 1 },
    })
  })

  it('answers 415 for another type, 400 for malformed JSON, 413 past the limit', async () => {
    const url = await serve(read)
    expect((await post(url, '{"a":1}', 'text/plain')).status).toBe(415)
    expect((await post(url, '{"a":', 'application/json')).status).toBe(400)
    expect((await post(url, JSON.stringify({ a: 'x'.repeat(100) }))).status).toBe(413)
    // The server is still up after all of them.
    expect((await post(url, '[1]')).status).toBe(200)
  })

  it('reads an empty body as the value given for it', async () => {
    const url = await serve((request) => readJsonBody(request, { limit: 64, empty: { value: {} } }))
    expect(await (await post(url, '')).json()).toEqual({ value: {} })
  })
})

describe('parsers', () => {
  it('parseJson throws MalformedJsonError, or the error asked for', () => {
    expect(() => parseJson(new TextEncoder().encode('nope'))).toThrow(MalformedJsonError)
    expect(() =>
      parseJson(new TextEncoder().encode('nope'), { malformed: () => new Error('custom') }),
    ).toThrow('custom')
  })

  it('parseForm reads a urlencoded form', () => {
    expect(parseForm(new TextEncoder().encode('token=a%20b&x=1'))).toEqual({ token: 'a b', x: '1' })
  })

  it('hasMediaType compares the type only, case-insensitively', () => {
    expect(hasMediaType('Application/JSON ; charset=utf-8', 'application/json')).toBe(true)
    expect(hasMediaType('application/jsonx', 'application/json')).toBe(false)
    expect(hasMediaType(undefined, 'application/json')).toBe(false)
  })
})
