import type { KeywayClient } from '../client/create-keyway.js'
import { type GetWalletListReturnType, getWalletList } from './get-wallet-list.js'

export type LoadWalletListReturnType = GetWalletListReturnType

/** Never rejects: a catalogue failure shows in the answer's `status` and `error`. */
export type LoadWalletListErrorType = never

/**
 * Fetches the catalogue's first page and the featured wallets (once per client; calling
 * it again after a failure asks again), then answers `getWalletList`.
 */
export async function loadWalletList(client: KeywayClient): Promise<LoadWalletListReturnType> {
  const { options, walletCatalogue } = client._internal
  await Promise.allSettled([
    walletCatalogue.getFirstPage(),
    walletCatalogue.getFeatured(options.state.featuredWalletIds),
  ])
  return getWalletList(client)
}
