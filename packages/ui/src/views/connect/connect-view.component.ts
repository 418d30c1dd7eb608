import type { KeywayClient } from '@keyway/core'
import type { WalletCatalogueEntry } from '@keyway/core/internal'
import { getConnectorOrder } from '@keyway/core/internal'
import { html, nothing } from 'lit'
import { state } from 'lit/decorators.js'
import { KwViewElement } from '../shared/view-element.js'
import { viewStyles } from '../shared/view-styles.js'
import {
  buildConnectList,
  type ConnectEntry,
  connectorForNamespace,
  formatWalletCount,
} from './connect-list.js'
import { WALLETCONNECT_IMAGE_URL } from './walletconnect-image.js'

/**
 * The Connect view: WalletConnect, recent, installed (EIP-6963), featured, custom,
 * external and recommended wallets in the default connector order (spec §9), then an
 * "All wallets" entry with the catalogue count. Installed wallets render at once; the
 * catalogue (recommended wallets, count) fills in when its first page arrives.
 */
export class KwConnectView extends KwViewElement {
  static override styles = [viewStyles]

  @state() private catalogue: WalletCatalogueEntry[] = []
  @state() private count = 0

  protected override watchedStates(client: KeywayClient): object[] {
    return [
      client._internal.connector.state,
      client._internal.options.state,
      client._internal.connection.state,
    ]
  }

  @state() private featured: WalletCatalogueEntry[] = []

  override connectedCallback(): void {
    super.connectedCallback()
    void this.loadCatalogue()
    void this.loadFeatured()
  }

  /** The dapp's featured wallets (spec §9), looked up in the catalogue by id. */
  private async loadFeatured(): Promise<void> {
    const directory = this.wallets
    const ids = this.client?._internal.options.state.featuredWalletIds ?? []
    if (!directory || ids.length === 0) return
    const loaded = directory.loadedFeatured(ids)
    if (loaded) {
      this.featured = loaded
      return
    }
    try {
      this.featured = await directory.getFeatured(ids)
    } catch {
      // The rest of the list does not depend on them.
    }
  }

  private async loadCatalogue(): Promise<void> {
    const directory = this.wallets
    if (!directory) return
    // Prefetched on idle (kw-modal): shown in the first render, with nothing to await.
    const loaded = directory.loadedFirstPage()
    if (loaded) {
      this.catalogue = loaded.data
      this.count = loaded.count
      return
    }
    try {
      const page = await directory.getFirstPage()
      this.catalogue = page.data
      this.count = page.count
    } catch {
      // Without the catalogue the installed wallets and WalletConnect still work.
    }
  }

  private entries(client: KeywayClient): ConnectEntry[] {
    return buildConnectList({
      order: getConnectorOrder(client._internal.options.state.features.connectorTypeOrder),
      connectors: client._internal.connector.getConnectors(),
      recentWallets: client._internal.storage.getRecentWallets(),
      // Featured entries first: they are found by id, and never recommended twice.
      catalogue: this.featured.length ? [...this.featured, ...this.catalogue] : this.catalogue,
      featuredWalletIds: client._internal.options.state.featuredWalletIds,
      customWallets: client._internal.options.state.customWallets,
    })
  }

  private imageSrc(entry: ConnectEntry): string {
    if (entry.imageUrl) return entry.imageUrl
    if (entry.group === 'walletConnect' && !entry.imageId) return WALLETCONNECT_IMAGE_URL
    const directory = this.wallets
    const known = directory?.imageUrl(entry.imageId)
    if (known) return known
    if (entry.imageId && directory) {
      void directory.loadImage(entry.imageId).then((url) => {
        if (url) this.requestUpdate()
      })
    }
    return ''
  }

  /** spec §2: an installed connector opens ConnectingExternal, anything else WalletConnect. */
  private choose(client: KeywayClient, entry: ConnectEntry): void {
    const connector =
      entry.connector && entry.connector.type !== 'WALLET_CONNECT'
        ? connectorForNamespace(entry.connector, client._internal.chain.state.activeNamespace)
        : client._internal.connector.getConnectorsByType('WALLET_CONNECT')[0]
    client._internal.router.selectWallet({ wallet: entry.wallet, connector })
  }

  override render() {
    const client = this.client
    if (!client) return nothing
    const showAll = client._internal.options.state.features.allWallets && this.count > 0
    return html`<div class="list" part="list">
      ${this.entries(client).map(
        (entry) => html`<kw-wallet-item
          name=${entry.name}
          image-src=${this.imageSrc(entry)}
          wallet-id=${entry.key}
          data-group=${entry.group}
          tag=${entry.tag ? this.t(`connect.tag.${entry.tag}` as const) : ''}
          tag-variant=${entry.tag === 'installed' || entry.tag === 'recent' ? 'success' : 'accent'}
          @click=${() => this.choose(client, entry)}
        ></kw-wallet-item>`,
      )}
      ${
        showAll
          ? html`<kw-list-item
            class="all-wallets"
            label=${this.t('connect.allWallets')}
            icon="wallet"
            tag=${formatWalletCount(this.count)}
            @click=${() => client._internal.router.push('AllWallets')}
          ></kw-list-item>`
          : nothing
      }
    </div>`
  }
}
