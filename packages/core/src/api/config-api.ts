import type { RemoteFeatures } from '../constants/features.js'
import { WALLET_PAGE_SIZE } from '../constants/sizes.js'
import { createTtlCache, type TtlCache } from './cache.js'
import { CONFIG_API_PATHS as PATHS } from './config-api-paths.js'
import { createHttpClient, type FetchFn, type Timers } from './http.js'
import { createServiceRequester, type RetryDeps, type ServiceRequester } from './service.js'
import type {
  AllowedOriginsResponse,
  AnalyticsConfigResponse,
  ApiCallOptions,
  ProjectConfigResponse,
  WalletCatalogueResponse,
} from './types.js'

/**
 * Client of the toolkit configuration services (docs/services.md#configuration-service-config): remote features, allowed
 * origins, the wallet catalogue, images and the analytics switch. Every call carries
 * projectId, st and sv. The fallbacks of docs/errors.md#fallbacks live here: an origin-list failure gives
 * [] and an analytics-config failure gives "off".
 */

export type CreateConfigApiClientOptions = RetryDeps & {
  /** Features and allowed origins. */
  baseUrl: string
  /** Wallet catalogue and images, when hosted apart (default: baseUrl). */
  walletCatalogueBaseUrl?: string | undefined
  /** Analytics config, when hosted apart (default: baseUrl). */
  analyticsBaseUrl?: string | undefined
  projectId: string
  sdkType: string
  sdkVersion: string
  fetch?: FetchFn | undefined
  timeoutMs?: number | undefined
  timers?: Timers | undefined
  /** Images are kept here (LRU-bounded); by default the client makes its own cache. */
  cache?: TtlCache | undefined
}

export type GetWalletsParameters = ApiCallOptions & {
  page?: number | undefined
  /** docs/limits.md#sizes: 40 per page (100 for a search). */
  entries?: number | undefined
  /** Catalogue ids to keep or drop; sent comma-separated. */
  include?: readonly string[] | undefined
  exclude?: readonly string[] | undefined
  search?: string | undefined
  badge_type?: string | undefined
  /** CAIP-2 ids; sent comma-separated. */
  chains?: readonly string[] | undefined
}

export type ImageParameters = ApiCallOptions & { id: string }

export type ConfigApiClient = ReturnType<typeof createConfigApiClient>

export function createConfigApiClient(options: CreateConfigApiClientOptions) {
  const baseParams = { projectId: options.projectId, st: options.sdkType, sv: options.sdkVersion }
  const requesterFor = (baseUrl: string): ServiceRequester =>
    createServiceRequester(
      createHttpClient({
        baseUrl,
        fetch: options.fetch,
        timeoutMs: options.timeoutMs,
        timers: options.timers,
      }),
      baseParams,
      options,
    )
  const config = requesterFor(options.baseUrl)
  const catalogue = requesterFor(options.walletCatalogueBaseUrl ?? options.baseUrl)
  const analytics = requesterFor(options.analyticsBaseUrl ?? options.baseUrl)
  const cache = options.cache ?? createTtlCache({ now: options.now })

  /** Images never change for an id; the cache's LRU bound is what limits memory. */
  const image =
    (kind: string, path: (id: string) => string) =>
    ({ id, signal }: ImageParameters): Promise<Blob> =>
      cache.memoize(
        `image:${kind}:${id}`,
        Number.POSITIVE_INFINITY,
        () => catalogue.getBlob(path(id)),
        { signal },
      )

  return {
    /** The project's remote feature flags (docs/overview.md#feature-flags). */
    getProjectConfig: async ({ signal }: ApiCallOptions = {}): Promise<RemoteFeatures> => {
      const answer = await config.get<ProjectConfigResponse>(PATHS.projectConfig, {}, signal)
      return answer.features
    },

    /** docs/errors.md#fallbacks: any failure gives an empty list. */
    getAllowedOrigins: async ({ signal }: ApiCallOptions = {}): Promise<string[]> => {
      try {
        const answer = await config.get<AllowedOriginsResponse>(PATHS.allowedOrigins, {}, signal)
        // A malformed answer is a failure too: never trust a non-string as an origin.
        const origins: unknown = answer?.allowedOrigins
        return Array.isArray(origins)
          ? origins.filter((origin): origin is string => typeof origin === 'string')
          : []
      } catch {
        return []
      }
    },

    getWallets: ({
      page = 1,
      entries = WALLET_PAGE_SIZE,
      include,
      exclude,
      search,
      badge_type,
      chains,
      signal,
    }: GetWalletsParameters = {}) =>
      catalogue.get<WalletCatalogueResponse>(
        PATHS.wallets,
        { page, entries, include, exclude, search, badge_type, chains },
        signal,
      ),

    getWalletImage: image('wallet', PATHS.walletImage),
    getAssetImage: image('asset', PATHS.assetImage),
    getCurrencyImage: image('currency', PATHS.currencyImage),
    getTokenImage: image('token', PATHS.tokenImage),

    /** docs/errors.md#fallbacks: any failure turns analytics off. */
    getAnalyticsConfig: async ({ signal }: ApiCallOptions = {}): Promise<boolean> => {
      try {
        const answer = await analytics.get<AnalyticsConfigResponse>(
          PATHS.analyticsConfig,
          {},
          signal,
        )
        return answer?.isAnalyticsEnabled === true
      } catch {
        return false
      }
    },
  }
}
