import type { WalletCatalogueEntry } from '../api/types.js'
import { isCaipOfNamespace } from '../caip/caip.js'
import type { KeywayClient } from '../client/create-keyway.js'
import { getConnectorOrder } from '../controllers/features.js'
import { buildConnectList, type ConnectEntry } from '../wallet-list/connect-list.js'
import type { WalletCatalogueLoadStatus } from '../wallet-list/wallet-catalogue.js'

export type GetWalletListReturnType = {
  /**
   * The Connect view's wallets in docs/limits.md#features-and-defaults order (only the namespace's, when the modal was
   * opened with `openModal(client, { namespace })`) (walletConnect, recent, installed,
   * featured, custom, external, recommended), each once. An entry with a `connector` is
   * installed: pass its id to `connect`; the others are reached over WalletConnect.
   */
  wallets: ConnectEntry[]
  /** How many wallets the catalogue holds (0 until loaded, or without a catalogue). */
  catalogueCount: number
  /** The catalogue's first page: 'error' means only installed wallets are listed. */
  status: WalletCatalogueLoadStatus
  error: Error | undefined
}

export type GetWalletListErrorType = never

/**
 * The wallet list as it stands now: installed wallets at once, catalogue wallets once
 * `loadWalletList` has fetched them. The modal's Connect view shows the same list.
 */
export function getWalletList(client: KeywayClient): GetWalletListReturnType {
  const { options, connector, storage, walletCatalogue } = client._internal
  const featuredIds = options.state.featuredWalletIds
  const page = walletCatalogue.loadedFirstPage()
  // The modal opened for one namespace: catalogue wallets that name their chains and have
  // none there are left out too (installed ones are, by getConnectors).
  const only = connector.state.filterByNamespace
  const servesFilter = (entry: WalletCatalogueEntry) =>
    !only || !entry.chains || entry.chains.some((id) => isCaipOfNamespace(id, only))
  const firstPage = walletCatalogue.state.firstPage
  return {
    wallets: buildConnectList({
      order: getConnectorOrder(options.state.features.connectorTypeOrder),
      connectors: connector.getConnectors(),
      recentWallets: storage.getRecentWallets(),
      catalogue: (page?.data ?? []).filter(servesFilter),
      featuredWalletIds: featuredIds,
      featuredWallets: (walletCatalogue.loadedFeatured(featuredIds) ?? []).filter(servesFilter),
      customWallets: options.state.customWallets,
    }),
    catalogueCount: page?.count ?? 0,
    status: firstPage.status,
    error: firstPage.error,
  }
}
