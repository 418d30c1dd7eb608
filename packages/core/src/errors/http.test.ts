import { describe, expect, it } from 'vitest'
import { BaseError } from './base.js'
import { HttpRequestError, InvalidResponseError, NetworkRequestError } from './http.js'
import { TimeoutError } from './timeout.js'

describe('HTTP errors', () => {
  it('HttpRequestError says exactly "HTTP status code: {status}" (docs/services.md#requests) and keeps status, url and body', () => {
    const headers = new Headers({ 'retry-after': '1' })
    const error = new HttpRequestError({
      status: 429,
      url: 'https://api.test/x',
      body: 'slow down',
      headers,
    })
    expect(error).toBeInstanceOf(BaseError)
    expect(error.name).toBe('HttpRequestError')
    expect(error.shortMessage).toBe('HTTP status code: 429')
    expect(error.status).toBe(429)
    expect(error.code).toBe(429)
    expect(error.url).toBe('https://api.test/x')
    expect(error.body).toBe('slow down')
    expect(error.headers?.get('retry-after')).toBe('1')
    expect(error.details).toBe('slow down')
  })

  it('redacts projectId and clientId from messages but keeps them on the url field', () => {
    const url = 'https://api.test/x?projectId=secret&clientId=cid&a=1'
    const error = new HttpRequestError({ status: 500, url })
    expect(error.message).not.toContain('secret')
    expect(error.message).not.toContain('cid')
    expect(error.message).toContain('a=1')
    expect(error.url).toBe(url)
  })

  it('TimeoutError, NetworkRequestError and InvalidResponseError have literal names and keep their cause', () => {
    const cause = new TypeError('fetch failed')
    const timeout = new TimeoutError({ url: 'https://api.test', timeoutMs: 10_000 })
    const network = new NetworkRequestError({ url: 'https://api.test', cause })
    const invalid = new InvalidResponseError({ url: 'https://api.test', cause })
    expect(timeout.name).toBe('TimeoutError')
    expect(timeout.timeoutMs).toBe(10_000)
    expect(timeout.shortMessage).toBe('The request took too long to respond')
    expect(network.name).toBe('NetworkRequestError')
    expect(network.cause).toBe(cause)
    expect(network.details).toBe('fetch failed')
    expect(invalid.name).toBe('InvalidResponseError')
    expect(invalid.cause).toBe(cause)
  })
})
