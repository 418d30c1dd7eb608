import type { KeywayClient } from '@keyway/core'
import { closeModal } from '@keyway/core'
import { keywayHost } from '@keyway/core/host'
import { css, html, nothing } from 'lit'
import { property } from 'lit/decorators.js'
import { baseStyles } from '../../primitives/shared/shared-styles.js'
import { KwViewElement } from '../shared/view-element.js'
import { viewStyles } from '../shared/view-styles.js'
import type { ClipboardLike } from '../walletconnect/connecting-wc-view.component.js'
import { embeddedErrorText, embeddedStyles, embeddedWalletOf } from './embedded-shared.js'

/**
 * ConnectingFarcaster (docs/views.md#connectingfarcaster): the Farcaster sign-in address as a QR code to scan with the
 * phone, with Copy link and, for a phone, a link that opens the Farcaster app. Once the app
 * approved, 'Authenticating...' shows while the wallet connects and the modal closes. A
 * failure shows why with Try again; leaving the view stops the wait.
 *
 * @summary The Farcaster sign-in QR code.
 */
export class KwConnectingFarcasterView extends KwViewElement {
  static override styles = [
    baseStyles,
    viewStyles,
    embeddedStyles,
    css`
      .open-link {
        color: var(--kw-color-accent);
        font-size: var(--kw-font-size-small);
        font-weight: var(--kw-font-weight-semibold);
      }
      kw-qr-code {
        width: 100%;
        max-width: 280px;
      }
    `,
  ]

  /** Where Copy link writes (the browser's clipboard unless a test gives one). */
  @property({ attribute: false }) clipboard: ClipboardLike | undefined

  protected override watchedStates(client: KeywayClient): object[] {
    return [embeddedWalletOf(client).state]
  }

  override connectedCallback(): void {
    super.connectedCallback()
    if (this.client) void this.start(this.client)
  }

  private started = false

  protected override willUpdate(): void {
    // The client may arrive after connection (property or context).
    if (this.client && !this.started) void this.start(this.client)
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback()
    this.started = false
  }

  private async start(client: KeywayClient): Promise<void> {
    this.started = true
    // The view's signal aborts when it is left: the wait for the approval stops.
    const connected = await embeddedWalletOf(client).connectFarcaster({ signal: this.signal })
    if (connected) closeModal(client)
  }

  private async copyLink(client: KeywayClient, url: string): Promise<void> {
    const clipboard = this.clipboard ?? globalThis.navigator?.clipboard
    if (!clipboard) return
    try {
      await clipboard.writeText(url)
      keywayHost(client).showSuccess(this.t('farcaster.copied'))
    } catch {
      keywayHost(client).showError(this.t('farcaster.copyFailed'))
    }
  }

  override render() {
    const client = this.client
    if (!client) return nothing
    const { farcasterUrl, error, step, loading } = embeddedWalletOf(client).state
    const message = error && step === 'farcaster' ? embeddedErrorText(error, this.t) : ''
    const url = message ? '' : (farcasterUrl ?? '')
    return html`<div class="state">
      <kw-qr-code uri=${url} image-name="Farcaster" label=${this.t('farcaster.qrLabel')}></kw-qr-code>
      ${
        message
          ? html`<p class="error" role="alert">
              <kw-icon name="error-circle" aria-hidden="true"></kw-icon>${message}
            </p>`
          : html`<p class="hint" role="status">
              ${step === 'connecting' ? this.t('social.authenticating') : this.t('farcaster.scan')}
            </p>`
      }
      ${
        url
          ? html`<a class="open-link" href=${url} target="_blank" rel="noopener noreferrer"
              >${this.t('farcaster.open')}</a
            >`
          : nothing
      }
      <div class="actions">
        ${
          message
            ? html`<kw-button
                class="retry"
                variant="accent"
                size="m"
                icon="refresh"
                data-autofocus
                ?disabled=${loading}
                @click=${() => this.start(client)}
                >${this.t('connecting.tryAgain')}</kw-button
              >`
            : html`<kw-button
                class="copy"
                variant="neutral"
                size="s"
                icon="copy"
                data-autofocus
                ?disabled=${!url}
                @click=${() => url && this.copyLink(client, url)}
                >${this.t('farcaster.copy')}</kw-button
              >`
        }
      </div>
    </div>`
  }
}
