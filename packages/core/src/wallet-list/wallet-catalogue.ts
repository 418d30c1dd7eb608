/**
 * The wallet catalogue as the wallet lists use it (docs/services.md#wallet-catalogue-walletcatalogue GET /getWallets, docs/limits.md#sizes
 * Sizes): the first page, fetched once and shared by the Connect view's recommended
 * wallets and AllWallets' first page; the dapp's featured wallets, fetched once with
 * `include`; further pages of 40; a search of 100 entries.
 *
 * Failures are not kept, so asking again (or `retry()`) asks the service again. The
 * first-page and featured loads are also recorded in `state`, so a view can show
 * "couldn't load" with a retry instead of an empty list. Headless: images stay with the
 * views, which know how they show them.
 *
 * The pages after the first and the search (AllWallets) are catalogue-pages.ts, loaded with
 * the first of them: the Connect view needs only the first page and the featured wallets.
 */
import { proxy } from 'valtio/vanilla'
import { loadOnce } from '../adapter/load-once.js'
import type { ConfigApiClient } from '../api/config-api.js'
import type { WalletCatalogueEntry, WalletCatalogueResponse } from '../api/types.js'
import { WALLET_PAGE_SIZE } from '../constants/sizes.js'
import type {
  WalletCatalogueRequestOptions,
  WalletCatalogueSearchOptions,
} from './catalogue-pages.js'

export type CreateWalletCatalogueParameters = {
  /** The configuration service; absent without a project id (then the catalogue is empty). */
  api: Pick<ConfigApiClient, 'getWallets'> | undefined
  /** CAIP-2 ids of the configured networks: only wallets supporting one are listed. */
  chains?: readonly string[] | undefined
  /**
   * Without a catalogue service: the wallets to suggest instead (the bundled well-known
   * list), loaded on first use. The count stays 0, so no "All wallets" entry is offered.
   */
  fallback?: (() => Promise<readonly WalletCatalogueEntry[]>) | undefined
  /** The code of the pages after the first and the search; default its dynamic import. */
  loadPages?: (() => Promise<typeof import('./catalogue-pages.js')>) | undefined
}

export type WalletCatalogueLoadStatus = 'idle' | 'loading' | 'loaded' | 'error'

export type WalletCatalogueLoad = {
  status: WalletCatalogueLoadStatus
  /** Set when `status` is 'error'. */
  error?: Error | undefined
}

export type WalletCatalogueState = {
  firstPage: WalletCatalogueLoad
  /** The featured wallets last asked for. */
  featured: WalletCatalogueLoad
}

export type {
  WalletCatalogueRequestOptions,
  WalletCatalogueSearchOptions,
} from './catalogue-pages.js'

export type WalletCatalogue = ReturnType<typeof createWalletCatalogue>

const EMPTY_PAGE: WalletCatalogueResponse = { data: [], count: 0 }

function toError(cause: unknown): Error {
  return cause instanceof Error ? cause : new Error(String(cause))
}

/** The fallback list as a first page: its wallets, and no count (there is no more). */
async function loadFallback(
  fallback: CreateWalletCatalogueParameters['fallback'],
): Promise<WalletCatalogueResponse> {
  const data = fallback ? await fallback() : []
  return { data: [...data], count: 0 }
}

export function createWalletCatalogue(parameters: CreateWalletCatalogueParameters) {
  const { api, chains } = parameters
  const state = proxy<WalletCatalogueState>({
    firstPage: { status: 'idle' },
    featured: { status: 'idle' },
  })
  // Without a catalogue service there is no page to ask for, and nothing to load.
  const loadPages = parameters.loadPages ?? (() => import('./catalogue-pages.js'))
  const pages = api && loadOnce(() => loadPages().then((m) => m.createCataloguePages(api, chains)))

  let firstPage: Promise<WalletCatalogueResponse> | undefined
  let firstPageLoaded: WalletCatalogueResponse | undefined

  /**
   * The first catalogue page, fetched once. A failure is not kept: the next call (a retry,
   * or the modal opening again) asks the service again.
   */
  function getFirstPage(): Promise<WalletCatalogueResponse> {
    if (!api && !parameters.fallback) {
      firstPageLoaded = EMPTY_PAGE
      state.firstPage = { status: 'loaded' }
      return Promise.resolve(EMPTY_PAGE)
    }
    if (!firstPage) {
      state.firstPage = { status: 'loading' }
      const request = api
        ? api.getWallets({ page: 1, entries: WALLET_PAGE_SIZE, chains })
        : loadFallback(parameters.fallback)
      firstPage = request.then(
        (page) => {
          firstPageLoaded = page
          state.firstPage = { status: 'loaded' }
          return page
        },
        (error: unknown) => {
          firstPage = undefined
          state.firstPage = { status: 'error', error: toError(error) }
          throw error
        },
      )
    }
    return firstPage
  }

  /**
   * The first page if it has already arrived (e.g. prefetched on idle), so a view can render
   * it in its first frame instead of a microtask later.
   */
  function loadedFirstPage(): WalletCatalogueResponse | undefined {
    return firstPageLoaded
  }

  const featuredLoaded = new Map<string, WalletCatalogueEntry[]>()
  /** One request per set of ids while it is in flight; a settled one is forgotten. */
  const featuredAsked = new Map<string, Promise<WalletCatalogueEntry[]>>()
  let featuredIds: readonly string[] = []
  const featuredKey = (ids: readonly string[]) => ids.join(',')

  /**
   * The catalogue entries of the dapp's featured wallet ids (docs/limits.md#features-and-defaults "featured" group),
   * fetched once with `include`, in the order given; ids the catalogue lacks are skipped.
   * A failure is not kept.
   */
  function getFeatured(ids: readonly string[]): Promise<WalletCatalogueEntry[]> {
    featuredIds = [...ids]
    const key = featuredKey(ids)
    if (!api || ids.length === 0) {
      state.featured = { status: 'loaded' }
      return Promise.resolve([])
    }
    const loaded = featuredLoaded.get(key)
    if (loaded) {
      state.featured = { status: 'loaded' }
      return Promise.resolve(loaded)
    }
    // The state follows the ids last asked for; an earlier request settling does not count.
    const isLatest = () => featuredKey(featuredIds) === key
    state.featured = { status: 'loading' }
    const asked = featuredAsked.get(key)
    if (asked) return asked
    const request = api.getWallets({ page: 1, entries: ids.length, include: ids, chains }).then(
      (page) => {
        const wallets = ids.flatMap((id) => page.data.find((w) => w.id === id) ?? [])
        featuredLoaded.set(key, wallets)
        if (isLatest()) state.featured = { status: 'loaded' }
        return wallets
      },
      (error: unknown) => {
        if (isLatest()) state.featured = { status: 'error', error: toError(error) }
        throw error
      },
    )
    featuredAsked.set(key, request)
    const forget = () => featuredAsked.delete(key)
    request.then(forget, forget)
    return request
  }

  /** The featured wallets if they have already arrived, for a first render without waiting. */
  function loadedFeatured(ids: readonly string[]): WalletCatalogueEntry[] | undefined {
    if (ids.length === 0) return []
    return featuredLoaded.get(featuredKey(ids))
  }

  /** A catalogue page of 40 (page 1 is the shared first page, which no signal aborts). */
  function getPage(
    page: number,
    options: WalletCatalogueRequestOptions = {},
  ): Promise<WalletCatalogueResponse> {
    if (page === 1) return getFirstPage()
    if (!pages) return Promise.resolve(EMPTY_PAGE)
    return pages().then((loaded) => loaded.getPage(page, options))
  }

  /** docs/limits.md#sizes: a search asks for 100 entries. */
  function search(
    query: string,
    options: WalletCatalogueSearchOptions = {},
  ): Promise<WalletCatalogueResponse> {
    if (!pages) return Promise.resolve(EMPTY_PAGE)
    return pages().then((loaded) => loaded.search(query, options))
  }

  /**
   * Asks again for what failed (the first page, the featured wallets last asked for).
   * Settles when those requests do; the outcome is in `state`.
   */
  async function retry(): Promise<void> {
    const again: Promise<unknown>[] = []
    if (state.firstPage.status === 'error') again.push(getFirstPage())
    if (state.featured.status === 'error') again.push(getFeatured(featuredIds))
    await Promise.allSettled(again)
  }

  return {
    state,
    getFirstPage,
    loadedFirstPage,
    getFeatured,
    loadedFeatured,
    getPage,
    search,
    retry,
  }
}
