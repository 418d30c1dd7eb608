import type { KeywayClient } from '@keyway/core'
import { closeModal } from '@keyway/core'
import { keywayHost } from '@keyway/core/host'
import { html, nothing } from 'lit'
import { query, state } from 'lit/decorators.js'
import { baseStyles } from '../../primitives/shared/shared-styles.js'
import { KwViewElement } from '../shared/view-element.js'
import { viewStyles } from '../shared/view-styles.js'
import { embeddedErrorText, embeddedStyles, embeddedWalletOf } from './embedded-shared.js'
import { OTP_LENGTH, otpFieldStyles, readOtpDigits } from './otp-field.js'

/**
 * EmailVerifyOtp (docs/embedded-wallet.md#email-login): one numeric field for the mailed code (the
 * browser's one-time-code autofill, a pasted code with spaces or dashes works), focused on
 * arrival. Six digits submit it: 'Authenticating...' shows while the frame checks it
 * (docs/errors.md#email-and-social-login-the-embedded-wallet), then the account connects through the AUTH connector and the modal closes. A
 * wrong code shows the frame's message and stays; Resend code mails a new one (30 s apart).
 *
 * @summary Takes the 6-digit code mailed for the email login.
 * @csspart code - The code field.
 */
export class KwEmailVerifyOtpView extends KwViewElement {
  static override styles = [baseStyles, viewStyles, embeddedStyles, otpFieldStyles]

  @state() private code = ''
  @query('input.code') private field!: HTMLInputElement

  protected override watchedStates(client: KeywayClient): object[] {
    return [embeddedWalletOf(client).state, keywayHost(client).state.router]
  }

  private onInput(client: KeywayClient, event: Event): void {
    const digits = readOtpDigits(event.target as HTMLInputElement)
    this.code = digits
    const controller = embeddedWalletOf(client)
    if (controller.state.error) controller.clearError()
    if (digits.length === OTP_LENGTH) void this.submit(client)
  }

  private async submit(client: KeywayClient): Promise<void> {
    const controller = embeddedWalletOf(client)
    if (this.code.length !== OTP_LENGTH || controller.state.loading) return
    const connected = await controller.submitOtp(this.code, { signal: this.signal })
    if (connected) {
      closeModal(client)
      return
    }
    // A wrong code: select it, so typing the right one replaces it.
    if (this.isConnected) {
      await this.updateComplete
      this.field?.focus()
      this.field?.select()
    }
  }

  override render() {
    const client = this.client
    if (!client) return nothing
    const controller = embeddedWalletOf(client)
    const { error, loading, step } = controller.state
    const email = controller.state.email ?? keywayHost(client).state.router.data?.email ?? ''
    const message = error && step === 'otp' ? embeddedErrorText(error, this.t) : ''
    return html`<div class="state">
      <p class="hint">
        ${this.t('email.otp.heading')} <span class="email">${email}</span>
      </p>
      <label for="code">${this.t('email.otp.label')}</label>
      <input
        id="code"
        class="code"
        part="code"
        name="one-time-code"
        inputmode="numeric"
        autocomplete="one-time-code"
        pattern="[0-9]*"
        data-autofocus
        aria-invalid=${message ? 'true' : 'false'}
        aria-describedby=${message ? 'code-error' : nothing}
        .value=${this.code}
        ?disabled=${loading}
        @input=${(event: Event) => this.onInput(client, event)}
        @keydown=${(event: KeyboardEvent) => {
          if (event.key === 'Enter') void this.submit(client)
        }}
      />
      ${
        message
          ? html`<p id="code-error" class="error" role="alert">
              <kw-icon name="error-circle" aria-hidden="true"></kw-icon>${message}
            </p>`
          : nothing
      }
      <div class="actions">
        <kw-button
          class="resend"
          variant="neutral"
          size="m"
          icon="send"
          ?disabled=${loading}
          @click=${() => controller.resend({ signal: this.signal })}
          >${this.t('email.resendCode')}</kw-button
        >
      </div>
    </div>`
  }
}
