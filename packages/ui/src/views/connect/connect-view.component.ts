import {
  type ConnectEntry,
  connectorForNamespace,
  getWalletList,
  type KeywayClient,
  loadWalletList,
} from '@keyway/core'
import {
  type ConnectMethod,
  formatWalletCount,
  getConnectMethodsOrder,
  keywayHost,
} from '@keyway/core/host'
import { html, nothing } from 'lit'
import { state } from 'lit/decorators.js'
import { defineElement } from '../../primitives/shared/define-element.js'
import { OnDemandElements } from '../../primitives/shared/on-demand-elements.js'
import { buttonResetStyles } from '../../primitives/shared/shared-styles.js'
import { KwWalletItem } from '../../primitives/wallet-item/wallet-item.component.js'
import { KwViewElement } from '../shared/view-element.js'
import { viewStyles } from '../shared/view-styles.js'
import { connectViewStyles } from './connect-view.styles.js'
import { WALLETCONNECT_IMAGE_URL } from './walletconnect-image.js'

/**
 * The Connect view: core's wallet list (`getWalletList`: WalletConnect, recent, installed,
 * featured, custom, external and recommended wallets in the docs/limits.md#features-and-defaults order, each once),
 * then an "All wallets" entry with the catalogue count. Installed wallets render at once;
 * the catalogue wallets and the count fill in when `loadWalletList` has fetched them (at
 * once when the modal prefetched them). When the catalogue fails, what works stays and a
 * "Couldn't load the wallet list" row with Retry stands where "All wallets" would be.
 * With email login or socials on (and the client's frame host set, so an adapter lists the
 * embedded wallet's AUTH connector) the email field and the social sign-ins are shown in
 * the docs/limits.md#features-and-defaults connect-method order: after the wallets when an injected wallet is present,
 * before them otherwise; their modules load only then.
 *
 * @summary The Connect view: the wallet list in the spec's order and the All Wallets entry.
 * @csspart legal - The consent checkbox with the terms and privacy links, when required.
 * @csspart list - The wallet list.
 */
export class KwConnectView extends KwViewElement {
  static override styles = [viewStyles, buttonResetStyles, connectViewStyles]

  /** The client whose catalogue this element has asked for since it was connected. */
  private loadRequestedFor: KeywayClient | undefined
  /** Retry was pressed and its request has not settled. */
  @state() private retrying = false

  /** The email field's module was asked for (it loads only when email login is offered). */
  private emailRequested = false
  /** The social buttons' module was asked for (it loads only when socials are offered). */
  private socialsRequested = false

  /**
   * The "or" between the wallets and the sign-ins, drawn only when both are offered, is
   * fetched the first time it is. The Retry button of the wallet list's error row is not:
   * it must work at once, and offline, when the list failed for want of a network, so it
   * is a plain button of this view (its icon and spinner come with the dialog).
   */
  private readonly onDemand = new OnDemandElements({
    'kw-separator': () => import('../../primitives/separator/separator.js'),
  })

  /** Also waits for the separator's module when it is on its way. */
  protected override async getUpdateComplete(): Promise<boolean> {
    const complete = await super.getUpdateComplete()
    if (!this.onDemand.loading) return complete
    await this.onDemand.settled()
    return super.getUpdateComplete()
  }

  /** What `getWalletList` reads: wallets announced, options, connections (recent), catalogue. */
  protected override watchedStates(client: KeywayClient): object[] {
    return [
      client.state.connector,
      client.state.options,
      client.state.connection,
      client.state.walletCatalogue,
    ]
  }

  constructor() {
    super()
    // Its rows' element is defined now, not when this module runs: the module comes with the
    // modal's Lit part while the shell's own Connect view may still stand, whose rows are
    // kw-wallet-item elements too (a dapp's tests find a row by that tag in either view).
    // Defined then, each would upgrade and render a second time for a view about to be
    // replaced (docs/first-load.md). wallet-item.ts defines it on import for the other views.
    defineElement('kw-wallet-item', KwWalletItem)
  }

  override connectedCallback(): void {
    super.connectedCallback()
    // Each visit asks again, so a catalogue that failed to load gets another try.
    this.loadRequestedFor = undefined
    this.loadWalletList()
  }

  protected override willUpdate(): void {
    // The client may arrive after connection (property or context).
    this.loadWalletList()
  }

  private loadWalletList(): void {
    const client = this.client
    if (!client || client === this.loadRequestedFor) return
    this.loadRequestedFor = client
    // Never rejects; the list re-renders from client.state.walletCatalogue.
    void loadWalletList(client)
  }

  /** Asks the catalogue again (a failed load is not kept, so this requests it anew). */
  private async retryWalletList(client: KeywayClient): Promise<void> {
    if (this.retrying) return
    this.retrying = true
    try {
      await loadWalletList(client)
    } finally {
      this.retrying = false
    }
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

  /** docs/views.md#connectingexternal: an installed connector opens ConnectingExternal, anything else WalletConnect. */
  private choose(client: KeywayClient, entry: ConnectEntry): void {
    const connector =
      entry.connector && entry.connector.type !== 'WALLET_CONNECT'
        ? connectorForNamespace(entry.connector, client.state.chain.activeNamespace)
        : keywayHost(client).getConnectorsByType('WALLET_CONNECT')[0]
    keywayHost(client).selectWallet({ wallet: entry.wallet, connector })
  }

  /**
   * The consent checkbox with the dapp's terms and privacy links; until it is ticked the
   * wallet entries are disabled and a line says why. The choice lasts for the page.
   */
  private renderLegal(client: KeywayClient, locked: boolean) {
    const { termsConditionsUrl, privacyPolicyUrl } = client.state.options.legal
    const link = (href: string | undefined, text: string) =>
      href ? html`<a href=${href} target="_blank" rel="noopener noreferrer">${text}</a>` : text
    return html`<div class="legal" part="legal">
      <label class="legal-consent">
        <input
          type="checkbox"
          data-autofocus
          .checked=${!locked}
          @change=${(event: Event) =>
            keywayHost(client).setLegalAccepted((event.target as HTMLInputElement).checked)}
        />
        <span
          >${this.t('connect.legal.agree')}
          ${link(termsConditionsUrl, this.t('connect.legal.terms'))}
          ${this.t('connect.legal.and')}
          ${link(privacyPolicyUrl, this.t('connect.legal.privacy'))}</span
        >
      </label>
      ${locked ? html`<p class="legal-hint" role="status">${this.t('connect.legal.hint')}</p>` : nothing}
    </div>`
  }

  /**
   * docs/limits.md#features-and-defaults connect-method order: with an injected wallet present the wallets come first,
   * then email, then social; without one, email and social first. Email and social are
   * offered when their feature is on and an adapter lists the embedded wallet's AUTH
   * connector (the client has a frame host); socials also need a provider left after the
   * Telegram filter (docs/limits.md#features-and-defaults).
   */
  private connectMethods(client: KeywayClient): ConnectMethod[] {
    const features = client.state.options.features
    const embedded = keywayHost(client).embeddedWallet
    const wantsSocials = features.socials !== false && features.socials.length > 0
    if ((!features.email && !wantsSocials) || !embedded) return ['wallet']
    if (!embedded.current) {
      // Its controller's module is still on its way (it loads beside the first paint).
      embedded.load().then(
        () => this.requestUpdate(),
        () => undefined,
      )
      return ['wallet']
    }
    if (!embedded.current.isAvailable()) return ['wallet']
    const socials = embedded.current.visibleSocials(features.socials)
    if (features.email && !this.emailRequested) {
      this.emailRequested = true
      // A separate chunk: a page without email login never downloads it. A failed fetch
      // is asked again at the next render.
      import('../embedded/email-login-view.js').catch(() => {
        this.emailRequested = false
      })
    }
    if (socials.length > 0 && !this.socialsRequested) {
      this.socialsRequested = true
      import('./social-login-view.js').catch(() => {
        this.socialsRequested = false
      })
    }
    const hasInjectedWallet = client.state.connector.connectors.some(
      (c) => c.type === 'ANNOUNCED' || c.type === 'INJECTED' || c.type === 'MULTI_CHAIN',
    )
    return getConnectMethodsOrder({ hasInjectedWallet, features }).filter(
      (method) => method !== 'social' || socials.length > 0,
    )
  }

  override render() {
    const client = this.client
    if (!client) return nothing
    const methods = this.connectMethods(client)
    if (methods.length > 1) this.onDemand.need('kw-separator')
    // docs/limits.md#features-and-defaults legalCheckbox: no wallet can be chosen until the visitor agreed.
    const legalRequired = client.state.options.features.legalCheckbox
    const locked = legalRequired && !client.state.options.legal.accepted
    // The email and social logins are ways to connect too: locked by the legal checkbox like
    // the wallets.
    const sections = {
      email: () =>
        html`<kw-email-login-view class="email" .client=${client} ?inert=${locked}></kw-email-login-view>`,
      social: () =>
        html`<kw-social-login-view class="socials" .client=${client} ?locked=${locked}></kw-social-login-view>`,
      wallet: () => this.renderWallets(client, locked),
    }
    // "or" stands between the wallet list and the sign-ins of the embedded wallet.
    return html`${legalRequired ? this.renderLegal(client, locked) : nothing}${methods.map(
      (method, index) =>
        html`${
          index > 0 && (method === 'wallet' || methods[index - 1] === 'wallet')
            ? html`<kw-separator class="methods-separator" text=${this.t('connect.or')}></kw-separator>`
            : nothing
        }${sections[method]()}`,
    )}`
  }

  /** The wallet list and the All Wallets entry (or the catalogue's error row). */
  private renderWallets(client: KeywayClient, locked: boolean) {
    const { wallets, catalogueCount, status } = getWalletList(client)
    const showAll = client.state.options.features.allWallets && catalogueCount > 0
    // While a retry runs the status is 'loading': the row stays, its button busy.
    const failed = status === 'error' || this.retrying
    return html`<div class="list" part="list">
      ${wallets.map(
        (entry) => html`<kw-wallet-item
          name=${entry.name}
          image-src=${this.imageSrc(entry)}
          wallet-id=${entry.key}
          data-group=${entry.group}
          tag=${entry.tag ? this.t(`connect.tag.${entry.tag}` as const) : ''}
          tag-variant=${entry.tag === 'installed' || entry.tag === 'recent' ? 'success' : 'accent'}
          ?disabled=${locked}
          @click=${() => locked || this.choose(client, entry)}
        ></kw-wallet-item>`,
      )}
      ${
        showAll
          ? html`<kw-list-item
            class="all-wallets"
            label=${this.t('connect.allWallets')}
            icon="wallet"
            tag=${formatWalletCount(catalogueCount)}
            ?disabled=${locked}
            @click=${() => locked || keywayHost(client).navigate('AllWallets')}
          ></kw-list-item>`
          : failed
            ? html`<div class="catalogue-error">
              <kw-icon name="warning" aria-hidden="true"></kw-icon>
              <span class="text" role="alert">${this.t('connect.walletListError')}</span>
              <button
                class="retry"
                type="button"
                aria-label=${this.t('connect.walletListRetryLabel')}
                aria-busy=${this.retrying ? 'true' : 'false'}
                ?disabled=${this.retrying}
                @click=${() => this.retryWalletList(client)}
              >
                <kw-icon name="refresh" aria-hidden="true"></kw-icon>
                <span class="label">${this.t('connect.walletListRetry')}</span>
                ${this.retrying ? html`<kw-spinner size="s"></kw-spinner>` : nothing}
              </button>
            </div>`
            : nothing
      }
    </div>`
  }
}
