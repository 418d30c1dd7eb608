/**
 * The catalogue's pages after the first (40 wallets each) and its search (100 entries,
 * docs/limits.md#sizes), as AllWallets asks for them: one request per page or query while
 * it is in flight, however many callers ask; a caller's signal ends only its own wait, and
 * the request is aborted once every caller has left. Loaded with the first of them
 * (wallet-catalogue.ts): the Connect view never asks for these.
 */
import type { ConfigApiClient } from '../api/config-api.js'
import type { WalletCatalogueResponse } from '../api/types.js'
import { WALLET_PAGE_SIZE, WALLET_SEARCH_PAGE_SIZE } from '../constants/sizes.js'
import { createSharedCalls } from '../utils/shared-calls.js'

export type WalletCatalogueRequestOptions = { signal?: AbortSignal | undefined }

export type WalletCatalogueSearchOptions = WalletCatalogueRequestOptions & {
  /** docs/limits.md#features-and-defaults: 100 by default. */
  entries?: number | undefined
}

/** A caller that leaves gets its own abort reason back. */
const REJECT_WITH_REASON = { abortError: (reason: unknown) => reason }

export function createCataloguePages(
  api: Pick<ConfigApiClient, 'getWallets'>,
  chains: readonly string[] | undefined,
) {
  const share = createSharedCalls<WalletCatalogueResponse>(REJECT_WITH_REASON).share
  return {
    getPage: (page: number, options: WalletCatalogueRequestOptions = {}) =>
      share(
        `page:${page}`,
        (signal) => api.getWallets({ page, entries: WALLET_PAGE_SIZE, chains, signal }),
        options.signal,
      ),
    search: (query: string, options: WalletCatalogueSearchOptions = {}) => {
      const entries = options.entries ?? WALLET_SEARCH_PAGE_SIZE
      return share(
        `search:${entries}:${query}`,
        (signal) => api.getWallets({ page: 1, entries, search: query, chains, signal }),
        options.signal,
      )
    },
  }
}
