import type { KeywayClient } from '@keyway/core'
import { css, html, nothing } from 'lit'
import { state } from 'lit/decorators.js'
import { baseStyles } from '../../primitives/shared/shared-styles.js'
import { KwViewElement } from '../shared/view-element.js'
import { viewStyles } from '../shared/view-styles.js'
import { embeddedErrorText, embeddedStyles, embeddedWalletOf } from './embedded-shared.js'

/**
 * The Connect view's email field (docs/embedded-wallet.md#email-login, docs/limits.md#features-and-defaults connect-method order): submitting
 * it asks the embedded wallet's frame to mail a code; a new device is sent a verification
 * link first (EmailVerifyDevice), otherwise the code is asked for (EmailVerifyOtp). A
 * refusal shows under the field: 'Please try again after N seconds' within 30 s of the
 * last try, 'Unable to load email login dependency' when the frame does not load and 'A
 * problem occurred while trying initialize authentication' after a failed connection, the
 * last two with Try again. Loaded with the Connect view only when email login is on.
 *
 * @summary The email field of the Connect view (embedded wallet login).
 * @csspart form - The form around the field and its button.
 */
export class KwEmailLoginView extends KwViewElement {
  static override styles = [
    baseStyles,
    viewStyles,
    embeddedStyles,
    css`
      :host {
        padding: 0 var(--kw-spacing-3);
      }
    `,
  ]

  @state() private value = ''

  protected override watchedStates(client: KeywayClient): object[] {
    return [embeddedWalletOf(client).state]
  }

  override connectedCallback(): void {
    super.connectedCallback()
    const controller = this.client && embeddedWalletOf(this.client)
    if (!controller) return
    if (!this.value) this.value = controller.state.email ?? ''
    // Back from the device or code step: that login is left (a late answer is ignored),
    // so the field is usable at once, with the email kept for editing.
    const { step } = controller.state
    if (step === 'device' || step === 'otp') controller.reset()
  }

  private async submit(client: KeywayClient, event?: Event): Promise<void> {
    event?.preventDefault()
    if (this.value.trim() === '') return
    const controller = embeddedWalletOf(client)
    if (controller.state.loading) return
    await controller.submitEmail(this.value, { signal: this.signal })
  }

  private async retry(client: KeywayClient): Promise<void> {
    const controller = embeddedWalletOf(client)
    if (controller.state.loading) return
    await controller.submitEmail(this.value || controller.state.email || '', {
      signal: this.signal,
    })
  }

  override render() {
    const client = this.client
    if (!client) return nothing
    const { error, retry, loading, step } = embeddedWalletOf(client).state
    // Messages of later steps belong to their own views.
    const message = step === 'email' && error ? embeddedErrorText(error, this.t) : ''
    return html`<div class="form" part="form">
      <kw-input
        type="email"
        name="email"
        autocomplete="email"
        label=${this.t('email.label')}
        hide-label
        placeholder=${this.t('email.placeholder')}
        icon="send"
        .value=${this.value}
        error=${retry ? '' : message}
        ?disabled=${loading && step === 'email'}
        @input=${(event: Event) => {
          this.value = (event.target as HTMLInputElement).value
          if (error && !retry) embeddedWalletOf(client).clearError()
        }}
        @keydown=${(event: KeyboardEvent) => {
          if (event.key === 'Enter') void this.submit(client, event)
        }}
      ></kw-input>
      ${
        retry && message
          ? html`<p class="error" role="alert">
              <kw-icon name="error-circle" aria-hidden="true"></kw-icon>${message}
              <kw-button
                class="retry"
                size="s"
                variant="neutral"
                icon="refresh"
                @click=${() => this.retry(client)}
                >${this.t('email.retry')}</kw-button
              >
            </p>`
          : nothing
      }
      <kw-button
        class="submit"
        variant="main"
        full-width
        ?disabled=${this.value.trim() === ''}
        ?loading=${loading && step === 'email'}
        @click=${() => this.submit(client)}
        >${this.t('email.submit')}</kw-button
      >
    </div>`
  }
}
