import { afterEach, describe, expect, it } from 'vitest'
import { createJsonServer, HttpError, type JsonServer, requireQuery } from './server.js'

let server: JsonServer | undefined
afterEach(async () => {
  await server?.stop()
  server = undefined
})

async function start(maxBodyBytes?: number) {
  server = createJsonServer({
    name: 'test',
    ...(maxBodyBytes ? { maxBodyBytes } : {}),
    routes: [
      {
        method: 'GET',
        path: '/v1/identity/:address',
        handler: ({ params }) => ({ json: { address: params.address } }),
      },
      { method: 'POST', path: '/echo', handler: ({ body }) => ({ json: { body } }) },
      {
        method: 'GET',
        path: '/needs',
        handler: (ctx) => ({ json: requireQuery(ctx, ['projectId', 'st']) }),
      },
      {
        method: 'GET',
        path: '/boom',
        handler: () => {
          throw new Error('kaput')
        },
      },
      {
        method: 'GET',
        path: '/teapot',
        handler: () => {
          throw new HttpError(418, 'short and stout')
        },
      },
      {
        method: 'GET',
        path: '/files/*',
        handler: ({ params }) => ({ json: { rest: params['*'] } }),
      },
    ],
  })
  return server.listen(0)
}

describe('devnet JSON server', () => {
  it('matches path parameters and rest segments', async () => {
    const url = await start()
    expect(await (await fetch(`${url}/v1/identity/0xabc`)).json()).toEqual({ address: '0xabc' })
    expect(await (await fetch(`${url}/files/a/b/c.png`)).json()).toEqual({ rest: 'a/b/c.png' })
  })

  it('answers an unknown path with 404 and a JSON error body', async () => {
    const url = await start()
    const res = await fetch(`${url}/nope`)
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({
      error: { code: 'not_found', message: 'no such path: /nope' },
    })
  })

  it('answers a wrong method with 405 and an Allow header', async () => {
    const url = await start()
    const res = await fetch(`${url}/echo`)
    expect(res.status).toBe(405)
    expect(res.headers.get('allow')).toBe('POST')
  })

  it('answers malformed JSON with 400 and keeps serving', async () => {
    const url = await start()
    const res = await fetch(`${url}/echo`, {
      method: 'POST',
      body: '{"a":',
      headers: { 'content-type': 'application/json' },
    })
    expect(res.status).toBe(400)
    expect((await res.json()).error.code).toBe('parse_error')
    const ok = await fetch(`${url}/echo`, {
      method: 'POST',
      body: '{"a":1}',
      headers: { 'content-type': 'application/json' },
    })
    expect(await ok.json()).toEqual({ body: { a: 1 } })
  })

  it('answers an oversized body with 413', async () => {
    const url = await start(64)
    const res = await fetch(`${url}/echo`, {
      method: 'POST',
      body: JSON.stringify({ pad: 'x'.repeat(200) }),
    })
    expect(res.status).toBe(413)
  })

  it('answers missing query parameters with 400 naming them', async () => {
    const url = await start()
    const res = await fetch(`${url}/needs?projectId=p`)
    expect(res.status).toBe(400)
    expect((await res.json()).error.message).toBe('missing query parameter(s): st')
  })

  it('turns a handler crash into a 500 without stopping the server', async () => {
    const url = await start()
    expect((await fetch(`${url}/boom`)).status).toBe(500)
    expect((await fetch(`${url}/teapot`)).status).toBe(418)
    expect((await fetch(`${url}/v1/identity/x`)).status).toBe(200)
  })

  it('answers an armed fault the set number of times with its Retry-After', async () => {
    const url = await start()
    const arm = await fetch(`${url}/__devnet/faults`, {
      method: 'POST',
      body: JSON.stringify({ path: '/v1/identity/a', status: 429, times: 2, retryAfter: '1' }),
    })
    expect(arm.status).toBe(201)
    const first = await fetch(`${url}/v1/identity/a`)
    expect(first.status).toBe(429)
    expect(first.headers.get('retry-after')).toBe('1')
    expect((await fetch(`${url}/v1/identity/a`)).status).toBe(429)
    expect((await fetch(`${url}/v1/identity/a`)).status).toBe(200)
  })

  it('exposes Retry-After to browser scripts on a throttled answer and on every other one', async () => {
    const url = await start()
    await fetch(`${url}/__devnet/faults`, {
      method: 'POST',
      body: JSON.stringify({ path: '/v1/identity/a', status: 429, retryAfter: '2' }),
    })
    const throttled = await fetch(`${url}/v1/identity/a`)
    expect(throttled.status).toBe(429)
    expect(throttled.headers.get('retry-after')).toBe('2')
    const answers = [
      throttled,
      await fetch(`${url}/v1/identity/a`),
      await fetch(`${url}/nope`),
      await fetch(`${url}/teapot`),
      await fetch(`${url}/boom`),
    ]
    expect(answers.map((res) => res.status)).toEqual([429, 200, 404, 418, 500])
    for (const res of answers) {
      expect(res.headers.get('access-control-allow-origin')).toBe('*')
      expect(res.headers.get('access-control-expose-headers')).toBe('Retry-After')
    }
  })

  it('answers CORS preflight requests', async () => {
    const url = await start()
    const res = await fetch(`${url}/echo`, {
      method: 'OPTIONS',
      headers: { 'access-control-request-headers': 'content-type' },
    })
    expect(res.status).toBe(204)
    expect(res.headers.get('access-control-allow-origin')).toBe('*')
  })
})

describe('devnet JSON server raw routes', () => {
  it('hands a rawBody route the bytes unparsed, even when they are not JSON', async () => {
    server = createJsonServer({
      name: 'raw',
      routes: [
        {
          method: 'POST',
          path: '/',
          rawBody: true,
          handler: ({ rawBody, body }) => ({
            json: { text: rawBody.toString('utf8'), body: body ?? null },
          }),
        },
      ],
    })
    const url = await server.listen(0)
    const res = await fetch(`${url}/`, {
      method: 'POST',
      body: '{"jsonrpc":',
      headers: { 'content-type': 'application/json' },
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ text: '{"jsonrpc":', body: null })
  })
})
