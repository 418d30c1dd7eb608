import type { KeywayClient } from '@keyway/core'
import { keywayHost } from '@keyway/core/host'
import { html, nothing } from 'lit'
import { query, state } from 'lit/decorators.js'
import { baseStyles } from '../../primitives/shared/shared-styles.js'
import { KwViewElement } from '../shared/view-element.js'
import { viewStyles } from '../shared/view-styles.js'
import { embeddedErrorText, embeddedStyles } from './embedded-shared.js'
import { OTP_LENGTH, otpFieldStyles, readOtpDigits } from './otp-field.js'
import { embeddedAccountOf } from './update-email-shared.js'

/**
 * A code step of the email update (docs/embedded-wallet.md#updating-the-email): one numeric field, focused on
 * arrival, for the code mailed to the address shown. Six digits (or Enter) submit it; a
 * wrong code shows the frame's message and stays, with the code selected for retyping.
 * Resend code mails a new one (30 s apart).
 */
abstract class KwUpdateEmailOtpView extends KwViewElement {
  static override styles = [baseStyles, viewStyles, embeddedStyles, otpFieldStyles]

  @state() private code = ''
  @query('input.code') private field!: HTMLInputElement

  /** Which of the two codes this view takes. */
  protected abstract readonly stage: 'primary' | 'secondary'

  /** The address the code was mailed to. */
  protected abstract mailedTo(client: KeywayClient): string

  protected override watchedStates(client: KeywayClient): object[] {
    return [embeddedAccountOf(client).state, keywayHost(client).state.router]
  }

  private onInput(client: KeywayClient, event: Event): void {
    const digits = readOtpDigits(event.target as HTMLInputElement)
    this.code = digits
    const controller = embeddedAccountOf(client)
    if (controller.state.error) controller.clearError()
    if (digits.length === OTP_LENGTH) void this.submit(client)
  }

  private async submit(client: KeywayClient): Promise<void> {
    const controller = embeddedAccountOf(client)
    if (this.code.length !== OTP_LENGTH || controller.state.loading) return
    const options = { signal: this.signal }
    const accepted =
      this.stage === 'primary'
        ? await controller.submitPrimaryOtp(this.code, options)
        : await controller.submitSecondaryOtp(this.code, options)
    if (accepted || !this.isConnected) return
    // A wrong code: select it, so typing the right one replaces it.
    await this.updateComplete
    this.field?.focus()
    this.field?.select()
  }

  private async resend(client: KeywayClient): Promise<void> {
    this.code = ''
    await embeddedAccountOf(client).resend({ signal: this.signal })
  }

  override render() {
    const client = this.client
    if (!client) return nothing
    const { error, loading, step } = embeddedAccountOf(client).state
    const message = error && step === this.stage ? embeddedErrorText(error, this.t) : ''
    return html`<div class="state">
      <p class="hint">
        ${this.t('updateEmail.codeHeading')} <span class="email">${this.mailedTo(client)}</span>
      </p>
      <label for="code">${this.t('email.otp.label')}</label>
      <input
        id="code"
        class="code"
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
          @click=${() => this.resend(client)}
          >${this.t('email.resendCode')}</kw-button
        >
      </div>
    </div>`
  }
}

/**
 * UpdateEmailPrimaryOtp: the code mailed to the current address; the right one makes the
 * frame mail a code to the new address (UpdateEmailSecondaryOtp replaces this view).
 *
 * @summary Takes the code mailed to the current email during an email update.
 */
export class KwUpdateEmailPrimaryOtpView extends KwUpdateEmailOtpView {
  protected readonly stage = 'primary'

  protected mailedTo(client: KeywayClient): string {
    const controller = embeddedAccountOf(client)
    return keywayHost(client).state.router.data?.email ?? controller.currentEmail() ?? ''
  }
}

/**
 * UpdateEmailSecondaryOtp: the code mailed to the new address; the right one stores the new
 * email (docs/embedded-wallet.md#email-login) and the Account view shows 'Email updated'. Resend code starts over with
 * a new code to the current address, since this one is mailed only after that one.
 *
 * @summary Takes the code mailed to the new email during an email update.
 */
export class KwUpdateEmailSecondaryOtpView extends KwUpdateEmailOtpView {
  protected readonly stage = 'secondary'

  protected mailedTo(client: KeywayClient): string {
    const controller = embeddedAccountOf(client)
    return controller.state.newEmail ?? keywayHost(client).state.router.data?.newEmail ?? ''
  }
}
