import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { socialProviderSchema } from '@keyway/embedded-wallet/protocol'
import { z } from 'zod'
import type { FrameHostOptions } from './app.js'
import { farcasterIdRegistrySettingSchema } from './auth/farcaster-custody.js'
import { DEFAULT_OAUTH_URL } from './auth/social-config.js'
import { chainRpcUrlsSchema, DEFAULT_CHAIN_RPC_URLS } from './rpc/chains.js'
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

const envSchema = z.object({
  PORT: z.coerce
    .number({ error: 'PORT must be a number' })
    .int('PORT must be a whole number')
    .min(0, 'PORT must be 0-65535')
    .max(65_535, 'PORT must be 0-65535')
    .default(DEFAULT_PORT),
  HOST: z.string().min(1).default('127.0.0.1'),
  PUBLIC_URL: url('PUBLIC_URL').optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
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

export type FrameHostConfig = FrameHostOptions & { host: string; port: number }

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
    database: e.DATABASE_URL ? { databaseUrl: e.DATABASE_URL } : { pgliteDir: e.PGLITE_DIR },
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
