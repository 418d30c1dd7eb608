import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { socialProviderSchema } from '@keyway/embedded-wallet/protocol'
import { z } from 'zod'
import { DEFAULT_SHUTDOWN_TIMEOUT_MS, type FrameHostOptions } from './app.js'
import { farcasterIdRegistrySettingSchema } from './auth/farcaster-custody.js'
import { DEFAULT_OAUTH_URL } from './auth/social-config.js'
import type { OpenDatabaseOptions } from './db/database.js'
import { LOG_LEVELS, type LogLevel } from './ops/logger.js'
import {
  chainRpcUrlsSchema,
  DEFAULT_CHAIN_RPC_URLS,
  DEFAULT_CHAIN_TIMEOUT_MS,
} from './rpc/chains.js'
import { capMultiplierSetting, rateRuleSetting } from './rpc/limits.js'
import { smartAccountChainsSchema } from './rpc/smart-accounts.js'

/**
 * frame-host's settings from the environment (README "Environment"). The defaults run it
 * beside devnet on one machine: PGlite in a data folder of this package, a development KEK
 * file beside it, devnet's SMTP listener and configuration service on their fixed ports.
 */

const PACKAGE_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..')
export const DEFAULT_PORT = 8520

const url = (name: string) =>
  z
    .url({ error: `${name} must be a URL` })
    .refine((value) => !/\s/.test(value), `${name} must be a URL`)

/** Per-provider overrides of the endpoints derived from OAUTH_URL (a real provider's URLs). */
const oauthProvidersSchema = z.partialRecord(
  socialProviderSchema,
  z.strictObject({
    authorizeUrl: z.url().optional(),
    tokenUrl: z.url().optional(),
    userinfoUrl: z.url().optional(),
    clientId: z.string().min(1).optional(),
    clientSecret: z.string().min(1).optional(),
    scope: z.string().min(1).optional(),
  }),
)

/** A whole number from `min` to `max`, said in the error with the option's name. */
const wholeNumber = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(min, `${name} must be ${min}-${max}`)
    .max(max, `${name} must be ${min}-${max}`)

const flag = (name: string) =>
  z
    .enum(['true', 'false'], { error: `${name} must be true or false` })
    .transform((value) => value === 'true')

const envSchema = z.object({
  PORT: wholeNumber('PORT', 0, 65_535).default(DEFAULT_PORT),
  HOST: z.string().min(1).default('127.0.0.1'),
  PUBLIC_URL: url('PUBLIC_URL').optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_POOL_SIZE: wholeNumber('DATABASE_POOL_SIZE', 1, 1_000).default(10),
  MIGRATE_ON_START: flag('MIGRATE_ON_START').optional(),
  METRICS_PORT: wholeNumber('METRICS_PORT', 0, 65_535).optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  LOG_LEVEL: z
    .enum(LOG_LEVELS, { error: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}` })
    .default('info'),
  SHUTDOWN_TIMEOUT_MS: wholeNumber('SHUTDOWN_TIMEOUT_MS', 0, 600_000).default(
    DEFAULT_SHUTDOWN_TIMEOUT_MS,
  ),
  CHAIN_TIMEOUT_MS: wholeNumber('CHAIN_TIMEOUT_MS', 100, 120_000).default(DEFAULT_CHAIN_TIMEOUT_MS),
  PGLITE_DIR: z
    .string()
    .min(1)
    .default(join(PACKAGE_DIR, '.data', 'pglite')),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .default('smtp://127.0.0.1:8525'),
  MAIL_FROM: z.string().min(3).optional(),
  CONFIG_API_URL: url('CONFIG_API_URL').default('http://127.0.0.1:8511'),
  KEK_FILE: z
    .string()
    .min(1)
    .default(join(PACKAGE_DIR, '.data', 'kek')),
  // A hop count: the client is that many X-Forwarded-For entries from the right.
  TRUST_PROXY: z
    .string()
    .refine(
      (value) => value !== 'true',
      'TRUST_PROXY is now the number of proxies in front (TRUST_PROXY=1 for one), not true',
    )
    .refine(
      (value) => value === 'false' || /^(0|[1-9][0-9]?)$/.test(value),
      'TRUST_PROXY must be a number of proxies (0, 1, 2, …)',
    )
    .transform((value) => (value === 'false' ? 0 : Number(value)))
    .optional(),
  FRAME_ENTRY: z.string().min(1).optional(),
  OAUTH_URL: url('OAUTH_URL').default(DEFAULT_OAUTH_URL),
  OAUTH_CLIENT_ID: z.string().min(1).max(256).optional(),
  OAUTH_PROVIDERS: z
    .string()
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown
      } catch {
        ctx.addIssue({ code: 'custom', message: 'OAUTH_PROVIDERS must be a JSON object' })
        return z.NEVER
      }
    })
    .pipe(oauthProvidersSchema)
    .optional(),
  FARCASTER_URL: url('FARCASTER_URL').optional(),
  CHAIN_RPC_URLS: z
    .string()
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown
      } catch {
        ctx.addIssue({ code: 'custom', message: 'CHAIN_RPC_URLS must be a JSON object' })
        return z.NEVER
      }
    })
    .pipe(chainRpcUrlsSchema)
    .optional(),
  SMART_ACCOUNTS: z
    .string()
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown
      } catch {
        ctx.addIssue({ code: 'custom', message: 'SMART_ACCOUNTS must be a JSON object' })
        return z.NEVER
      }
    })
    .pipe(smartAccountChainsSchema)
    .optional(),
  RPC_RATE_LIMIT: rateRuleSetting('RPC_RATE_LIMIT').optional(),
  RPC_SIGNING_LIMIT: rateRuleSetting('RPC_SIGNING_LIMIT').optional(),
  RPC_GAS_CAP: capMultiplierSetting('RPC_GAS_CAP').optional(),
  RPC_FEE_CAP: capMultiplierSetting('RPC_FEE_CAP').optional(),
  BLOCKCHAIN_API_URL: url('BLOCKCHAIN_API_URL').optional(),
  FARCASTER_ID_REGISTRY: z
    .string()
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown
      } catch {
        ctx.addIssue({ code: 'custom', message: 'FARCASTER_ID_REGISTRY must be a JSON object' })
        return z.NEVER
      }
    })
    .pipe(farcasterIdRegistrySettingSchema)
    .optional(),
})

export class ConfigError extends Error {
  override name = 'ConfigError' as const
}

export type FrameHostConfig = Omit<FrameHostOptions, 'database'> & {
  database: OpenDatabaseOptions
  host: string
  port: number
  logLevel: LogLevel
}

export function readConfig(env: Readonly<Record<string, string | undefined>>): FrameHostConfig {
  // Empty variables count as unset, as shells often export them that way.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''))
  const parsed = envSchema.safeParse(present)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new ConfigError(
      issue ? `${issue.path.join('.')}: ${issue.message}` : 'invalid environment',
    )
  }
  const e = parsed.data
  const chainRpcUrls = e.CHAIN_RPC_URLS ?? DEFAULT_CHAIN_RPC_URLS
  const smartAccounts = e.SMART_ACCOUNTS ?? {}
  for (const chainId of Object.keys(smartAccounts)) {
    // A smart account on a chain frame-host does not reach could never be read or used.
    if (!Object.hasOwn(chainRpcUrls, chainId)) {
      throw new ConfigError(
        `SMART_ACCOUNTS: ${chainId.slice('eip155:'.length)} is not a chain of CHAIN_RPC_URLS (${chainId})`,
      )
    }
  }
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT !== 0 && e.METRICS_PORT === e.PORT) {
    // Metrics are for the operator's scraper, never on the listener the public reaches.
    throw new ConfigError('METRICS_PORT: METRICS_PORT must be a port other than PORT')
  }
  const registry = e.FARCASTER_ID_REGISTRY
  const registryRpcUrl = registry && chainRpcUrls[registry.chainId]
  if (registry && !registryRpcUrl) {
    // The registry is read over the chain's RPC URL, like any other chain frame-host reaches.
    throw new ConfigError(
      `FARCASTER_ID_REGISTRY: ${registry.chainId.slice('eip155:'.length)} is not a chain of CHAIN_RPC_URLS (${registry.chainId})`,
    )
  }
  return {
    host: e.HOST,
    port: e.PORT,
    ...(e.PUBLIC_URL ? { publicUrl: e.PUBLIC_URL } : {}),
    logLevel: e.LOG_LEVEL,
    database: e.DATABASE_URL
      ? { databaseUrl: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE }
      : { pgliteDir: e.PGLITE_DIR },
    // A PGlite folder is one process's: it migrates itself. On a server, `frame-host migrate`
    // moves the schema once per deploy and instances refuse to serve on one behind them.
    migrateOnStart: e.MIGRATE_ON_START ?? !e.DATABASE_URL,
    ...(e.METRICS_PORT !== undefined
      ? { metrics: { port: e.METRICS_PORT, host: e.METRICS_HOST } }
      : {}),
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    chainTimeoutMs: e.CHAIN_TIMEOUT_MS,
    mail: { smtpUrl: e.SMTP_URL, ...(e.MAIL_FROM ? { from: e.MAIL_FROM } : {}) },
    configApiUrl: e.CONFIG_API_URL,
    keys: { kekFile: e.KEK_FILE },
    trustProxy: e.TRUST_PROXY ?? 0,
    ...(e.FRAME_ENTRY ? { frameEntry: e.FRAME_ENTRY } : {}),
    // A list given replaces the devnet defaults: production must not sign for loopback chains.
    chainRpcUrls,
    smartAccounts,
    rpcLimits: {
      ...(e.RPC_RATE_LIMIT ? { requests: e.RPC_RATE_LIMIT } : {}),
      ...(e.RPC_SIGNING_LIMIT ? { signatures: e.RPC_SIGNING_LIMIT } : {}),
      ...(e.RPC_GAS_CAP ? { gasCapMultiplier: e.RPC_GAS_CAP } : {}),
      ...(e.RPC_FEE_CAP ? { feeCapMultiplier: e.RPC_FEE_CAP } : {}),
    },
    ...(e.BLOCKCHAIN_API_URL ? { blockchainApiUrl: e.BLOCKCHAIN_API_URL } : {}),
    social: {
      oauthUrl: e.OAUTH_URL,
      ...(e.OAUTH_CLIENT_ID ? { clientId: e.OAUTH_CLIENT_ID } : {}),
      ...(e.OAUTH_PROVIDERS ? { providers: e.OAUTH_PROVIDERS } : {}),
      ...(e.FARCASTER_URL ? { farcasterUrl: e.FARCASTER_URL } : {}),
      ...(registry && registryRpcUrl
        ? { farcasterIdRegistry: { address: registry.address, rpcUrl: registryRpcUrl } }
        : {}),
    },
  }
}
