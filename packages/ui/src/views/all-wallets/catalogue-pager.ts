/**
 * The AllWallets list model (docs/limits.md#sizes): the catalogue in pages of 40 appended as the
 * user scrolls, and a search (100 entries) that starts 300 ms after the last keystroke
 * and shows its loading state for at least 300 ms, so results never flicker in. Pages and
 * searches come from the client's wallet catalogue, whose first page the Connect view
 * shares.
 */
import type { Timers as NotificationTimers } from '@keyway/core'
import type { WalletCatalogue, WalletCatalogueEntry } from '@keyway/core/host'
import { WALLET_SEARCH_MIN_WAIT_MS } from '@keyway/core/host'

export type CataloguePagerState = {
  /** The wallets shown: catalogue pages so far, or the search results. */
  wallets: WalletCatalogueEntry[]
  /** The catalogue's total (or the search's), from the service's `count`. */
  count: number
  /** Catalogue pages loaded (search results do not count). */
  page: number
  loading: boolean
  /** The last request failed; `retry()` repeats it. */
  error: boolean
  /** The trimmed search text in force ('' = browsing the catalogue). */
  query: string
}

export type CataloguePagerDeps = {
  /** The client's catalogue (`keywayHost(client).walletCatalogue`). */
  catalogue: Pick<WalletCatalogue, 'getPage' | 'search'>
  timers: NotificationTimers
  now: () => number
  /** Called after every state change (the view re-renders). */
  onChange: () => void
}

export type CataloguePager = ReturnType<typeof createCataloguePager>

export function createCataloguePager(deps: CataloguePagerDeps) {
  const state: CataloguePagerState = {
    wallets: [],
    count: 0,
    page: 0,
    loading: false,
    error: false,
    query: '',
  }
  let controller: AbortController | undefined
  let debounce: unknown
  let lastRequest: (() => Promise<void>) | undefined
  // Results of the catalogue kept aside while searching, so clearing the search is instant.
  let browse: Pick<CataloguePagerState, 'wallets' | 'count' | 'page'> | undefined

  function set(patch: Partial<CataloguePagerState>) {
    Object.assign(state, patch)
    deps.onChange()
  }

  /** A new request supersedes the one in flight. */
  function startRequest(): AbortSignal {
    controller?.abort()
    controller = new AbortController()
    return controller.signal
  }

  function hasMore(): boolean {
    return state.query === '' && (state.page === 0 || state.wallets.length < state.count)
  }

  async function fetchPage(page: number): Promise<void> {
    const signal = startRequest()
    lastRequest = () => fetchPage(page)
    set({ loading: true, error: false })
    try {
      const answer = await deps.catalogue.getPage(page, { signal })
      if (signal.aborted) return
      const known = new Set(state.wallets.map((wallet) => wallet.id))
      const fresh = answer.data.filter((wallet) => !known.has(wallet.id))
      set({ wallets: [...state.wallets, ...fresh], count: answer.count, page, loading: false })
    } catch {
      if (!signal.aborted) set({ loading: false, error: true })
    }
  }

  /** Loads the next page of 40, unless one is loading or the catalogue is complete. */
  function loadNextPage(): Promise<void> {
    if (state.loading || state.error || !hasMore()) return Promise.resolve()
    return fetchPage(state.page + 1)
  }

  function wait(ms: number): Promise<void> {
    return new Promise((resolve) => {
      deps.timers.setTimeout(resolve, ms)
    })
  }

  async function runSearch(query: string): Promise<void> {
    const signal = startRequest()
    lastRequest = () => runSearch(query)
    const started = deps.now()
    set({ loading: true, error: false })
    try {
      // The catalogue asks for docs/limits.md#sizes's 100 entries.
      const answer = await deps.catalogue.search(query, { signal })
      // docs/limits.md#timing: the loading state lasts at least 300 ms.
      const left = WALLET_SEARCH_MIN_WAIT_MS - (deps.now() - started)
      if (left > 0) await wait(left)
      if (signal.aborted) return
      set({ wallets: answer.data, count: answer.count, loading: false })
    } catch {
      if (!signal.aborted) set({ loading: false, error: true })
    }
  }

  /**
   * Sets the search text. The request starts 300 ms after the last call; clearing the
   * text goes back to the catalogue pages already loaded at once.
   */
  function setQuery(text: string): void {
    const query = text.trim()
    if (debounce !== undefined) deps.timers.clearTimeout(debounce)
    debounce = undefined
    if (query === state.query) return
    if (query === '') {
      controller?.abort()
      const restored = browse ?? { wallets: [], count: 0, page: 0 }
      browse = undefined
      set({ ...restored, query: '', loading: false, error: false })
      if (restored.page === 0) void loadNextPage()
      return
    }
    if (state.query === '')
      browse = { wallets: state.wallets, count: state.count, page: state.page }
    set({ query, wallets: [], count: 0, loading: true, error: false })
    debounce = deps.timers.setTimeout(() => {
      debounce = undefined
      void runSearch(query)
    }, WALLET_SEARCH_MIN_WAIT_MS)
  }

  /** Repeats the request that failed. */
  function retry(): Promise<void> {
    if (!state.error || !lastRequest) return Promise.resolve()
    return lastRequest()
  }

  function destroy(): void {
    controller?.abort()
    if (debounce !== undefined) deps.timers.clearTimeout(debounce)
  }

  return { state, loadNextPage, setQuery, retry, hasMore, destroy }
}
