/**
 * Wallet images as the views show them: the configuration service serves them as blobs
 * (docs/services.md /getWalletImage), and the views show them through object URLs, fetched once
 * and shared by the views of one modal. The catalogue itself (pages, search, featured
 * wallets) is core's: one per client, at `keywayHost(client).walletCatalogue`.
 */
import { BALANCE_RETRY_WINDOW_MS, type ConfigApiClient } from '@keyway/core/host'

/**
 * How long a failed image is not asked for again: every render of a list would otherwise
 * ask anew (each with docs/services.md#retries's retries). The window is docs/account-features.md#balances's for a failed balance.
 */
export const IMAGE_RETRY_WINDOW_MS = BALANCE_RETRY_WINDOW_MS

export type WalletDirectoryDeps = {
  /** The wallet catalogue service; absent when the dapp names none (then no image loads). */
  api: Pick<ConfigApiClient, 'getWalletImage'> | undefined
  createObjectURL?: ((blob: Blob) => string) | undefined
  revokeObjectURL?: ((url: string) => void) | undefined
  now?: (() => number) | undefined
}

export type WalletDirectory = ReturnType<typeof createWalletDirectory>

export function createWalletDirectory(deps: WalletDirectoryDeps) {
  const createObjectURL = deps.createObjectURL ?? ((blob: Blob) => URL.createObjectURL(blob))
  const revokeObjectURL = deps.revokeObjectURL ?? ((url: string) => URL.revokeObjectURL(url))
  const urls = new Map<string, string>()
  const pendingImages = new Map<string, Promise<string | undefined>>()
  const failedAt = new Map<string, number>()
  const now = deps.now ?? (() => Date.now())

  /** The object URL of an image already loaded, for a synchronous first render. */
  function imageUrl(imageId: string | undefined): string | undefined {
    return imageId ? urls.get(imageId) : undefined
  }

  /**
   * Loads an image once; resolves undefined when it cannot be fetched (a placeholder shows),
   * and for IMAGE_RETRY_WINDOW_MS after that without asking again.
   */
  function loadImage(imageId: string | undefined): Promise<string | undefined> {
    if (!imageId || !deps.api) return Promise.resolve(undefined)
    const known = urls.get(imageId)
    if (known) return Promise.resolve(known)
    const pending = pendingImages.get(imageId)
    if (pending) return pending
    const failed = failedAt.get(imageId)
    if (failed !== undefined && now() - failed < IMAGE_RETRY_WINDOW_MS) {
      return Promise.resolve(undefined)
    }
    const request = deps.api.getWalletImage({ id: imageId }).then(
      (blob) => {
        failedAt.delete(imageId)
        const url = createObjectURL(blob)
        urls.set(imageId, url)
        return url
      },
      () => {
        failedAt.set(imageId, now())
        return undefined
      },
    )
    pendingImages.set(imageId, request)
    void request.finally(() => pendingImages.delete(imageId))
    return request
  }

  /** docs/limits.md#sizes: images are prefetched for the first 20 wallets of a list. */
  function prefetchImages(imageIds: readonly (string | undefined)[]): void {
    for (const id of imageIds) void loadImage(id)
  }

  /** Frees the object URLs (when the modal is removed). */
  function destroy(): void {
    for (const url of urls.values()) revokeObjectURL(url)
    urls.clear()
  }

  return { imageUrl, loadImage, prefetchImages, destroy }
}
