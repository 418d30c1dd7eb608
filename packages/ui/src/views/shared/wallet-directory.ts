/**
 * Wallet images as the views show them: the configuration service serves them as blobs
 * (spec §7 /getWalletImage), and the views show them through object URLs, fetched once
 * and shared by the views of one modal. The catalogue itself (pages, search, featured
 * wallets) is core's: one per client, at `client._internal.walletCatalogue`.
 */
import type { ConfigApiClient } from '@keyway/core/internal'

export type WalletDirectoryDeps = {
  /** The wallet catalogue service; absent when the dapp names none (then no image loads). */
  api: Pick<ConfigApiClient, 'getWalletImage'> | undefined
  createObjectURL?: ((blob: Blob) => string) | undefined
  revokeObjectURL?: ((url: string) => void) | undefined
}

export type WalletDirectory = ReturnType<typeof createWalletDirectory>

export function createWalletDirectory(deps: WalletDirectoryDeps) {
  const createObjectURL = deps.createObjectURL ?? ((blob: Blob) => URL.createObjectURL(blob))
  const revokeObjectURL = deps.revokeObjectURL ?? ((url: string) => URL.revokeObjectURL(url))
  const urls = new Map<string, string>()
  const pendingImages = new Map<string, Promise<string | undefined>>()

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
    const request = deps.api.getWalletImage({ id: imageId }).then(
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

  /** Frees the object URLs (when the modal is removed). */
  function destroy(): void {
    for (const url of urls.values()) revokeObjectURL(url)
    urls.clear()
  }

  return { imageUrl, loadImage, prefetchImages, destroy }
}
