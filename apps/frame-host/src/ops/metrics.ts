/**
 * frame-host's Prometheus metrics (prom-client), on a port of their own so the public
 * listener never answers them (README "Metrics"). Each instance has its own registry: two
 * frame-hosts in one process (tests) do not share counters. What a request did is read
 * from its route, answer and error, so no route has to count for itself.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'
import { SOCIAL_CALLBACK_PATH } from '../auth/social-login.js'
import type { Database } from '../db/database.js'
import { AccountLockedError } from '../errors.js'
import type { KeyedLock } from '../rpc/keyed-lock.js'
import type { RequestRecord } from '../server/server.js'

export const SIGNING_METHODS = new Set([
  'personal_sign',
  'eth_signTypedData_v4',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
])
export const SENDING_METHODS = new Set([
  'eth_sendTransaction',
  'wallet_sendCalls',
  'solana_signAndSendTransaction',
])

const LOGIN_STARTS: Record<string, string> = {
  '/v1/email/start': 'email',
  '/v1/social/start': 'social',
  '/v1/farcaster/start': 'farcaster',
}
// A social login ends at the popup's callback page (it hands the session to the frame) or,
// when the frame finishes it itself, at /v1/social/connect; either one is a completed login.
const LOGIN_COMPLETIONS: Record<string, string> = {
  '/v1/email/verify': 'email',
  [SOCIAL_CALLBACK_PATH]: 'social',
  '/v1/social/connect': 'social',
}
const OTP_REFUSALS: Record<string, string> = {
  wrong_otp: 'wrong',
  otp_expired: 'expired',
  account_locked: 'locked',
}

export type FrameHostMetrics = {
  readonly registry: Registry
  observe(record: RequestRecord): void
  /** Serves `GET /metrics` on its own listener; resolves with its base URL. */
  listen(port: number, host: string): Promise<string>
  stop(): Promise<void>
}

export function createMetrics(sources: {
  db: Database
  sendLocks: KeyedLock
  /** prom-client's process metrics (memory, CPU, event loop): only where they are served. */
  processMetrics: boolean
}): FrameHostMetrics {
  const registry = new Registry()
  // They observe the whole process (GC, event loop), so only a served registry gathers them.
  if (sources.processMetrics) collectDefaultMetrics({ register: registry, prefix: 'frame_host_' })
  const requests = new Counter({
    name: 'frame_host_http_requests_total',
    help: 'Requests answered, by route (unmatched: no route), method and status',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [registry],
  })
  const durations = new Histogram({
    name: 'frame_host_http_request_duration_seconds',
    help: 'Time from the request to its answer, by route and method',
    labelNames: ['route', 'method'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  })
  const loginsStarted = new Counter({
    name: 'frame_host_logins_started_total',
    help: 'Logins started (email code or link mailed, social or Farcaster started)',
    labelNames: ['kind'] as const,
    registers: [registry],
  })
  const loginsCompleted = new Counter({
    name: 'frame_host_logins_completed_total',
    help: 'Logins that ended with a session',
    labelNames: ['kind'] as const,
    registers: [registry],
  })
  const codesRefused = new Counter({
    name: 'frame_host_codes_refused_total',
    help: 'One-time codes refused: wrong, expired or used, or the account locked',
    labelNames: ['reason'] as const,
    registers: [registry],
  })
  const lockouts = new Counter({
    name: 'frame_host_lockouts_total',
    help: 'Accounts locked by a wrong code (the one that reached the limit)',
    registers: [registry],
  })
  const signatures = new Counter({
    name: 'frame_host_signatures_total',
    help: 'Signatures given through POST /v1/rpc, by method',
    labelNames: ['method'] as const,
    registers: [registry],
  })
  const sends = new Counter({
    name: 'frame_host_sends_total',
    help: 'Transactions and calls sent through POST /v1/rpc, by method',
    labelNames: ['method'] as const,
    registers: [registry],
  })
  new Gauge({
    name: 'frame_host_db_pool_connections',
    help: "The PostgreSQL pool's connections: total, idle, and requests waiting for one",
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = sources.db.poolStats?.()
      if (!stats) return
      this.set({ state: 'total' }, stats.total)
      this.set({ state: 'idle' }, stats.idle)
      this.set({ state: 'waiting' }, stats.waiting)
    },
  })
  // Per-account labels would name users' accounts and grow without bound: the queues are
  // summed up instead (how many accounts have sends queued, how many sends, the longest).
  new Gauge({
    name: 'frame_host_send_queue',
    help: "This instance's send queues: accounts with sends, sends queued or running, the longest queue",
    labelNames: ['measure'] as const,
    registers: [registry],
    collect() {
      const stats = sources.sendLocks.stats()
      this.set({ measure: 'accounts' }, stats.keys)
      this.set({ measure: 'sends' }, stats.tasks)
      this.set({ measure: 'longest' }, stats.longest)
    },
  })

  let server: Server | undefined
  return {
    registry,
    observe(record) {
      const route = record.route ?? 'unmatched'
      requests.inc({ route, method: record.method, status: String(record.status) })
      durations.observe({ route, method: record.method }, record.durationMs / 1000)
      const ok = record.status >= 200 && record.status < 300
      const code = (record.error as { code?: unknown } | undefined)?.code
      const startKind = LOGIN_STARTS[route]
      if (ok && startKind) loginsStarted.inc({ kind: startKind })
      const completedKind = LOGIN_COMPLETIONS[route]
      if (ok && completedKind) loginsCompleted.inc({ kind: completedKind })
      const state = (record.reply?.json as { state?: unknown } | undefined)?.state
      if (ok && route === '/v1/farcaster/poll' && state === 'completed') {
        loginsCompleted.inc({ kind: 'farcaster' })
      }
      const refusal = typeof code === 'string' ? OTP_REFUSALS[code] : undefined
      if (refusal) codesRefused.inc({ reason: refusal })
      if (record.error instanceof AccountLockedError && record.error.lockedNow) lockouts.inc()
      if (ok && route === '/v1/rpc') {
        const method = (record.body as { method?: unknown } | undefined)?.method
        if (typeof method === 'string' && SIGNING_METHODS.has(method)) signatures.inc({ method })
        if (typeof method === 'string' && SENDING_METHODS.has(method)) sends.inc({ method })
      }
    },
    listen(port, host) {
      server = createServer((req, res) => {
        if (req.method !== 'GET' || req.url !== '/metrics') {
          res.writeHead(404, { 'content-type': 'text/plain' }).end('not found')
          return
        }
        registry.metrics().then(
          (text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text),
          () => res.writeHead(500, { 'content-type': 'text/plain' }).end('metrics failed'),
        )
      })
      const listening = server
      return new Promise((resolve, reject) => {
        listening.once('error', reject)
        listening.listen(port, host, () => {
          listening.off('error', reject)
          const address = listening.address() as AddressInfo
          const shown = address.family === 'IPv6' ? `[${address.address}]` : address.address
          resolve(`http://${shown}:${address.port}`)
        })
      })
    },
    stop() {
      const running = server
      if (!running) return Promise.resolve()
      return new Promise((resolve) => {
        running.close(() => resolve())
        running.closeAllConnections()
      })
    },
  }
}
