import type { KeywayClient } from '@keyway/core'
import { closeModal } from '@keyway/core'
import { keywayHost } from '@keyway/core/host'
import { css, html, nothing } from 'lit'
import { baseStyles } from '../../primitives/shared/shared-styles.js'
import { KwViewElement } from '../shared/view-element.js'
import { viewStyles } from '../shared/view-styles.js'
import { embeddedErrorText, embeddedStyles, embeddedWalletOf } from './embedded-shared.js'
import { openSocialWindow, SOCIAL_PROVIDER_NAMES, socialBadge } from './social-providers.js'

/**
 * ConnectingSocial (docs/overview.md#ways-to-connect social providers): the provider's sign-in runs in the window
 * opened on the click; this view says to continue there and waits. Then 'Authenticating...'
 * shows while the wallet connects, and the modal closes. A window closed before the
 * provider answered, one the browser blocked, or a refusal of the frame shows why, with Try
 * again (which opens a new window in its own click). Cancel, Back or closing the modal stop
 * the wait and close the window.
 *
 * @summary Waits for the social provider's sign-in window.
 */
export class KwConnectingSocialView extends KwViewElement {
  static override styles = [
    baseStyles,
    viewStyles,
    embeddedStyles,
    css`
      .badge {
        display: flex;
        align-items: center;
        justify-content: center;
        width: 96px;
        height: 96px;
        position: relative;
      }
      .badge kw-spinner {
        position: absolute;
        inset: 0;
        --kw-spinner-size: 96px;
      }
    `,
  ]

  protected override watchedStates(client: KeywayClient): object[] {
    return [embeddedWalletOf(client).state]
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback()
    // Left while waiting (Back, Cancel, the modal closed): stop and close the window.
    const controller = this.client && embeddedWalletOf(this.client)
    if (controller?.state.step === 'social') controller.cancelSocial()
  }

  private tryAgain(client: KeywayClient): void {
    const controller = embeddedWalletOf(client)
    const provider = controller.state.socialProvider
    if (!provider || provider === 'farcaster' || controller.state.loading) return
    // Opened here, in the click, or a pop-up blocker refuses it.
    const popup = openSocialWindow(this.ownerDocument?.defaultView)
    void controller.connectSocial(provider, popup).then((connected) => {
      if (connected) closeModal(client)
    })
  }

  override render() {
    const client = this.client
    if (!client) return nothing
    const controller = embeddedWalletOf(client)
    const { socialProvider, error, loading, step } = controller.state
    if (!socialProvider) return nothing
    const name = SOCIAL_PROVIDER_NAMES[socialProvider]
    const message = error ? embeddedErrorText(error, this.t) : ''
    const waiting = loading && !error
    return html`<div class="state">
      <div class="badge">
        ${socialBadge(socialProvider, 64)}
        ${waiting ? html`<kw-spinner size="l" label=${this.t('social.waiting', { name })}></kw-spinner>` : nothing}
      </div>
      <p class="heading">${this.t('connecting.continueIn', { name })}</p>
      ${
        message
          ? html`<p class="error" role="alert">
              <kw-icon name="error-circle" aria-hidden="true"></kw-icon>${message}
            </p>`
          : html`<p class="hint" role="status">
              ${step === 'connecting' ? this.t('social.authenticating') : this.t('social.hint', { name })}
            </p>`
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
                @click=${() => this.tryAgain(client)}
                >${this.t('connecting.tryAgain')}</kw-button
              >`
            : nothing
        }
        <kw-button
          class="cancel"
          variant="neutral"
          size="m"
          ?data-autofocus=${!message}
          ?disabled=${step === 'connecting'}
          @click=${() => keywayHost(client).goBack()}
          >${this.t('social.cancel')}</kw-button
        >
      </div>
    </div>`
  }
}
