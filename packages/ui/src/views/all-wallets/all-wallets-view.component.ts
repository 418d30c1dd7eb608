import type { Connector, KeywayClient, Timers as NotificationTimers } from '@keyway/core'
import type { WalletCatalogueEntry } from '@keyway/core/host'
import { keywayHost, WALLET_IMAGE_PREFETCH_COUNT } from '@keyway/core/host'
import type { RangeChangedEvent } from '@lit-labs/virtualizer/events.js'
import { virtualize } from '@lit-labs/virtualizer/virtualize.js'
import { html, nothing } from 'lit'
import { property } from 'lit/decorators.js'
import { KwViewElement } from '../shared/view-element.js'
import { viewStyles } from '../shared/view-styles.js'
import { allWalletsStyles } from './all-wallets-view.styles.js'
import { type CataloguePager, createCataloguePager } from './catalogue-pager.js'

/** Rows left below the visible range when the next page is requested. */
const LOAD_AHEAD_ROWS = 10
const SKELETON_ROWS = 7

/**
 * AllWallets: the whole catalogue, 40 per page, loaded as the user scrolls; a search
 * (100 entries, 300 ms minimum wait); images prefetched for the first 20 (docs/limits.md#timing). Only
 * the rows in view are in the DOM (`lit-virtualizer`), so 600+ wallets scroll smoothly.
 *
 * @summary All Wallets: the whole wallet catalogue, searchable, loaded as the user scrolls.
 */
export class KwAllWalletsView extends KwViewElement {
  static override styles = [viewStyles, allWalletsStyles]

  @property({ attribute: false }) now: () => number = () => Date.now()
  @property({ attribute: false }) timers: NotificationTimers = {
    setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  }

  /** The list model and the client whose catalogue it pages through. */
  private paging: { client: KeywayClient; pager: CataloguePager } | undefined
  private prefetchedFor: WalletCatalogueEntry[] | undefined

  protected override watchedStates(client: KeywayClient): object[] {
    return [client.state.connector]
  }

  /** The list model over the client's catalogue (`keywayHost(client).walletCatalogue`). */
  get pager(): CataloguePager | undefined {
    return this.paging?.pager
  }

  override connectedCallback(): void {
    super.connectedCallback()
    this.startPaging()
  }

  protected override willUpdate(): void {
    // The client may arrive after connection (property or context), or change.
    this.startPaging()
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback()
    this.paging?.pager.destroy()
    this.paging = undefined
  }

  /** A pager for the current client, loading its first page (shared with Connect). */
  private startPaging(): void {
    const client = this.client
    if (this.paging?.client === client) return
    this.paging?.pager.destroy()
    this.paging = undefined
    if (!client) return
    const pager = createCataloguePager({
      catalogue: keywayHost(client).walletCatalogue,
      timers: this.timers,
      now: this.now,
      onChange: () => this.requestUpdate(),
    })
    this.paging = { client, pager }
    void pager.loadNextPage()
  }

  protected override updated(): void {
    // docs/limits.md#sizes: images of the first 20 wallets of what is shown are fetched ahead.
    const wallets = this.pager?.state.wallets
    if (wallets && wallets !== this.prefetchedFor && wallets.length > 0) {
      this.prefetchedFor = wallets
      this.wallets?.prefetchImages(
        wallets.slice(0, WALLET_IMAGE_PREFETCH_COUNT).map((wallet) => wallet.image_id),
      )
    }
  }

  private onRangeChanged(event: RangeChangedEvent): void {
    const pager = this.pager
    if (!pager) return
    if (event.last >= pager.state.wallets.length - LOAD_AHEAD_ROWS) void pager.loadNextPage()
  }

  private installedConnector(
    client: KeywayClient,
    wallet: WalletCatalogueEntry,
  ): Connector | undefined {
    const rdns = wallet.rdns?.toLowerCase()
    return keywayHost(client)
      .getConnectors()
      .find(
        (c) =>
          c.type !== 'WALLET_CONNECT' &&
          (c.explorerId === wallet.id ||
            (rdns !== undefined && c.info?.rdns?.toLowerCase() === rdns)),
      )
  }

  /** docs/views.md#connectingexternal: an installed wallet connects directly, any other over WalletConnect. */
  private choose(client: KeywayClient, wallet: WalletCatalogueEntry): void {
    const connector =
      this.installedConnector(client, wallet) ??
      keywayHost(client).getConnectorsByType('WALLET_CONNECT')[0]
    keywayHost(client).selectWallet({
      wallet: {
        id: wallet.id,
        name: wallet.name,
        image_id: wallet.image_id,
        rdns: wallet.rdns ?? undefined,
        mobile_link: wallet.mobile_link,
        desktop_link: wallet.desktop_link,
        webapp_link: wallet.webapp_link,
      },
      connector,
    })
  }

  private imageSrc(imageId: string | undefined): string {
    const directory = this.wallets
    const known = directory?.imageUrl(imageId)
    if (known) return known
    if (imageId && directory) {
      void directory.loadImage(imageId).then((url) => {
        if (url) this.requestUpdate()
      })
    }
    return ''
  }

  private renderList(client: KeywayClient, pager: CataloguePager) {
    const { wallets, loading, error, query } = pager.state
    if (error && wallets.length === 0) {
      return html`<div class="state placeholder" data-state="error">
        <p class="heading error" role="alert">${this.t('allWallets.error')}</p>
        <kw-button variant="accent" icon="refresh" @click=${() => pager.retry()}
          >${this.t('allWallets.retry')}</kw-button
        >
      </div>`
    }
    if (wallets.length === 0 && loading) {
      return html`<div class="skeletons" aria-busy="true" data-state="loading">
        ${Array.from({ length: SKELETON_ROWS }, () => html`<kw-skeleton variant="row"></kw-skeleton>`)}
      </div>`
    }
    if (wallets.length === 0 && query) {
      return html`<div class="state placeholder" data-state="empty" role="status">
        <p class="heading">${this.t('allWallets.empty')}</p>
        <p class="hint">${this.t('allWallets.emptyHint')}</p>
      </div>`
    }
    const installed = new Set(
      wallets.filter((w) => this.installedConnector(client, w)).map((wallet) => wallet.id),
    )
    // The virtualize directive (not the lit-virtualizer element, whose registration is
    // not idempotent) keeps only the rows in view in the DOM.
    return html`<div
        class="scroller"
        role="list"
        aria-label=${this.t('title.AllWallets')}
        @rangeChanged=${(event: RangeChangedEvent) => this.onRangeChanged(event)}
      >
        ${virtualize({
          scroller: true,
          items: wallets,
          keyFunction: (wallet: WalletCatalogueEntry) => wallet.id,
          renderItem: (wallet: WalletCatalogueEntry) =>
            html`<div class="row" role="listitem">
              <kw-wallet-item
                name=${wallet.name}
                wallet-id=${wallet.id}
                image-src=${this.imageSrc(wallet.image_id)}
                tag=${installed.has(wallet.id) ? this.t('connect.tag.installed') : ''}
                tag-variant="success"
                @click=${() => this.choose(client, wallet)}
              ></kw-wallet-item>
            </div>`,
        })}
      </div>
      ${
        error
          ? html`<div class="more">
            <kw-button variant="neutral" size="s" icon="refresh" @click=${() => pager.retry()}
              >${this.t('allWallets.retry')}</kw-button
            >
          </div>`
          : nothing
      }`
  }

  override render() {
    const client = this.client
    const pager = this.pager
    if (!client || !pager) return nothing
    return html`<div class="search">
        <kw-input
          data-autofocus
          type="search"
          icon="search"
          clearable
          hide-label
          label=${this.t('allWallets.search')}
          placeholder=${this.t('allWallets.search')}
          @input=${(event: Event) => pager.setQuery((event.target as HTMLInputElement).value)}
        ></kw-input>
      </div>
      ${this.renderList(client, pager)}`
  }
}
