import type { KeywayClient } from '@keyway/core'
import { closeModal, isUserRejection } from '@keyway/core'
import {
  type NotificationTimers,
  type RouteWallet,
  WALLETCONNECT_URI_WAIT_MS,
} from '@keyway/core/internal'
import { html, nothing, type PropertyValues, type TemplateResult } from 'lit'
import { property, state } from 'lit/decorators.js'
import { KwViewElement } from '../shared/view-element.js'
import { viewStyles } from '../shared/view-styles.js'
import { connectingWcStyles } from './connecting-wc.styles.js'
import { formatMobileLink, isMobileViewport } from './deep-link.js'

/** Clipboard access, injectable (tests, or hosts without the async clipboard). */
export type ClipboardLike = { writeText(text: string): Promise<void> }

/**
 * ConnectingWalletConnect (spec §2, shown with the chosen wallet): the pairing URI as a
 * QR code with the wallet's icon in the centre, "Copy link", and on phones a deep link or
 * universal link to the wallet. An expired pairing is refreshed with a new URI; a failure
 * (core's wcError) or a rejection can be retried. A skeleton shows until the URI arrives.
 *
 * @summary WalletConnect pairing: a QR code, Copy link and a deep link on phones.
 */
export class KwConnectingWcView extends KwViewElement {
  static override styles = [viewStyles, connectingWcStyles]

  /** Forces the phone layout (deep link) on or off; by default the viewport decides. */
  @property({ type: Boolean, attribute: false }) mobile: boolean | undefined
  @property({ attribute: false }) clipboard: ClipboardLike | undefined
  @property({ attribute: false }) now: () => number = () => Date.now()
  @property({ attribute: false }) timers: NotificationTimers = {
    setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  }

  @state() protected expired = false
  @state() protected rejected = false
  /** No pairing URI came within WALLETCONNECT_URI_WAIT_MS: the relay is down or silent. */
  @state() protected unreachable = false
  private attempt: AbortController | undefined
  private expiryTimer: unknown
  private uriTimer: unknown
  private watchedExpiry: number | undefined

  /** Basic (plain QR) variant: no wallet, no deep link. */
  protected readonly basic: boolean = false

  protected override watchedStates(client: KeywayClient): object[] {
    return [client._internal.connection.state, client._internal.router.state]
  }

  protected get wallet(): RouteWallet | undefined {
    return this.basic ? undefined : this.client?._internal.router.state.data?.wallet
  }

  override connectedCallback(): void {
    super.connectedCallback()
    if (this.shouldStart()) void this.start()
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback()
    this.attempt?.abort()
    this.attempt = undefined
    this.clearExpiryTimer()
    this.clearUriTimer()
  }

  /** The basic view shows a URI the app passed; it starts a pairing only without one. */
  protected shouldStart(): boolean {
    return true
  }

  /** Starts a pairing and waits for the wallet; on success finalises and closes (spec §4). */
  async start(): Promise<void> {
    const client = this.client
    const namespace = client?._internal.chain.state.activeNamespace
    if (!client || !namespace) return
    this.attempt?.abort()
    const attempt = new AbortController()
    this.attempt = attempt
    this.expired = false
    this.rejected = false
    this.unreachable = false
    this.watchForUri(attempt)
    const wallet = this.wallet
    if (wallet) client._internal.connection.setRecentWallet({ ...wallet })
    try {
      await client._internal.connection.connectWalletConnect({ namespace, signal: attempt.signal })
      if (attempt.signal.aborted) return
      client._internal.connection.finalizeWalletConnect({ namespace })
      closeModal(client)
    } catch (error) {
      if (attempt.signal.aborted) return
      // A rejection is retryable like any failure; it only changes the words shown.
      this.rejected = isUserRejection(error)
    } finally {
      if (this.attempt === attempt) this.clearUriTimer()
    }
  }

  /**
   * A relay that is unreachable or silent never yields a pairing URI: after
   * WALLETCONNECT_URI_WAIT_MS without one, the attempt is ended (so the account does not
   * stay "connecting") and the view says so, with a retry.
   */
  private watchForUri(attempt: AbortController): void {
    this.clearUriTimer()
    this.uriTimer = this.timers.setTimeout(() => {
      this.uriTimer = undefined
      if (this.attempt !== attempt || this.client?._internal.connection.state.wcUri) return
      this.unreachable = true
      attempt.abort()
    }, WALLETCONNECT_URI_WAIT_MS)
  }

  private clearUriTimer(): void {
    if (this.uriTimer !== undefined) this.timers.clearTimeout(this.uriTimer)
    this.uriTimer = undefined
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed)
    this.scheduleExpiry()
  }

  /** spec §4: a pairing can be reused for 4 minutes; after that a new URI is needed. */
  private scheduleExpiry(): void {
    const expiry = this.client?._internal.connection.state.wcPairingExpiry
    if (expiry === this.watchedExpiry) return
    this.watchedExpiry = expiry
    this.clearExpiryTimer()
    this.expired = false
    if (expiry === undefined) return
    const left = expiry - this.now()
    if (left <= 0) {
      this.expired = true
      return
    }
    this.expiryTimer = this.timers.setTimeout(() => {
      this.expiryTimer = undefined
      this.expired = true
    }, left)
  }

  private clearExpiryTimer(): void {
    if (this.expiryTimer !== undefined) this.timers.clearTimeout(this.expiryTimer)
    this.expiryTimer = undefined
  }

  protected isMobile(): boolean {
    if (this.mobile !== undefined) return this.mobile
    const width = this.ownerDocument?.defaultView?.innerWidth
    return width !== undefined && isMobileViewport(width)
  }

  private async copyLink(uri: string): Promise<void> {
    const client = this.client
    const clipboard = this.clipboard ?? globalThis.navigator?.clipboard
    if (!client || !clipboard) return
    try {
      await clipboard.writeText(uri)
      client._internal.notification.showSuccess(this.t('wc.copied'))
    } catch {
      client._internal.notification.showError(this.t('wc.error'))
    }
  }

  protected walletImageSrc(): string {
    const imageId = this.wallet?.image_id
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

  private renderQr(uri: string | undefined, failed: boolean): TemplateResult {
    const name = this.wallet?.name ?? this.t('connect.walletConnect')
    return html`<div class="qr">
      <kw-qr-code
        uri=${uri && !failed ? uri : ''}
        image-src=${this.basic ? '' : this.walletImageSrc()}
        image-name=${name}
        label=${this.t('wc.qrLabel', { name })}
      ></kw-qr-code>
      ${
        this.expired || failed
          ? html`<div class="expired" role="alert">
            <span>${failed ? this.failureText() : this.t('wc.expired')}</span>
            <kw-button variant="accent" size="s" icon="refresh" @click=${() => this.start()}
              >${failed ? this.t('connecting.tryAgain') : this.t('wc.refresh')}</kw-button
            >
          </div>`
          : nothing
      }
    </div>`
  }

  private failureText(): string {
    if (this.unreachable) return this.t('wc.unreachable')
    return this.rejected ? this.t('connecting.rejected') : this.t('wc.error')
  }

  override render() {
    const client = this.client
    if (!client) return nothing
    const { wcUri, wcError } = client._internal.connection.state
    const failed = wcError || this.rejected || this.unreachable
    const uri = this.expired ? undefined : wcUri
    const wallet = this.wallet
    const deepLink =
      uri && wallet && this.isMobile() ? formatMobileLink(wallet.mobile_link, uri) : undefined
    return html`<div class="wc">
      ${
        deepLink && wallet
          ? html`<a
            class="open-link"
            href=${deepLink}
            rel="noreferrer"
            @click=${() => client._internal.connection.setWcLinking({ name: wallet.name, href: deepLink })}
            >${this.t('wc.open', { name: wallet.name })}</a
          >`
          : nothing
      }
      ${this.renderQr(uri, failed)}
      <p class="caption">${this.t('wc.scan')}</p>
      <div class="row-actions">
        <kw-button
          data-autofocus
          variant="neutral"
          size="s"
          icon="copy"
          ?disabled=${!uri || failed}
          @click=${() => uri && this.copyLink(uri)}
          >${this.t('wc.copyLink')}</kw-button
        >
      </div>
    </div>`
  }
}

/**
 * ConnectingWalletConnectBasic (spec §2): a plain QR code of the pairing URI, e.g. when
 * the app opens the modal with a URI. It starts a pairing only when there is no URI.
 *
 * @summary A plain QR code of a WalletConnect pairing URI.
 */
export class KwConnectingWcBasicView extends KwConnectingWcView {
  protected override readonly basic: boolean = true

  protected override shouldStart(): boolean {
    return !this.client?._internal.connection.state.wcUri
  }
}
