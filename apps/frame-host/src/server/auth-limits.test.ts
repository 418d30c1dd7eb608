import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFrameHost, type FrameHost } from '../app.js'
import { createTestEngines } from '../testing/databases.test-helpers.js'
import {
  type CallResult,
  call,
  createRecordedMailer,
  DEVICE_A,
  tempKeys,
  testOrigins,
} from '../testing/frame-host.test-helpers.js'
import { clientKey } from './auth-limits.js'

/**
 * The per-IP and global limits of the sign-in routes. The account lockout stops five wrong
 * codes on one account; these stop one network from spreading its guesses over many
 * accounts, and hold across instances on one PostgreSQL.
 */

const keys = tempKeys()
const engines = createTestEngines()

afterAll(async () => {
  await engines.stop()
  keys.remove()
})

/** Starts a login for each address (a code is mailed) and answers wrong codes, 5 each. */
async function guessAcross(
  hosts: readonly FrameHost[],
  addresses: number,
  prefix: string,
  headers: (i: number) => Record<string, string> = () => ({}),
): Promise<CallResult[]> {
  const emails = Array.from({ length: addresses }, (_, i) => `${prefix}-${i}@example.com`)
  for (const [i, email] of emails.entries()) {
    const host = hosts[i % hosts.length] as FrameHost
    const started = await call(host.url, 'POST', '/v1/email/start', {
      body: { email },
      device: DEVICE_A,
    })
    expect(started.status).toBe(200)
    // The device step: a first-time address gets its code here.
    const device = await call(host.url, 'POST', '/v1/email/device', {
      body: { email },
      device: DEVICE_A,
    })
    expect(device.status).toBe(200)
  }
  const answers: CallResult[] = []
  let n = 0
  for (const email of emails) {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const host = hosts[n % hosts.length] as FrameHost
      answers.push(
        await call(host.url, 'POST', '/v1/email/verify', {
          body: { email, otp: '000000' },
          device: DEVICE_A,
          headers: headers(n),
        }),
      )
      n += 1
    }
  }
  return answers
}

describe('limits of the sign-in routes', () => {
  let host: FrameHost
  beforeAll(async () => {
    host = await createFrameHost({
      keys,
      mail: createRecordedMailer(),
      configApiUrl: testOrigins,
      trustProxy: 1,
    })
  })
  afterAll(async () => {
    await host?.stop()
  })

  it('100 verify attempts across 20 fresh addresses from one IP are cut off', async () => {
    const answers = await guessAcross([host], 20, 'spread')
    const limited = answers.filter((r) => r.status === 429)
    // 50 per 10 minutes from one IP: the rest never reach a code.
    expect(answers.length - limited.length).toBe(50)
    expect(limited).toHaveLength(50)
    expect(limited[0]?.json.error).toEqual({
      code: 'rate_limited',
      message: expect.stringMatching(
        /^Too many login attempts from your network\. Please try again after \d+ seconds$/,
      ),
    })
    expect(Number(limited[0]?.headers.get('retry-after'))).toBeGreaterThan(0)
    // Another client is not cut off by this one.
    const other = await call(host.url, 'POST', '/v1/email/verify', {
      body: { email: 'spread-0@example.com', otp: '000000' },
      device: DEVICE_A,
      headers: { 'x-forwarded-for': '198.51.100.20' },
    })
    expect(other.status).not.toBe(429)
  })

  it('every sign-in route counts: the device approval link is limited too', async () => {
    const ip = { 'x-forwarded-for': '198.51.100.30' }
    const statuses: number[] = []
    for (let i = 0; i < 31; i += 1) {
      const res = await call(host.url, 'GET', `/v1/device/approve?token=${'ab'.repeat(32)}`, {
        headers: ip,
      })
      statuses.push(res.status)
    }
    expect(statuses.slice(0, 30).every((s) => s !== 429)).toBe(true)
    expect(statuses[30]).toBe(429)
  })
})

describe('the global limit', () => {
  let host: FrameHost
  beforeAll(async () => {
    host = await createFrameHost({
      keys,
      mail: createRecordedMailer(),
      configApiUrl: testOrigins,
      trustProxy: 1,
      limits: {
        routes: {
          verify: {
            perIp: { limit: 1_000, windowMs: 600_000 },
            global: { limit: 12, windowMs: 600_000 },
          },
        },
      },
    })
  })
  afterAll(async () => {
    await host?.stop()
  })

  it('cuts off everyone once all IPs together reach it', async () => {
    // Each attempt from another address, as a botnet would.
    const answers = await guessAcross([host], 4, 'botnet', (n) => ({
      'x-forwarded-for': `203.0.113.${n + 1}`,
    }))
    expect(answers.filter((r) => r.status !== 429)).toHaveLength(12)
    const busy = answers.filter((r) => r.status === 429)
    expect(busy).toHaveLength(8)
    expect(busy[0]?.json.error).toEqual({
      code: 'busy',
      message: expect.stringMatching(
        /^Too many sign-in attempts on this service right now\. Please try again after \d+ seconds$/,
      ),
    })
  })
})

describe('two frame-host instances on one PostgreSQL', () => {
  let a: FrameHost
  let b: FrameHost
  beforeAll(async () => {
    const databaseUrl = await engines.freshPostgresUrl()
    const options = {
      database: { databaseUrl, poolSize: 4 },
      mail: createRecordedMailer(),
      keys,
      configApiUrl: testOrigins,
    }
    ;[a, b] = await Promise.all([createFrameHost(options), createFrameHost(options)])
  }, 60_000)
  afterAll(async () => {
    await Promise.allSettled([a?.stop(), b?.stop()])
  })

  it('share the per-IP limit: guesses spread over both are cut off at the same count', async () => {
    const answers = await guessAcross([a, b], 20, 'shared')
    expect(answers.filter((r) => r.status !== 429)).toHaveLength(50)
    // Both instances refuse once the shared count is spent.
    for (const host of [a, b]) {
      const res = await call(host.url, 'POST', '/v1/email/verify', {
        body: { email: 'shared-0@example.com', otp: '000000' },
        device: DEVICE_A,
      })
      expect(res.status).toBe(429)
    }
  })
})

describe('clientKey', () => {
  it('counts an IPv4 address as itself and an IPv6 address by its /64', () => {
    expect(clientKey('203.0.113.9')).toBe('203.0.113.9')
    expect(clientKey('::ffff:203.0.113.9')).toBe('203.0.113.9')
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64')
    expect(clientKey('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64')
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(clientKey('::1')).toBe('0:0:0:0::/64')
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
    expect(clientKey('unknown')).toBe('unknown')
  })
})
