import type { KeywayClient } from '@keyway/core'
import { keywayHost } from '@keyway/core/host'
import { html, nothing } from 'lit'
import { baseStyles } from '../../primitives/shared/shared-styles.js'
import { KwViewElement } from '../shared/view-element.js'
import { viewStyles } from '../shared/view-styles.js'
import { embeddedErrorText, embeddedStyles, embeddedWalletOf } from './embedded-shared.js'

/**
 * EmailVerifyDevice (docs/embedded-wallet.md#email-login connected-check flow): a device the email has not used before
 * is verified first. The frame mailed a link; this view waits until it is opened, then the
 * code is asked for (EmailVerifyOtp). Resend link mails it again (30 s apart: 'Please try
 * again after N seconds'); a wait that failed (the link expired, the frame timed out)
 * shows why, with Try again.
 *
 * @summary Waits for the device-verification link mailed to the email.
 */
export class KwEmailVerifyDeviceView extends KwViewElement {
  static override styles = [baseStyles, viewStyles, embeddedStyles]

  protected override watchedStates(client: KeywayClient): object[] {
    return [embeddedWalletOf(client).state, keywayHost(client).state.router]
  }

  override render() {
    const client = this.client
    if (!client) return nothing
    const controller = embeddedWalletOf(client)
    const { error, retry, loading } = controller.state
    const email = controller.state.email ?? keywayHost(client).state.router.data?.email ?? ''
    const message = error ? embeddedErrorText(error, this.t) : ''
    const waiting = loading && !error
    return html`<div class="state">
      ${
        waiting
          ? html`<kw-spinner size="l" label=${this.t('email.device.waiting')}></kw-spinner>`
          : nothing
      }
      <p class="heading">${this.t('email.device.heading')}</p>
      <p class="hint">
        ${this.t('email.device.hint')} <span class="email">${email}</span>
      </p>
      ${waiting ? html`<p class="hint" role="status">${this.t('email.device.waiting')}</p>` : nothing}
      ${
        message
          ? html`<p class="error" role="alert">
              <kw-icon name="error-circle" aria-hidden="true"></kw-icon>${message}
            </p>`
          : nothing
      }
      <div class="actions">
        ${
          retry === 'device'
            ? html`<kw-button
                class="retry"
                variant="accent"
                size="m"
                icon="refresh"
                data-autofocus
                @click=${() => controller.retryDevice({ signal: this.signal })}
                >${this.t('email.retry')}</kw-button
              >`
            : nothing
        }
        <kw-button
          class="resend"
          variant="neutral"
          size="m"
          icon="send"
          ?data-autofocus=${retry !== 'device'}
          @click=${() => controller.resend({ signal: this.signal })}
          >${this.t('email.resendLink')}</kw-button
        >
      </div>
    </div>`
  }
}
