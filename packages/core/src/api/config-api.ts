import { WALLET_PAGE_SIZE } from '../constants/sizes.js'
import { createTtlCache, type TtlCache } from './cache.js'
import { CONFIG_API_PATHS as PATHS } from './config-api-paths.js'
import {
  type CreateConfigLoadClientOptions,
  configRequester,
  createConfigLoadClient,
} from './config-load-api.js'
import type { ApiCallOptions, WalletCatalogueResponse } from './types.js'

/**
 * Client of the toolkit configuration services (docs/services.md#configuration-service-config): remote features, allowed
 * origins and the analytics switch (config-load-api.ts, with their fallbacks), the wallet
 * catalogue and images. Every call carries projectId, st and sv.
 */

export type CreateConfigApiClientOptions = CreateConfigLoadClientOptions & {
  /** Wallet catalogue and images, when hosted apart (default: baseUrl). */
  walletCatalogueBaseUrl?: string | undefined
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
  const catalogue = configRequester({
    ...options,
    baseUrl: options.walletCatalogueBaseUrl ?? options.baseUrl,
  })
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
    // The remote features, the allowed origins and the analytics switch.
    ...createConfigLoadClient(options),

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
  }
}
