import type { KeywayClient } from '@keyway/core'
import { closeModal, isUserRejection, type Timers as NotificationTimers } from '@keyway/core'
import {
  getWalletConnectLinks,
  keywayHost,
  type RouteWallet,
  WALLETCONNECT_PAIRING_RENEWALS,
  WALLETCONNECT_RELAY_RETRY_DELAYS_MS,
  WALLETCONNECT_URI_WAIT_MS,
  type WalletConnectLinks,
} from '@keyway/core/host'
import { html, nothing, type PropertyValues, type TemplateResult } from 'lit'
import { property, state } from 'lit/decorators.js'
import { KwViewElement } from '../shared/view-element.js'
import { viewStyles } from '../shared/view-styles.js'
import { connectingWcStyles } from './connecting-wc.styles.js'
import { isMobileViewport } from './deep-link.js'
import { createRetrySchedule } from './retry-schedule.js'

/** Clipboard access, injectable (tests, or hosts without the async clipboard). */
export type ClipboardLike = { writeText(text: string): Promise<void> }

/**
 * Why a pairing starts: the user (on open, or Try again), a retry of the schedule while
 * the relay can't be reached, or the renewal of an expired QR code.
 */
type StartReason = 'user' | 'relay-retry' | 'renewal'

/**
 * ConnectingWalletConnect (docs/views.md#connectingwalletconnect, shown with the chosen wallet): the pairing URI as a
 * QR code with the wallet's icon in the centre, "Copy link", on phones a deep link or
 * universal link to the wallet, and elsewhere "Open desktop app" / "Open in browser" when
 * the wallet has a desktop app or a web app. A skeleton shows until the URI arrives.
 *
 * When no URI comes (the relay is down or silent), the view says WalletConnect can't be
 * reached and retries by itself on WALLETCONNECT_RELAY_RETRY_DELAYS_MS (each retry is a
 * new proposal, which opens the relay socket again), keeping the message and its Try
 * again until a URI arrives; the QR code then shows without a reload. An expired pairing is renewed with a new URI up to
 * WALLETCONNECT_PAIRING_RENEWALS times, then the view says it expired, with Try again. A
 * failure (core's wcError) or a rejection can be retried by hand.
 *
 * @summary WalletConnect pairing: a QR code, Copy link, a deep link on phones, desktop and web-app links.
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
  /** The pairing shown when the attempt started: a URI counts as new once it differs. */
  private shownAtStart: { uri: string | undefined; expiry: number | undefined } | undefined
  private readonly relayRetries = createRetrySchedule({
    delays: WALLETCONNECT_RELAY_RETRY_DELAYS_MS,
    timers: () => this.timers,
  })
  private renewals = 0

  /** Basic (plain QR) variant: no wallet, no deep link. */
  protected readonly basic: boolean = false

  protected override watchedStates(client: KeywayClient): object[] {
    return [keywayHost(client).state.connection, keywayHost(client).state.router]
  }

  protected get wallet(): RouteWallet | undefined {
    return this.basic ? undefined : keywayHost(this.client)?.state.router.data?.wallet
  }

  override connectedCallback(): void {
    super.connectedCallback()
    if (this.shouldStart()) void this.start()
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback()
    this.attempt?.abort()
    this.attempt = undefined
    this.relayRetries.cancel()
    this.clearExpiryTimer()
    this.clearUriTimer()
  }

  /** The basic view shows a URI the app passed; it starts a pairing only without one. */
  protected shouldStart(): boolean {
    return true
  }

  /** Starts a pairing and waits for the wallet; on success finalises and closes (docs/connection.md#walletconnect-pairing). */
  async start(reason: StartReason = 'user'): Promise<void> {
    const client = this.client
    const namespace = keywayHost(client)?.state.chain.activeNamespace
    if (!client || !namespace) return
    this.attempt?.abort()
    const attempt = new AbortController()
    this.attempt = attempt
    if (reason === 'user') {
      this.relayRetries.reset()
      this.renewals = 0
    }
    const { wcUri, wcPairingExpiry } = keywayHost(client).state.connection
    this.shownAtStart = { uri: wcUri, expiry: wcPairingExpiry }
    this.expired = false
    this.rejected = false
    // A scheduled retry keeps saying the relay can't be reached until a URI comes.
    this.unreachable = reason === 'relay-retry'
    this.watchForUri(attempt)
    const wallet = this.wallet
    if (wallet) keywayHost(client).walletConnect.setRecentWallet({ ...wallet })
    try {
      await keywayHost(client).walletConnect.connectWalletConnect({
        namespace,
        signal: attempt.signal,
      })
      // The connect has finalised itself: deep link, recent wallet, CONNECT_SUCCESS.
      if (attempt.signal.aborted) return
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
   * stay "connecting") and the view says so, with Try again, and retries on its schedule.
   */
  private watchForUri(attempt: AbortController): void {
    this.clearUriTimer()
    this.uriTimer = this.timers.setTimeout(() => {
      this.uriTimer = undefined
      if (this.attempt !== attempt || this.freshUri()) return
      this.unreachable = true
      attempt.abort()
      // Used up: the message and Try again stay; nothing more is sent until the user asks.
      this.relayRetries.next(() => void this.start('relay-retry'))
    }, WALLETCONNECT_URI_WAIT_MS)
  }

  /** The pairing URI of this attempt: one that came (or was shown again) since it started. */
  private freshUri(): string | undefined {
    const { wcUri, wcPairingExpiry } = keywayHost(this.client)?.state.connection ?? {}
    const before = this.shownAtStart
    if (!wcUri) return undefined
    if (before && before.uri === wcUri && before.expiry === wcPairingExpiry) return undefined
    return wcUri
  }

  private clearUriTimer(): void {
    if (this.uriTimer !== undefined) this.timers.clearTimeout(this.uriTimer)
    this.uriTimer = undefined
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed)
    // The relay answered a retry: the QR code shows, and the schedule starts over.
    if (this.unreachable && this.freshUri() && this.attempt && !this.attempt.signal.aborted) {
      this.unreachable = false
      this.relayRetries.reset()
    }
    this.scheduleExpiry()
  }

  /**
   * docs/connection.md#walletconnect-pairing: a pairing can be reused for 4 minutes; after that a new URI is needed. It is
   * renewed by itself a few times, then the view says it expired.
   */
  private scheduleExpiry(): void {
    const state = keywayHost(this.client)?.state.connection
    const expiry = this.freshUri() ? state?.wcPairingExpiry : undefined
    if (expiry === this.watchedExpiry) return
    this.watchedExpiry = expiry
    this.clearExpiryTimer()
    if (expiry === undefined) return
    this.expiryTimer = this.timers.setTimeout(
      () => {
        this.expiryTimer = undefined
        this.onExpired()
      },
      Math.max(0, expiry - this.now()),
    )
  }

  private onExpired(): void {
    const live = this.attempt && !this.attempt.signal.aborted
    if (live && this.renewals < WALLETCONNECT_PAIRING_RENEWALS) {
      this.renewals += 1
      void this.start('renewal')
      return
    }
    this.attempt?.abort()
    this.expired = true
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
      keywayHost(client).showSuccess(this.t('wc.copied'))
    } catch {
      keywayHost(client).showError(this.t('wc.error'))
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
              >${this.t('connecting.tryAgain')}</kw-button
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
    const { wcError } = keywayHost(client).state.connection
    const failed = wcError || this.rejected || this.unreachable
    // Only this attempt's URI: an old one must not be scanned while a new one is on its way.
    const uri = this.expired ? undefined : this.freshUri()
    const wallet = this.wallet
    const links = uri && wallet ? getWalletConnectLinks(wallet, uri) : undefined
    const mobile = this.isMobile()
    const deepLink = mobile ? links?.mobile : undefined
    return html`<div class="wc">
      ${
        deepLink && wallet
          ? html`<a
            class="open-link"
            href=${deepLink}
            rel="noreferrer"
            @click=${() => keywayHost(client).walletConnect.setWcLinking({ name: wallet.name, href: deepLink })}
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
      ${wallet && !mobile ? this.renderAppLinks(client, wallet.name, links) : nothing}
    </div>`
  }

  /**
   * Off phones, the wallet's desktop app and web app, when the catalogue names them: each
   * link carries the pairing URI, and is remembered like the mobile deep link once used.
   */
  private renderAppLinks(
    client: KeywayClient,
    name: string,
    links: WalletConnectLinks | undefined,
  ): TemplateResult | typeof nothing {
    const { desktop, webapp } = links ?? {}
    if (!desktop && !webapp) return nothing
    const remember = (href: string) => () =>
      keywayHost(client).walletConnect.setWcLinking({ name, href })
    return html`<div class="row-actions app-links">
      ${
        desktop
          ? html`<a class="app-link" data-kind="desktop" href=${desktop} rel="noreferrer"
            @click=${remember(desktop)}>${this.t('wc.openDesktop', { name })}</a>`
          : nothing
      }
      ${
        webapp
          ? html`<a class="app-link" data-kind="webapp" href=${webapp} target="_blank"
            rel="noopener noreferrer" @click=${remember(webapp)}
            >${this.t('wc.openWebApp', { name })}</a>`
          : nothing
      }
    </div>`
  }
}

/**
 * ConnectingWalletConnectBasic (docs/views.md#connectingwalletconnect): a plain QR code of the pairing URI, e.g. when
 * the app opens the modal with a URI. It starts a pairing only when there is no URI.
 *
 * @summary A plain QR code of a WalletConnect pairing URI.
 */
export class KwConnectingWcBasicView extends KwConnectingWcView {
  protected override readonly basic: boolean = true

  protected override shouldStart(): boolean {
    return !keywayHost(this.client)?.state.connection.wcUri
  }
}
