import { socialProviderSchema } from '@keyway/embedded-wallet/protocol'
import type { z } from 'zod'
import type { FarcasterIdRegistry } from './farcaster-custody.js'

/**
 * Where each social provider's OAuth endpoints are and who frame-host is to them. By
 * default every provider is devnet's OAuth stand-in (`OAUTH_URL`), which serves the same
 * authorize / token / userinfo paths per provider, and Farcaster's relay is the stand-in's
 * too. A real deployment gives each provider's own URLs and its registered client id.
 */

/** docs/limits.md#features-and-defaults social providers, in the protocol's spelling (farcaster has its own flow). */
export type SocialProvider = z.infer<typeof socialProviderSchema>
export const SOCIAL_PROVIDERS: readonly SocialProvider[] = socialProviderSchema.options

export type ProviderEndpoints = {
  authorizeUrl: string
  tokenUrl: string
  userinfoUrl: string
  clientId: string
  /** Only for providers that insist on a confidential client; PKCE is always used. */
  clientSecret?: string | undefined
  /** Space-separated scopes asked for. */
  scope: string
}

export type SocialConfig = {
  providers: Readonly<Record<SocialProvider, ProviderEndpoints>>
  /** The Farcaster relay (POST /farcaster/channel, GET /farcaster/channel/status). */
  farcasterUrl: string
  /** Bound on each call to a provider or the relay. */
  timeoutMs: number
  /** How long a started OAuth login may take to come back (state and verifier live this long). */
  stateTtlMs: number
  /** How long a Farcaster channel may wait for the user's approval. */
  farcasterTtlMs: number
  /** Farcaster's ID registry (`custodyOf`); without it Farcaster sign-in is refused. */
  farcasterIdRegistry?: FarcasterIdRegistry | undefined
}

export const DEFAULT_OAUTH_URL = 'http://127.0.0.1:8513'
export const DEFAULT_OAUTH_CLIENT_ID = 'keyway-frame-host'

export type ProviderOverrides = {
  [K in keyof ProviderEndpoints]?: ProviderEndpoints[K] | undefined
}

export type SocialOptions = {
  /** Base URL serving `/{provider}/authorize|token|userinfo` (default devnet's stand-in). */
  oauthUrl?: string
  /** The client id sent to every provider without its own (default `keyway-frame-host`). */
  clientId?: string
  /** Per-provider endpoints that replace the ones derived from `oauthUrl`. */
  providers?: Partial<Record<SocialProvider, ProviderOverrides>>
  /** Default: `oauthUrl` (devnet serves the Farcaster stand-in on the same port). */
  farcasterUrl?: string
  timeoutMs?: number
  stateTtlMs?: number
  farcasterTtlMs?: number
  /** Farcaster's ID registry on a chain frame-host reaches (FARCASTER_ID_REGISTRY). */
  farcasterIdRegistry?: FarcasterIdRegistry
}

export function resolveSocialConfig(options: SocialOptions = {}): SocialConfig {
  const base = (options.oauthUrl ?? DEFAULT_OAUTH_URL).replace(/\/+$/, '')
  const clientId = options.clientId ?? DEFAULT_OAUTH_CLIENT_ID
  const providers = Object.fromEntries(
    SOCIAL_PROVIDERS.map((provider) => {
      const endpoints: ProviderEndpoints = {
        authorizeUrl: `${base}/${provider}/authorize`,
        tokenUrl: `${base}/${provider}/token`,
        userinfoUrl: `${base}/${provider}/userinfo`,
        clientId,
        scope: 'openid email profile',
        ...definedOnly(options.providers?.[provider] ?? {}),
      }
      return [provider, endpoints]
    }),
  ) as Record<SocialProvider, ProviderEndpoints>
  return {
    providers,
    farcasterUrl: (options.farcasterUrl ?? base).replace(/\/+$/, ''),
    timeoutMs: options.timeoutMs ?? 10_000,
    stateTtlMs: options.stateTtlMs ?? 10 * 60_000,
    // The relay keeps a channel 10 minutes; ours ends with it.
    farcasterTtlMs: options.farcasterTtlMs ?? 10 * 60_000,
    farcasterIdRegistry: options.farcasterIdRegistry,
  }
}

const definedOnly = (overrides: ProviderOverrides): Partial<ProviderEndpoints> =>
  Object.fromEntries(Object.entries(overrides).filter(([, value]) => value !== undefined))
