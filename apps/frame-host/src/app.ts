import { type AuthLimits, DEFAULT_AUTH_LIMITS } from './auth/config.js'
import type { AuthContext } from './auth/context.js'
import { resolveSocialConfig, type SocialOptions } from './auth/social-config.js'
import { type Database, type OpenDatabaseOptions, openDatabase } from './db/database.js'
import { migrate } from './db/migrations.js'
import { requireCurrentSchema } from './db/schema-state.js'
import { createKeyCustody, createLocalFileKeyProvider, type KeyProvider } from './keys/index.js'
import { createSmtpMailer, type Mailer } from './mail/mailer.js'
import { type Logger, logRequest } from './ops/logger.js'
import { createMetrics } from './ops/metrics.js'
import { opsRoutes } from './ops/ops-routes.js'
import {
  type ChainRpcUrls,
  DEFAULT_CHAIN_RPC_URLS,
  DEFAULT_CHAIN_TIMEOUT_MS,
} from './rpc/chains.js'
import { createBlockchainApiPrices } from './rpc/fee-price.js'
import { createKeyedLock } from './rpc/keyed-lock.js'
import { DEFAULT_RPC_LIMITS, type RpcLimits } from './rpc/limits.js'
import type { SmartAccountChains } from './rpc/smart-accounts.js'
import { createOriginsSource, type OriginsSource } from './server/origins.js'
import { createRoutes } from './server/routes.js'
import { createHttpServer, DEFAULT_BODY_LIMIT } from './server/server.js'
import { pruneApprovals } from './store/approvals.js'
import { pruneProofs } from './store/dpop-proofs.js'
import { pruneEmailReverts } from './store/email-reverts.js'
import { pruneLoginThrottle } from './store/login-throttle.js'
import { pruneOtpCodes } from './store/otp-codes.js'
import { pruneRateLimits } from './store/rate-limits.js'
import { pruneSessions } from './store/sessions.js'
import { pruneFarcasterChannels } from './store/social-farcaster-channels.js'
import { pruneSocialLoginStates } from './store/social-login-states.js'
import { pruneWalletShareRequests } from './store/wallet-shares.js'

/**
 * One frame-host process: the database (migrated on start), mail, the configuration
 * service and the HTTP server. Processes keep no state of their own beyond caches, so any
 * number of them can serve one PostgreSQL database.
 */

export type FrameHostOptions = {
  /** An open database, or how to open one (default: PGlite in memory). */
  database?: Database | OpenDatabaseOptions
  /** A mailer, or an SMTP URL for nodemailer. */
  mail: Mailer | { smtpUrl: string; from?: string }
  /**
   * Wraps each user's data key: a KeyProvider (a KMS or HSM in production), or the path
   * of the development KEK file (created, mode 0600, when missing).
   */
  keys: KeyProvider | { kekFile: string }
  /** The configuration service (docs/services.md#configuration-service-config). */
  configApiUrl: string | OriginsSource
  /** CAIP-2 network id → JSON-RPC URL for `POST /v1/rpc` (default: devnet's chains). */
  chainRpcUrls?: ChainRpcUrls
  /** CAIP-2 id → bundler, paymaster and contracts: the chains with smart accounts (default: none). */
  smartAccounts?: SmartAccountChains
  /** Social providers' OAuth endpoints and the Farcaster relay (default: devnet's stand-ins). */
  social?: SocialOptions
  /** Bound on each chain call of `POST /v1/rpc` in ms (default 10 s). */
  chainTimeoutMs?: number
  /** Per-user RPC rate and signing velocity, gas and fee caps (README "RPC"). */
  rpcLimits?: Partial<RpcLimits>
  /** The blockchain API, for the USD value of a request's fee (default: none, no USD). */
  blockchainApiUrl?: string
  host?: string
  port?: number
  /** Public URL of this server, for links in mails (default: the listen URL). */
  publicUrl?: string
  limits?: Partial<AuthLimits>
  bodyLimit?: number
  /** Proxies in front that append to X-Forwarded-For (default 0: none). */
  trustProxy?: number
  frameEntry?: string
  /** The frame script built in memory, when there is no frameEntry (src/server/bundle.ts). */
  frameScript?: () => Promise<Uint8Array>
  now?: () => number
  onError?: (error: unknown) => void
  /**
   * Migrate the schema at start (default true: one process, or tests). False: the schema is
   * `frame-host migrate`'s, and a schema behind this build stops the start (SchemaBehindError).
   */
  migrateOnStart?: boolean
  /** One JSON line per request and per unexpected error (src/ops/logger.ts); none without. */
  logger?: Logger
  /** Where `GET /metrics` is served, a listener of its own (default: no metrics listener). */
  metrics?: { port: number; host?: string }
  /** How long a stop waits for requests in flight before closing their connections (10 s). */
  shutdownTimeoutMs?: number
}

export type FrameHost = {
  url: string
  /** The metrics listener's base URL, when `metrics` was given. */
  metricsUrl?: string
  db: Database
  /**
   * Graceful stop: /ready turns 503, the listener stops taking connections, requests in
   * flight get until the shutdown limit to finish, then the connections close, the metrics
   * listener stops and the database closes (advisory locks still held are given up).
   */
  stop(): Promise<void>
}

export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000

export const DEFAULT_FROM = 'Keyway wallet <wallet@keyway.localhost>'

const isDatabase = (value: FrameHostOptions['database']): value is Database =>
  typeof value === 'object' && value !== null && 'transaction' in value

export async function createFrameHost(options: FrameHostOptions): Promise<FrameHost> {
  const ownsDatabase = !isDatabase(options.database)
  const db = isDatabase(options.database)
    ? options.database
    : await openDatabase(options.database ?? {})
  try {
    if (options.migrateOnStart ?? true) await migrate(db)
    else await requireCurrentSchema(db)
    const now = options.now ?? Date.now
    const mailer =
      'send' in options.mail
        ? options.mail
        : createSmtpMailer({ url: options.mail.smtpUrl, from: options.mail.from ?? DEFAULT_FROM })
    const origins =
      typeof options.configApiUrl === 'string'
        ? createOriginsSource({ configApiUrl: options.configApiUrl, now })
        : options.configApiUrl
    const keyProvider =
      'kekFile' in options.keys
        ? await createLocalFileKeyProvider({ path: options.keys.kekFile })
        : options.keys
    const auth: AuthContext = {
      db,
      mailer,
      custody: createKeyCustody(keyProvider),
      now,
      limits: { ...DEFAULT_AUTH_LIMITS, ...options.limits },
      publicUrl: '',
      origins,
    }
    // An account's sends queue across every instance on the database (nonces).
    const sendLocks = createKeyedLock({
      across: (key, task) => db.withAdvisoryLock(`send ${key}`, task),
    })
    const metrics = createMetrics({ db, sendLocks, processMetrics: options.metrics !== undefined })
    const { logger } = options
    const onError = (error: unknown) => {
      logger?.error({ err: error }, 'unexpected error')
      options.onError?.(error)
    }
    let stopping = false
    const http = createHttpServer({
      routes: [
        ...opsRoutes({ db, stopping: () => stopping }),
        ...createRoutes({
          auth,
          origins,
          rpc: {
            chains: options.chainRpcUrls ?? DEFAULT_CHAIN_RPC_URLS,
            timeoutMs: options.chainTimeoutMs ?? DEFAULT_CHAIN_TIMEOUT_MS,
            sendLocks,
            smartAccounts: options.smartAccounts ?? {},
            limits: { ...DEFAULT_RPC_LIMITS, ...options.rpcLimits },
            prices: options.blockchainApiUrl
              ? createBlockchainApiPrices({
                  url: options.blockchainApiUrl,
                  timeoutMs: options.chainTimeoutMs ?? DEFAULT_CHAIN_TIMEOUT_MS,
                })
              : undefined,
          },
          social: resolveSocialConfig(options.social),
          frameEntry: options.frameEntry,
          frameScript: options.frameScript,
        }),
      ],
      bodyLimit: options.bodyLimit ?? DEFAULT_BODY_LIMIT,
      trustProxy: options.trustProxy ?? 0,
      onError,
      onRequest: (record) => {
        metrics.observe(record)
        if (logger) logRequest(logger, record)
      },
    })
    // Requests in flight, for the graceful stop.
    let inFlight = 0
    let drained: (() => void) | undefined
    http.server.on('request', (_req, res) => {
      inFlight += 1
      res.once('close', () => {
        inFlight -= 1
        if (inFlight === 0) drained?.()
      })
    })
    const url = await http.listen(options.port ?? 0, options.host ?? '127.0.0.1')
    const metricsUrl = options.metrics
      ? await metrics.listen(options.metrics.port, options.metrics.host ?? '127.0.0.1')
      : undefined
    auth.publicUrl = options.publicUrl ?? url
    // Rows that can no longer matter are swept hourly by each process (deletes are
    // idempotent, so several processes sweeping at once is harmless).
    const sweep = setInterval(() => {
      sweepExpiredRows(db, now()).catch((error: unknown) => options.onError?.(error))
    }, 3_600_000)
    sweep.unref()
    const shutdownTimeoutMs = options.shutdownTimeoutMs ?? DEFAULT_SHUTDOWN_TIMEOUT_MS
    let stopped: Promise<void> | undefined
    const stop = async () => {
      stopping = true
      clearInterval(sweep)
      const closed = new Promise<void>((resolve) => http.server.close(() => resolve()))
      http.server.closeIdleConnections()
      if (inFlight > 0) {
        logger?.info({ inFlight, shutdownTimeoutMs }, 'stopping: waiting for requests in flight')
        let timer: NodeJS.Timeout | undefined
        await new Promise<void>((resolve) => {
          drained = resolve
          timer = setTimeout(resolve, shutdownTimeoutMs)
        })
        clearTimeout(timer)
        if (inFlight > 0) logger?.warn({ inFlight }, 'stopping: cut requests still in flight')
      }
      http.server.closeAllConnections()
      await closed
      await metrics.stop()
      if (ownsDatabase) await db.close()
      logger?.info('stopped')
    }
    return {
      url,
      ...(metricsUrl ? { metricsUrl } : {}),
      db,
      stop() {
        stopped ??= stop()
        return stopped
      },
    }
  } catch (error) {
    if (ownsDatabase) await db.close()
    throw error
  }
}

/** Deletes what expired more than a day before `now`: sessions, codes, counters, throttles. */
export async function sweepExpiredRows(db: Database, now: number): Promise<void> {
  const dayAgo = now - 86_400_000
  await pruneSessions(db, dayAgo)
  await pruneOtpCodes(db, dayAgo)
  await pruneEmailReverts(db, dayAgo)
  await pruneWalletShareRequests(db, dayAgo)
  await pruneRateLimits(db, dayAgo)
  await pruneLoginThrottle(db, dayAgo)
  await pruneSocialLoginStates(db, dayAgo)
  await pruneFarcasterChannels(db, dayAgo)
  await pruneApprovals(db, dayAgo)
  await pruneProofs(db, dayAgo)
}
