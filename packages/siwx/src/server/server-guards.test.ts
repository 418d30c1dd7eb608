/**
 * What the handler refuses before it acts: a sign-out that does not come from the app's own
 * pages, and nonce requests past the per-client throttle.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, it } from 'vitest'
import { formatSiwxMessage, type SiwxMessageFields } from '../message/message.js'
import { createSiwxServer, type SiwxServer, type SiwxServerOptions } from './server.js'

const account = privateKeyToAccount(`0x${'44'.repeat(32)}`)
const DOMAIN = 'app.example.com'
const ORIGIN = `https://${DOMAIN}`

let http: Server | undefined
afterEach(async () => {
  const server = http
  http = undefined
  if (server) await new Promise((resolve) => server.close(resolve))
})

async function start(options: Partial<SiwxServerOptions> = {}) {
  const siwx = createSiwxServer({
    domain: DOMAIN,
    chainIds: ['eip155:1'],
    secureCookie: false,
    ...options,
  })
  const server = createServer((request, response) => void siwx.handle(request, response))
  http = server
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { siwx, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }
}

/** Signs in over HTTP and returns the session cookie. */
async function signIn(siwx: SiwxServer, base: string): Promise<string> {
  const message = formatSiwxMessage({
    domain: DOMAIN,
    address: account.address,
    uri: ORIGIN,
    version: '1',
    chainId: 'eip155:1',
    nonce: await siwx.issueNonce(),
    issuedAt: new Date().toISOString(),
  })
  const response = await fetch(`${base}/siwx/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    body: JSON.stringify({ message, signature: await account.signMessage({ message }) }),
  })
  expect(response.status).toBe(200)
  return (response.headers.get('set-cookie') ?? '').split(';')[0] as string
}

const sessionStatus = async (base: string, cookie: string) =>
  (await fetch(`${base}/siwx/session`, { headers: { cookie } })).status

describe('POST /siwx/signout: only from the app’s own pages', () => {
  it('refuses a cross-site POST and a GET, and the session stays open', async () => {
    const { siwx, base } = await start()
    const cookie = await signIn(siwx, base)
    const refused: Array<[RequestInit, number, RegExp | undefined]> = [
      // A form or fetch on another site: the browser names that site.
      [{ method: 'POST', headers: { cookie, origin: 'https://evil.example' } }, 403, /evil/],
      // A sibling origin of the same site is another page, not the app.
      [{ method: 'POST', headers: { cookie, origin: 'https://blog.example.com' } }, 403, /blog/],
      [{ method: 'POST', headers: { cookie, 'sec-fetch-site': 'cross-site' } }, 403, /cross-site/],
      [{ method: 'POST', headers: { cookie, 'sec-fetch-site': 'same-site' } }, 403, /same-site/],
      // Neither header: nothing shows the request is the app's.
      [{ method: 'POST', headers: { cookie } }, 403, /Origin/],
      // A link or an image cannot sign out either.
      [{ method: 'GET', headers: { cookie, origin: ORIGIN } }, 405, undefined],
    ]
    for (const [init, status, error] of refused) {
      const response = await fetch(`${base}/siwx/signout`, init)
      expect(response.status, JSON.stringify(init.headers)).toBe(status)
      expect(response.headers.get('set-cookie')).toBeNull()
      if (error) {
        const body = (await response.json()) as { error: { code: string; message: string } }
        expect(body.error.code).toBe('cross_site')
        expect(body.error.message).toMatch(error)
      }
      expect(await sessionStatus(base, cookie)).toBe(200)
    }
  })

  it('signs out a POST from the app’s origin, or marked same-origin by the browser', async () => {
    const { siwx, base } = await start()
    for (const headers of [{ origin: ORIGIN }, { 'sec-fetch-site': 'same-origin' }]) {
      const cookie = await signIn(siwx, base)
      const response = await fetch(`${base}/siwx/signout`, {
        method: 'POST',
        headers: { cookie, ...headers },
      })
      expect(response.status).toBe(204)
      expect(await sessionStatus(base, cookie)).toBe(401)
    }
  })

  it('takes the origins it is given (a dev server on http://localhost)', async () => {
    const { base } = await start({ origins: ['http://localhost:5173'] })
    const refused = await fetch(`${base}/siwx/signout`, {
      method: 'POST',
      headers: { origin: ORIGIN },
    })
    expect(refused.status).toBe(403)
    const accepted = await fetch(`${base}/siwx/signout`, {
      method: 'POST',
      headers: { origin: 'http://localhost:5173' },
    })
    expect(accepted.status).toBe(204)
  })
})

describe('POST /siwx/verify: the expected URI and chain', () => {
  it('answers 401 with the reason for a message naming another URI or chain', async () => {
    const { siwx, base } = await start()
    for (const [overrides, reason] of [
      [{ uri: 'https://evil.example' }, 'uri'],
      [{ chainId: 'eip155:10' as const }, 'chain'],
    ] as const) {
      const fields: SiwxMessageFields = {
        domain: DOMAIN,
        address: account.address,
        uri: ORIGIN,
        version: '1',
        chainId: 'eip155:1',
        nonce: await siwx.issueNonce(),
        issuedAt: new Date().toISOString(),
      }
      const message = formatSiwxMessage({ ...fields, ...overrides })
      const response = await fetch(`${base}/siwx/verify`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: ORIGIN },
        body: JSON.stringify({ message, signature: await account.signMessage({ message }) }),
      })
      expect(response.status).toBe(401)
      expect(await response.json()).toEqual({
        error: { code: reason, message: 'Sign-in could not be verified' },
      })
      expect(response.headers.get('set-cookie')).toBeNull()
    }
  })
})

describe('GET /siwx/nonce: throttled per client', () => {
  it('answers 429 with Retry-After past the limit, per client, until the window ends', async () => {
    let now = Date.parse('2026-11-27T10:00:10Z')
    const { siwx, base } = await start({
      now: () => now,
      nonceRateLimit: { limit: 3, windowMs: 60_000 },
      // The test's stand-in for a trusted proxy's client address.
      clientKey: (request) => String(request.headers['x-test-client']),
    })
    const nonce = (client: string) =>
      fetch(`${base}/siwx/nonce`, { headers: { 'x-test-client': client } })
    for (let i = 0; i < 3; i++) expect((await nonce('a')).status).toBe(200)
    const throttled = await nonce('a')
    expect(throttled.status).toBe(429)
    expect(throttled.headers.get('retry-after')).toBe('50')
    expect(await throttled.json()).toEqual({
      error: { code: 'rate_limited', message: 'Too many sign-in attempts. Try again in 50 s.' },
    })
    // Another client has its own count.
    expect((await nonce('b')).status).toBe(200)
    // A throttled request issued no nonce; the next window allows the client again.
    now += 50_000
    expect((await nonce('a')).status).toBe(200)
    // The plain function is throttled only when told who asks.
    await expect(siwx.issueNonce()).resolves.toMatch(/^\w+$/)
  })

  it('counts by the socket address by default, and can be turned off', async () => {
    const limited = await start({ nonceRateLimit: { limit: 2, windowMs: 60_000 } })
    const statuses = []
    for (let i = 0; i < 3; i++) statuses.push((await fetch(`${limited.base}/siwx/nonce`)).status)
    expect(statuses).toEqual([200, 200, 429])
    http?.close()
    http = undefined

    const open = await start({ nonceRateLimit: false })
    for (let i = 0; i < 40; i++) expect((await fetch(`${open.base}/siwx/nonce`)).status).toBe(200)
  })

  it('refuses a limit that is not a positive count', () => {
    expect(() =>
      createSiwxServer({
        domain: DOMAIN,
        chainIds: ['eip155:1'],
        nonceRateLimit: { limit: 0, windowMs: 1000 },
      }),
    ).toThrow(/limit/)
  })
})
