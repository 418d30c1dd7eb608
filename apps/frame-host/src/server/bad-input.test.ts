import { request as httpRequest } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFrameHost, type FrameHost } from '../app.js'
import type { Database } from '../db/database.js'
import { createTestEngines } from '../testing/databases.test-helpers.js'
import {
  call,
  createRecordedMailer,
  DEVICE_A,
  tempKeys,
  testOrigins,
} from '../testing/frame-host.test-helpers.js'

const keys = tempKeys()
const engines = createTestEngines()
const mailer = createRecordedMailer()
let host: FrameHost
let db: Database
let url: string

beforeAll(async () => {
  db = await engines.fresh('pglite')
  host = await createFrameHost({
    database: db,
    mail: mailer,
    keys,
    configApiUrl: testOrigins,
    limits: { perIp: { limit: 100_000, windowMs: 60_000 } },
  })
  url = host.url
})
afterAll(async () => {
  await host?.stop()
  await engines.stop()
  keys.remove()
})

async function storedRows(): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT (SELECT count(*) FROM users) + (SELECT count(*) FROM otp_codes)
      + (SELECT count(*) FROM devices) + (SELECT count(*) FROM login_throttle) AS n`,
  )
  return Number(rows[0]?.n)
}

const start = (options: Parameters<typeof call>[3]) =>
  call(url, 'POST', '/v1/email/start', { device: DEVICE_A, ...options })

describe('bad input gets a 4xx with a clear message, and nothing is stored', () => {
  it.each([
    [
      'malformed JSON',
      { raw: '{"email": "a@example.com"' },
      400,
      'The request body is not valid JSON',
    ],
    [
      'an unknown field',
      { body: { email: 'a@example.com', admin: true } },
      400,
      'Unknown field: admin',
    ],
    ['a missing field', { body: {} }, 400, 'email is required'],
    ['an email that is a number', { body: { email: 42 } }, 400, 'email must be a string'],
    [
      'an array body',
      { body: ['a@example.com'] },
      400,
      'Invalid input: expected object, received array',
    ],
    [
      'SQL in the email',
      { body: { email: "a@example.com'; DROP TABLE users; --" } },
      400,
      'Enter a valid email address (letters, digits and . _ % + - before the @)',
    ],
    [
      'a quote in the email',
      { body: { email: "o'brien@example.com" } },
      400,
      'Enter a valid email address (letters, digits and . _ % + - before the @)',
    ],
    [
      'a form post',
      {
        raw: 'email=a%40example.com',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
      415,
      'The request body must be JSON (Content-Type: application/json)',
    ],
    [
      'no device id',
      { body: { email: 'a@example.com' }, device: '' },
      400,
      'The X-Keyway-Device-Id header is required',
    ],
    [
      'a bad device id',
      { body: { email: 'a@example.com' }, device: "x' OR 1=1 --------" },
      400,
      'X-Keyway-Device-Id must be 16-128 letters, digits, _ or -',
    ],
  ] as const)('%s', async (_name, options, status, message) => {
    const answer = await start(options as Parameters<typeof call>[3])
    expect(answer.status).toBe(status)
    expect(answer.json.error.message).toBe(message)
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await storedRows()).toBe(0)
  })

  it('an OTP that is not a 6-digit string', async () => {
    for (const otp of [123456, '12345', '1234567', 'abcdef', "1' OR '1'='1"]) {
      const answer = await call(url, 'POST', '/v1/email/verify', {
        body: { email: 'a@example.com', otp },
        device: DEVICE_A,
      })
      expect(answer.status).toBe(400)
      expect(answer.json.error.message).toMatch(
        /^(otp must be a string|The code is the 6 digits from the email)$/,
      )
    }
  })

  it('a body over 16 KiB is a 413, announced or not', async () => {
    const big = JSON.stringify({ email: `${'a'.repeat(20_000)}@example.com` })
    const announced = await start({ raw: big })
    expect(announced.status).toBe(413)
    expect(announced.json.error.message).toBe('The request body is larger than 16384 bytes')
    // Chunked, without a Content-Length: counted while it arrives.
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(new URL('/v1/email/start', url), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-keyway-device-id': DEVICE_A },
      })
      req.on('response', (res) => {
        res.resume()
        resolve(res.statusCode ?? 0)
      })
      req.on('error', reject)
      for (let i = 0; i < 40; i++) req.write('a'.repeat(1024))
      req.end()
    })
    expect(status).toBe(413)
    expect(await storedRows()).toBe(0)
  })

  it('unknown paths, wrong methods, a GET with a body and bad bearer tokens', async () => {
    expect((await call(url, 'GET', '/v1/nothing')).status).toBe(404)
    const wrongMethod = await call(url, 'GET', '/v1/email/start')
    expect(wrongMethod.status).toBe(405)
    expect(wrongMethod.headers.get('allow')).toBe('POST')
    expect(
      (await call(url, 'GET', '/v1/user', { headers: { authorization: 'Bearer x y' } })).status,
    ).toBe(401)
    expect(
      (await call(url, 'GET', '/v1/user', { headers: { authorization: "Bearer ' OR 1=1" } }))
        .status,
    ).toBe(401)
    expect((await call(url, 'GET', '/v1/device/approve?token=zz')).status).toBe(400)
  })
})

/** A small deterministic generator: the same 1,000 requests on every run. */
function* malformedRequests(count: number) {
  let seed = 12345
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31
    return seed / 2 ** 31
  }
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T
  const junk = () =>
    Array.from({ length: Math.floor(random() * 64) }, () =>
      String.fromCharCode(Math.floor(random() * 0x2fff)),
    ).join('')
  const paths = [
    '/v1/email/start',
    '/v1/email/verify',
    '/v1/email/device',
    '/v1/email/update',
    '/v1/email/update/primary',
    '/v1/email/update/secondary',
    '/v1/session/sign-out',
    '/v1/user',
    '/v1/device/approve',
    '/frame',
    '/%%%',
    '/v1/email/start?x=\u0000',
  ]
  const bodies = [
    () => junk(),
    () => '{',
    () => 'null',
    () => '[]',
    () => '"just a string"',
    () => JSON.stringify({ email: junk() }),
    () => JSON.stringify({ email: `${junk()}@example.com`, otp: junk() }),
    () => JSON.stringify({ email: "x'); DELETE FROM users; --@example.com" }),
    () => JSON.stringify({ email: 'a@example.com', otp: { $gt: '' } }),
    () => JSON.stringify({ __proto__: { admin: true }, email: 'a@example.com' }),
    () => JSON.stringify({ constructor: { prototype: { polluted: 1 } } }),
    () => '{"email":"a@example.com","email":"b@example.com","extra":1}',
    () => JSON.stringify({ email: 'a@example.com', otp: 'x'.repeat(10_000) }),
  ]
  for (let i = 0; i < count; i++) {
    yield {
      method: pick(['POST', 'POST', 'POST', 'GET', 'PUT', 'DELETE']),
      path: pick(paths),
      body: pick(bodies)(),
      contentType: pick(['application/json', 'application/json', 'text/plain', '']),
      device: pick(['', DEVICE_A, junk().replace(/[^\x20-\x7e]/g, '')]),
    }
  }
}

describe('fuzz', () => {
  it('1,000 malformed requests get 4xx answers, store nothing, and the server still answers /health', async () => {
    const statuses = new Map<number, number>()
    const all = [...malformedRequests(1_000)]
    // Ten at a time: enough to interleave, gentle on a shared machine.
    for (let i = 0; i < all.length; i += 10) {
      const batch = all.slice(i, i + 10).map(async (r) => {
        const headers: Record<string, string> = {}
        if (r.contentType) headers['content-type'] = r.contentType
        if (r.device) headers['x-keyway-device-id'] = r.device
        const hasBody = r.method !== 'GET'
        const response = await fetch(url + r.path, {
          method: r.method,
          headers,
          ...(hasBody ? { body: r.body } : {}),
          signal: AbortSignal.timeout(30_000),
        })
        await response.text()
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
      })
      await Promise.all(batch)
    }
    const codes = [...statuses.keys()]
    expect(
      codes.every((s) => s >= 400 && s < 500),
      JSON.stringify([...statuses]),
    ).toBe(true)
    expect(await storedRows()).toBe(0)
    const health = await call(url, 'GET', '/health')
    expect(health).toMatchObject({ status: 200, json: { ok: true } })
  })
})
