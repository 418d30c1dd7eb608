import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFrameHost } from '../app.js'
import type { Database } from '../db/database.js'
import { MIGRATIONS, migrate } from '../db/migrations.js'
import { SchemaBehindError } from '../db/schema-state.js'
import { frameRpc } from '../rpc/approved-rpc.test-helpers.js'
import { createTestEngines } from '../testing/databases.test-helpers.js'
import {
  call,
  createRecordedMailer,
  DEVICE_B,
  signInSession,
  tempKeys,
  testOrigins,
} from '../testing/frame-host.test-helpers.js'
import { createLogger } from './logger.js'

/**
 * The operator's side of one instance: /health and /ready, the refusal of a schema that is
 * behind, one JSON log line per request with nothing secret in it, the metrics listener,
 * and the graceful stop.
 */
const keys = tempKeys()
const engines = createTestEngines()
const mailer = createRecordedMailer()
const CHAIN = 'eip155:31337'

// A stand-in chain node that answers eth_blockNumber after `delayMs` (0x10); `received`
// counts the requests it has read, so a test knows when one is in flight.
let node: Server
let nodeUrl: string
let delayMs = 0
let received = 0
beforeAll(async () => {
  node = createServer((req, res) => {
    let text = ''
    req.on('data', (chunk: Buffer) => {
      text += chunk.toString()
    })
    req.on('end', () => {
      const { id } = JSON.parse(text) as { id: number }
      received += 1
      const timer = setTimeout(() => {
        res.writeHead(200, { 'content-type': 'application/json' })
        res.end(JSON.stringify({ jsonrpc: '2.0', id, result: '0x10' }))
      }, delayMs)
      res.on('close', () => clearTimeout(timer))
    })
  })
  await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', resolve))
  nodeUrl = `http://127.0.0.1:${(node.address() as AddressInfo).port}`
})
afterAll(async () => {
  node.closeAllConnections()
  await new Promise((resolve) => node.close(resolve))
  await engines.stop()
  keys.remove()
})

function memoryLog() {
  const lines: string[] = []
  const logger = createLogger({
    level: 'info',
    destination: {
      write(line: string) {
        lines.push(line)
      },
    },
  })
  return { logger, lines, records: () => lines.map((line) => JSON.parse(line)) }
}

async function host(db: Database, extra: Partial<Parameters<typeof createFrameHost>[0]> = {}) {
  return createFrameHost({
    database: db,
    mail: mailer,
    keys,
    configApiUrl: testOrigins,
    chainRpcUrls: { [CHAIN]: nodeUrl },
    ...extra,
  })
}

describe('health, readiness and the schema', () => {
  it('refuses to start on a schema behind it, naming the versions and the migrate step', async () => {
    const db = await engines.fresh('pglite')
    await migrate(db, MIGRATIONS.slice(0, -1))
    const last = MIGRATIONS.at(-1)?.version
    const start = host(db, { migrateOnStart: false })
    await expect(start).rejects.toBeInstanceOf(SchemaBehindError)
    await expect(start).rejects.toThrow(
      new RegExp(`at version ${(last ?? 0) - 1}, needs ${last}.*frame-host migrate`),
    )
    // Once migrated, the same start serves.
    await migrate(db)
    const served = await host(db, { migrateOnStart: false })
    await served.stop()
  })

  it('/health answers while the process lives; /ready only while the database answers and the schema is current', async () => {
    const real = await engines.fresh('pglite')
    let down = false
    const db: Database = {
      ...real,
      query: (text, params) =>
        down ? Promise.reject(new Error('connection refused')) : real.query(text, params),
    }
    const fh = await host(db)
    try {
      expect(await call(fh.url, 'GET', '/ready')).toMatchObject({
        status: 200,
        json: { ready: true },
      })
      down = true
      expect(await call(fh.url, 'GET', '/health')).toMatchObject({
        status: 200,
        json: { ok: true },
      })
      expect(await call(fh.url, 'GET', '/ready')).toMatchObject({
        status: 503,
        json: { ready: false, reason: 'the database does not answer' },
      })
      down = false
      await real.query('DELETE FROM schema_migrations WHERE version = $1', [
        MIGRATIONS.at(-1)?.version,
      ])
      const behind = await call(fh.url, 'GET', '/ready')
      expect(behind.status).toBe(503)
      expect(behind.json.reason).toMatch(/run frame-host migrate/)
    } finally {
      await fh.stop()
    }
  })
})

describe('logs and metrics', () => {
  it('one JSON line per request (id, route, status, duration), with no email, code, token or signature in any', async () => {
    const log = memoryLog()
    const db = await engines.fresh('pglite')
    const fh = await host(db, { logger: log.logger, metrics: { port: 0 } })
    try {
      const email = 'log.scan+ops@example.com'
      const session = await signInSession(fh.url, mailer, email, DEVICE_B)
      const code = mailer.codeFor(email)
      const me = await call(fh.url, 'GET', '/v1/user', {
        token: session.token,
        headers: { 'x-request-id': 'lb-7f3a' },
      })
      expect(me.headers.get('x-request-id')).toBe('lb-7f3a')
      const signed = await frameRpc(fh.url, session.token, {
        chainId: CHAIN,
        method: 'personal_sign',
        params: ['0x68656c6c6f', me.json.user.accounts.eip155],
      })
      expect(signed.status, signed.text).toBe(200)
      const signature = signed.json.result as string
      await call(fh.url, 'GET', '/nowhere?token=zq-secret-query-value')
      // A server-side failure is logged with its type and a scrubbed message.
      await call(fh.url, 'POST', '/v1/rpc', {
        token: session.token,
        body: { chainId: 'eip155:999999', method: 'eth_blockNumber' },
      })

      const records = log.records()
      const requests = records.filter((r) => r.msg === 'request')
      // Every request of the test, each once (sign-in, user, prepare, approve, rpc, 404, 4xx).
      expect(requests.length).toBeGreaterThanOrEqual(8)
      for (const r of requests) {
        expect(r).toMatchObject({
          level: expect.stringMatching(/^(info|warn)$/),
          reqId: expect.any(String),
          method: expect.stringMatching(/^(GET|POST)$/),
          status: expect.any(Number),
          durationMs: expect.any(Number),
        })
        expect(Object.keys(r).sort()).toEqual(
          expect.arrayContaining(['reqId', 'route', 'status', 'durationMs']),
        )
      }
      expect(requests.map((r) => r.route)).toEqual(
        expect.arrayContaining(['/v1/email/start', '/v1/email/verify', '/v1/user', '/v1/rpc']),
      )
      expect(requests.find((r) => r.reqId === 'lb-7f3a')).toMatchObject({
        route: '/v1/user',
        status: 200,
      })
      expect(requests.find((r) => r.status === 404)).toMatchObject({ route: null })
      const text = log.lines.join('')
      const secrets = [
        email,
        code,
        session.token,
        session.refreshToken,
        signature,
        signature.slice(2, 42),
        'zq-secret-query-value',
      ]
      for (const secret of secrets) expect(text).not.toContain(secret)

      const metrics = await (await fetch(`${fh.metricsUrl}/metrics`)).text()
      expect(metrics).toMatch(/frame_host_logins_started_total\{kind="email"\} 1/)
      expect(metrics).toMatch(/frame_host_logins_completed_total\{kind="email"\} 1/)
      expect(metrics).toMatch(/frame_host_signatures_total\{method="personal_sign"\} 1/)
      expect(metrics).toMatch(
        /frame_host_http_requests_total\{route="\/v1\/user",method="GET",status="200"\} 1/,
      )
      expect(metrics).toMatch(
        /frame_host_http_request_duration_seconds_bucket\{le="0.1",route="\/v1\/user"/,
      )
      expect(metrics).toMatch(/frame_host_send_queue\{measure="longest"\} 0/)
      expect(metrics).toMatch(/frame_host_process_resident_memory_bytes \d+/)
      // The public listener has no metrics.
      expect((await call(fh.url, 'GET', '/metrics')).status).toBe(404)
    } finally {
      await fh.stop()
    }
  })

  it('wrong codes count as refused, and the one that locks the account as a lockout', async () => {
    const db = await engines.fresh('pglite')
    const fh = await host(db, { metrics: { port: 0 } })
    try {
      const email = 'lockout-metric@example.com'
      await call(fh.url, 'POST', '/v1/email/start', { body: { email }, device: DEVICE_B })
      await call(fh.url, 'POST', '/v1/email/device', { body: { email }, device: DEVICE_B })
      const code = mailer.codeFor(email)
      const wrong = code === '000000' ? '111111' : '000000'
      const answers = []
      for (let i = 0; i < 6; i++) {
        answers.push(
          (
            await call(fh.url, 'POST', '/v1/email/verify', {
              body: { email, otp: wrong },
              device: DEVICE_B,
            })
          ).json.error?.code,
        )
      }
      expect(answers.slice(-2)).toEqual(['account_locked', 'account_locked'])
      const metrics = await (await fetch(`${fh.metricsUrl}/metrics`)).text()
      expect(metrics).toMatch(/frame_host_codes_refused_total\{reason="wrong"\} 4/)
      expect(metrics).toMatch(/frame_host_codes_refused_total\{reason="locked"\} 2/)
      expect(metrics).toMatch(/frame_host_lockouts_total 1/)
    } finally {
      await fh.stop()
    }
  })

  it('errors are logged by type with emails, tokens and hex scrubbed from their text', () => {
    const log = memoryLog()
    const error = Object.assign(
      new Error(
        'duplicate key for someone@example.com token eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln',
      ),
      {
        code: '23505',
        detail: 'Key (email)=(someone@example.com) already exists.',
      },
    )
    log.logger.error({ err: error, email: 'x@example.com', body: { otp: '123456' } })
    const text = log.lines.join('')
    expect(text).not.toMatch(/example\.com|eyJ|123456|already exists/)
    expect(log.records()[0]).toMatchObject({
      err: { type: 'Error', code: '23505' },
      email: '[redacted]',
      body: '[redacted]',
    })
  })
})

describe('graceful stop', () => {
  it('stops taking connections, lets a request in flight finish, then closes', async () => {
    const db = await engines.fresh('pglite')
    const fh = await host(db, { shutdownTimeoutMs: 5_000 })
    const { token } = await signInSession(fh.url, mailer, 'stop-inflight@example.com', DEVICE_B)
    delayMs = 600
    try {
      const before = received
      const inFlight = call(fh.url, 'POST', '/v1/rpc', {
        token,
        body: { chainId: CHAIN, method: 'eth_blockNumber' },
      })
      // In flight: the node has the request and holds its answer back.
      await expect.poll(() => received).toBe(before + 1)
      const started = Date.now()
      const stopped = fh.stop()
      await expect(fetch(`${fh.url}/health`)).rejects.toThrow()
      expect(await inFlight).toMatchObject({ status: 200, json: { result: '0x10' } })
      await stopped
      expect(Date.now() - started).toBeLessThan(3_000)
    } finally {
      delayMs = 0
    }
  })

  it('cuts a request still running at the limit', async () => {
    const db = await engines.fresh('pglite')
    const fh = await host(db, { shutdownTimeoutMs: 200 })
    const { token } = await signInSession(fh.url, mailer, 'stop-limit@example.com', DEVICE_B)
    delayMs = 5_000
    try {
      const before = received
      const inFlight = call(fh.url, 'POST', '/v1/rpc', {
        token,
        body: { chainId: CHAIN, method: 'eth_blockNumber' },
      }).then(
        () => 'answered',
        () => 'cut',
      )
      await expect.poll(() => received).toBe(before + 1)
      const started = Date.now()
      await fh.stop()
      expect(Date.now() - started).toBeLessThan(1_500)
      expect(await inFlight).toBe('cut')
    } finally {
      delayMs = 0
    }
  })
})
