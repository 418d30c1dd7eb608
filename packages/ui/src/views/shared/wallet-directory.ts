/**
 * The wallet catalogue as the views use it: the first catalogue page (shared by the
 * Connect view's recommended wallets and AllWallets' first page, fetched once per modal)
 * and wallet images, which the configuration service serves as blobs (spec §7) and the
 * views show through object URLs.
 */
import type {
  ConfigApiClient,
  WalletCatalogueEntry,
  WalletCatalogueResponse,
} from '@keyway/core/internal'
import { WALLET_PAGE_SIZE } from '@keyway/core/internal'

export type WalletDirectoryDeps = {
  /** The configuration service; absent without a project id (then the catalogue is empty). */
  api: Pick<ConfigApiClient, 'getWallets' | 'getWalletImage'> | undefined
  /** CAIP-2 ids of the configured networks: only wallets supporting one are listed. */
  chains?: readonly string[] | undefined
  createObjectURL?: ((blob: Blob) => string) | undefined
  revokeObjectURL?: ((url: string) => void) | undefined
}

export type WalletDirectory = ReturnType<typeof createWalletDirectory>

const EMPTY_PAGE: WalletCatalogueResponse = { data: [], count: 0 }

export function createWalletDirectory(deps: WalletDirectoryDeps) {
  const createObjectURL = deps.createObjectURL ?? ((blob: Blob) => URL.createObjectURL(blob))
  const revokeObjectURL = deps.revokeObjectURL ?? ((url: string) => URL.revokeObjectURL(url))
  const urls = new Map<string, string>()
  const pendingImages = new Map<string, Promise<string | undefined>>()
  let firstPage: Promise<WalletCatalogueResponse> | undefined
  let firstPageLoaded: WalletCatalogueResponse | undefined

  /** The object URL of an image already loaded, for a synchronous first render. */
  function imageUrl(imageId: string | undefined): string | undefined {
    return imageId ? urls.get(imageId) : undefined
  }

  /** Loads an image once; resolves undefined when it cannot be fetched (a placeholder shows). */
  function loadImage(imageId: string | undefined): Promise<string | undefined> {
    if (!imageId || !deps.api) return Promise.resolve(undefined)
    const known = urls.get(imageId)
    if (known) return Promise.resolve(known)
    const pending = pendingImages.get(imageId)
    if (pending) return pending
    const api = deps.api
    const request = api.getWalletImage({ id: imageId }).then(
      (blob) => {
        const url = createObjectURL(blob)
        urls.set(imageId, url)
        return url
      },
      () => undefined,
    )
    pendingImages.set(imageId, request)
    void request.finally(() => pendingImages.delete(imageId))
    return request
  }

  /** spec §9: images are prefetched for the first 20 wallets of a list. */
  function prefetchImages(imageIds: readonly (string | undefined)[]): void {
    for (const id of imageIds) void loadImage(id)
  }

  /**
   * The first catalogue page, fetched once. A failure is not kept, so the next call
   * (a retry, or the modal opening again) asks the service again.
   */
  function getFirstPage(): Promise<WalletCatalogueResponse> {
    if (!deps.api) return Promise.resolve(EMPTY_PAGE)
    if (!firstPage) {
      firstPage = deps.api
        .getWallets({ page: 1, entries: WALLET_PAGE_SIZE, chains: deps.chains })
        .then(
          (page) => {
            firstPageLoaded = page
            return page
          },
          (error: unknown) => {
            firstPage = undefined
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

  let featured: { key: string; request: Promise<WalletCatalogueEntry[]> } | undefined
  let featuredLoaded: { key: string; wallets: WalletCatalogueEntry[] } | undefined

  /**
   * The catalogue entries of the dapp's featured wallet ids (spec §9 "featured" group),
   * fetched once with `include`, in the order given. A failure is not kept.
   */
  function getFeatured(ids: readonly string[]): Promise<WalletCatalogueEntry[]> {
    if (!deps.api || ids.length === 0) return Promise.resolve([])
    const key = ids.join(',')
    if (featured?.key !== key) {
      const request = deps.api
        .getWallets({ page: 1, entries: ids.length, include: ids, chains: deps.chains })
        .then(
          (page) => {
            const wallets = ids.flatMap((id) => page.data.find((w) => w.id === id) ?? [])
            featuredLoaded = { key, wallets }
            return wallets
          },
          (error: unknown) => {
            if (featured?.key === key) featured = undefined
            throw error
          },
        )
      featured = { key, request }
    }
    return featured.request
  }

  /** The featured wallets if they have already arrived, for a first render without waiting. */
  function loadedFeatured(ids: readonly string[]): WalletCatalogueEntry[] | undefined {
    if (ids.length === 0) return []
    return featuredLoaded?.key === ids.join(',') ? featuredLoaded.wallets : undefined
  }

  /** A catalogue page (page 1 comes from the shared first-page request). */
  function getPage(
    page: number,
    options: { signal?: AbortSignal | undefined } = {},
  ): Promise<WalletCatalogueResponse> {
    if (page === 1) return getFirstPage()
    if (!deps.api) return Promise.resolve(EMPTY_PAGE)
    return deps.api.getWallets({
      page,
      entries: WALLET_PAGE_SIZE,
      chains: deps.chains,
      signal: options.signal,
    })
  }

  /** spec §9: a search asks for 100 entries. */
  function search(
    query: string,
    options: { entries: number; signal?: AbortSignal | undefined },
  ): Promise<WalletCatalogueResponse> {
    if (!deps.api) return Promise.resolve(EMPTY_PAGE)
    return deps.api.getWallets({
      page: 1,
      entries: options.entries,
      search: query,
      chains: deps.chains,
      signal: options.signal,
    })
  }

  /** Frees the object URLs (when the modal is removed). */
  function destroy(): void {
    for (const url of urls.values()) revokeObjectURL(url)
    urls.clear()
  }

  return {
    imageUrl,
    loadImage,
    prefetchImages,
    getFirstPage,
    loadedFirstPage,
    getFeatured,
    loadedFeatured,
    getPage,
    search,
    destroy,
  }
}
