import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFrameHost, type FrameHost } from '../app.js'
import { createTestEngines } from '../testing/databases.test-helpers.js'
import {
  call,
  createClock,
  createRecordedMailer,
  DEVICE_A,
  signIn,
  tempKeys,
  testOrigins,
} from '../testing/frame-host.test-helpers.js'

/**
 * Two frame-host processes behind one load balancer: two servers, each with its own pool,
 * on one real PostgreSQL database. Everything that matters for security lives in the
 * database, so it holds across instances.
 */
const keys = tempKeys()
const engines = createTestEngines()
const mailer = createRecordedMailer()
const clock = createClock()
let a: FrameHost
let b: FrameHost

beforeAll(async () => {
  const databaseUrl = await engines.freshPostgresUrl()
  const options = {
    database: { databaseUrl, poolSize: 4 },
    mail: mailer,
    keys,
    configApiUrl: testOrigins,
    now: clock.now,
    limits: { perIp: { limit: 6, windowMs: 10 * 60_000 } },
  }
  // Started together: both run the migrations, the advisory lock keeps them apart.
  ;[a, b] = await Promise.all([createFrameHost(options), createFrameHost(options)])
})
afterAll(async () => {
  await Promise.allSettled([a?.stop(), b?.stop()])
  await engines.stop()
  keys.remove()
})

describe('two frame-host instances on one PostgreSQL', () => {
  it('five wrong codes spread over both instances lock the account', async () => {
    const email = 'lock@example.com'
    const started = await call(a.url, 'POST', '/v1/email/start', {
      body: { email },
      device: DEVICE_A,
    })
    expect(started.status).toBe(200)
    const right = mailer.codeFor(email)
    const wrong = right === '999999' ? '888888' : '999999'
    const answers = []
    for (const host of [a, b, a, b, b]) {
      answers.push(
        await call(host.url, 'POST', '/v1/email/verify', {
          body: { email, otp: wrong },
          device: DEVICE_A,
        }),
      )
    }
    expect(answers.map((r) => r.status)).toEqual([400, 400, 400, 400, 423])
    expect(answers.map((r) => r.json.error.message)).toEqual([
      'Wrong code. 4 attempts left before the account is locked',
      'Wrong code. 3 attempts left before the account is locked',
      'Wrong code. 2 attempts left before the account is locked',
      'Wrong code. 1 attempt left before the account is locked',
      'Too many wrong codes: this account is locked. Please try again after 15 minutes',
    ])
    for (const host of [a, b]) {
      const withRight = await call(host.url, 'POST', '/v1/email/verify', {
        body: { email, otp: right },
        device: DEVICE_A,
      })
      expect(withRight.status).toBe(423)
    }
  })

  it('wrong codes sent to both at the same moment are each counted', async () => {
    const email = 'race@example.com'
    await call(b.url, 'POST', '/v1/email/start', { body: { email }, device: DEVICE_A })
    const right = mailer.codeFor(email)
    const wrong = right === '999999' ? '888888' : '999999'
    const answers = await Promise.all(
      [a, b, a, b, a, b].map((host) =>
        call(host.url, 'POST', '/v1/email/verify', {
          body: { email, otp: wrong },
          device: DEVICE_A,
        }),
      ),
    )
    const statuses = answers.map((r) => r.status).sort()
    expect(statuses).toEqual([400, 400, 400, 400, 423, 423])
  })

  it('a session made on one instance works on the other, and sign-out on either ends it', async () => {
    clock.advance(30_000)
    const token = await signIn(a.url, mailer, 'session@example.com')
    const onB = await call(b.url, 'GET', '/v1/user', { token })
    expect(onB.json.user.email).toBe('session@example.com')
    expect((await call(b.url, 'POST', '/v1/session/sign-out', { token })).status).toBe(200)
    expect((await call(a.url, 'GET', '/v1/user', { token })).status).toBe(401)
  })

  it('the 30 s throttle and the per-IP limit count requests on both', async () => {
    const email = 'throttle@example.com'
    expect(
      (await call(a.url, 'POST', '/v1/email/start', { body: { email }, device: DEVICE_A })).status,
    ).toBe(200)
    const onB = await call(b.url, 'POST', '/v1/email/start', { body: { email }, device: DEVICE_A })
    expect(onB.status).toBe(429)
    expect(onB.json.error.message).toBe('Please try again after 30 seconds')
    // 6 starts per window per IP (set above); this file has made 5 so far, the refused
    // one on B included.
    const results = []
    for (let i = 0; i < 8; i++) {
      const host = i % 2 ? a : b
      results.push(
        await call(host.url, 'POST', '/v1/email/start', {
          body: { email: `ip${i}@example.com` },
          device: DEVICE_A,
        }),
      )
    }
    expect(results.map((r) => r.status)).toEqual([200, 429, 429, 429, 429, 429, 429, 429])
    const limited = results.slice(1)
    expect(limited.every((r) => r.json.error.code === 'rate_limited')).toBe(true)
    expect(limited[0]?.json.error.message).toMatch(
      /^Too many login attempts from your network. Please try again after \d+ seconds$/,
    )
    expect(new Set(limited.map((r) => r.headers.get('retry-after'))).size).toBe(1)
  })
})
