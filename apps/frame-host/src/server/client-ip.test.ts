import { afterEach, describe, expect, it } from 'vitest'
import { clientIp, createHttpServer, type HttpServer } from './server.js'

/**
 * TRUST_PROXY counts the proxies in front: each appends the address it got the request
 * from to X-Forwarded-For, so the client is that many entries from the right. Entries
 * further left were sent by the client and are never its address.
 */

let server: HttpServer | undefined
afterEach(async () => {
  await server?.stop()
  server = undefined
})

async function ipSeen(trustProxy: number, forwardedFor?: string): Promise<string> {
  server = createHttpServer({
    routes: [{ method: 'GET', path: '/ip', handler: (request) => ({ json: request.ip }) }],
    trustProxy,
  })
  const url = await server.listen(0, '127.0.0.1')
  const headers: Record<string, string> = forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}
  const response = await fetch(`${url}/ip`, { headers })
  return (await response.json()) as string
}

describe('the client IP behind TRUST_PROXY proxies', () => {
  it('a spoofed left-most X-Forwarded-For entry does not change the IP behind one proxy', async () => {
    // The proxy appended 203.0.113.7 (who it saw); 6.6.6.6 is what the client wrote.
    expect(await ipSeen(1, '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7')
    expect(await ipSeen(1, '1.1.1.1, 6.6.6.6, 203.0.113.7')).toBe('203.0.113.7')
  })

  it('with no proxy trusted, X-Forwarded-For is ignored', async () => {
    expect(await ipSeen(0, '6.6.6.6')).toBe('127.0.0.1')
  })

  it('counts hops from the right: two proxies, the second from the right', () => {
    expect(clientIp('6.6.6.6, 198.51.100.1, 10.0.0.2', '10.0.0.3', 2)).toBe('198.51.100.1')
    // Several headers are one list in order.
    expect(clientIp(['6.6.6.6', '198.51.100.1, 10.0.0.2'], '10.0.0.3', 2)).toBe('198.51.100.1')
  })

  it('falls back to the socket without a header, and to the left-most when proxies added all entries', () => {
    expect(clientIp(undefined, '10.0.0.3', 1)).toBe('10.0.0.3')
    expect(clientIp(' , ', '10.0.0.3', 1)).toBe('10.0.0.3')
    expect(clientIp('198.51.100.1', '10.0.0.3', 2)).toBe('198.51.100.1')
  })
})
