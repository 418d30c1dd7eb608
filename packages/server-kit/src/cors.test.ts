import type { IncomingMessage } from 'node:http'
import { describe, expect, it } from 'vitest'
import { createCors } from './cors.js'

const request = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage

describe('createCors', () => {
  it("with '*': any origin reads the answers, and the exposed headers", () => {
    const cors = createCors({ origins: '*', exposeHeaders: ['Retry-After'] })
    expect(cors.headersFor(request({ origin: 'https://a.example' }))).toEqual({
      'access-control-allow-origin': '*',
      'access-control-expose-headers': 'Retry-After',
    })
  })

  it('with a list: only those origins, named back, and Vary: Origin on every answer', () => {
    const cors = createCors({ origins: ['https://app.example'] })
    expect(cors.headersFor(request({ origin: 'https://app.example' }))).toEqual({
      vary: 'Origin',
      'access-control-allow-origin': 'https://app.example',
    })
    expect(cors.headersFor(request({ origin: 'https://evil.example' }))).toEqual({
      vary: 'Origin',
    })
    expect(cors.headersFor(request({}))).toEqual({ vary: 'Origin' })
  })

  it('answers a preflight with the methods, the asked-for headers and a max age', () => {
    const cors = createCors({ origins: '*', methods: ['GET', 'POST'] })
    expect(
      cors.preflightHeadersFor(
        request({ origin: 'https://a.example', 'access-control-request-headers': 'content-type' }),
      ),
    ).toEqual({
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'GET, POST',
      'access-control-allow-headers': 'content-type',
      'access-control-max-age': '600',
    })
    expect(cors.preflightHeadersFor(request({}))['access-control-allow-headers']).toBe('*')
  })

  it('gives a preflight from an origin not on the list nothing to go on', () => {
    const cors = createCors({ origins: ['https://app.example'], allowHeaders: ['content-type'] })
    expect(cors.preflightHeadersFor(request({ origin: 'https://evil.example' }))).toEqual({
      vary: 'Origin',
    })
    expect(
      cors.preflightHeadersFor(request({ origin: 'https://app.example' }))[
        'access-control-allow-headers'
      ],
    ).toBe('content-type')
  })
})
