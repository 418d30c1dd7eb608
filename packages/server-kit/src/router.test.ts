import { describe, expect, it } from 'vitest'
import { createRouter } from './router.js'

const routes = [
  { method: 'GET', path: '/v1/identity/:address', name: 'identity' },
  { method: 'POST', path: '/v1/session', name: 'create' },
  { method: 'GET', path: '/v1/session', name: 'read' },
  { method: 'GET', path: '/files/*', name: 'files' },
] as const

describe('createRouter', () => {
  const router = createRouter(routes)

  it('finds a route by method and path, with decoded parameters', () => {
    expect(router.find('GET', '/v1/identity/0x%41bc')).toEqual({
      kind: 'found',
      route: routes[0],
      params: { address: '0xAbc' },
    })
    expect(router.find('post', '/v1/session')).toMatchObject({ kind: 'found', route: routes[1] })
  })

  it('gives a trailing * the rest of the path', () => {
    expect(router.find('GET', '/files/a/b%20c/d.png')).toMatchObject({
      params: { '*': 'a/b c/d.png' },
    })
  })

  it('tells a path with other methods (405, with them) from one that does not exist (404)', () => {
    expect(router.find('DELETE', '/v1/session')).toEqual({
      kind: 'method-not-allowed',
      allowed: ['POST', 'GET'],
    })
    expect(router.find('GET', '/v1/nope')).toEqual({ kind: 'not-found' })
    expect(router.find('GET', '/v1/identity')).toEqual({ kind: 'not-found' })
    expect(router.find('GET', '/v1/identity/a/b')).toEqual({ kind: 'not-found' })
  })

  it('does not match a parameter that is not valid percent-encoding', () => {
    expect(router.find('GET', '/v1/identity/%E0%A4%A')).toEqual({ kind: 'not-found' })
  })

  it('ignores empty segments by default, and not with strictSlashes', () => {
    expect(router.find('GET', '/v1/session/')).toMatchObject({ kind: 'found' })
    const strict = createRouter(routes, { strictSlashes: true })
    expect(strict.find('GET', '/v1/session')).toMatchObject({ kind: 'found' })
    expect(strict.find('GET', '/v1/session/')).toEqual({ kind: 'not-found' })
    expect(strict.find('GET', '//v1/session')).toEqual({ kind: 'not-found' })
    expect(strict.find('GET', '/v1/identity/')).toEqual({ kind: 'not-found' })
  })
})
