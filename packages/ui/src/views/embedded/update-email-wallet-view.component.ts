import type { KeywayClient } from '@keyway/core'
import { keywayHost } from '@keyway/core/host'
import { css, html, nothing } from 'lit'
import { state } from 'lit/decorators.js'
import { baseStyles } from '../../primitives/shared/shared-styles.js'
import { KwViewElement } from '../shared/view-element.js'
import { viewStyles } from '../shared/view-styles.js'
import { embeddedErrorText, embeddedStyles } from './embedded-shared.js'
import { embeddedAccountOf } from './update-email-shared.js'

/**
 * UpdateEmailWallet (docs/embedded-wallet.md#updating-the-email): the current email, a field for the new one
 * (focused on arrival) and Continue (or Enter). A valid address makes the frame mail a code
 * to the current address (UpdateEmailPrimaryOtp follows); an invalid one, or the frame's
 * refusal (the same address, one used by another account, the 30 s throttle), shows under
 * the field.
 *
 * @summary Asks for the new email of the embedded wallet.
 * @csspart form - The form around the field and its button.
 */
export class KwUpdateEmailWalletView extends KwViewElement {
  static override styles = [
    baseStyles,
    viewStyles,
    embeddedStyles,
    css`
      .current {
        margin: 0;
        color: var(--kw-color-fg-secondary);
        font-size: var(--kw-font-size-small);
      }
    `,
  ]

  @state() private value = ''

  protected override watchedStates(client: KeywayClient): object[] {
    return [embeddedAccountOf(client).state]
  }

  private async submit(client: KeywayClient): Promise<void> {
    const controller = embeddedAccountOf(client)
    if (this.value.trim() === '' || controller.state.loading) return
    await controller.startEmailUpdate(this.value, { signal: this.signal })
  }

  override render() {
    const client = this.client
    if (!client) return nothing
    const controller = embeddedAccountOf(client)
    const { error, loading, step } = controller.state
    const current = controller.currentEmail() ?? keywayHost(client).state.router.data?.email ?? ''
    const message = step === 'email' && error ? embeddedErrorText(error, this.t) : ''
    return html`<div class="state">
      <div class="form" part="form">
        ${
          current
            ? html`<p class="current">
                ${this.t('updateEmail.current')}: <span class="email">${current}</span>
              </p>`
            : nothing
        }
        <kw-input
          type="email"
          name="email"
          autocomplete="email"
          label=${this.t('updateEmail.label')}
          placeholder=${this.t('email.placeholder')}
          icon="send"
          data-autofocus
          .value=${this.value}
          error=${message}
          ?disabled=${loading}
          @input=${(event: Event) => {
            this.value = (event.target as HTMLInputElement).value
            if (controller.state.error) controller.clearError()
          }}
          @keydown=${(event: KeyboardEvent) => {
            if (event.key === 'Enter') {
              event.preventDefault()
              void this.submit(client)
            }
          }}
        ></kw-input>
        <kw-button
          class="submit"
          variant="main"
          full-width
          ?disabled=${this.value.trim() === ''}
          ?loading=${loading}
          @click=${() => this.submit(client)}
          >${this.t('email.submit')}</kw-button
        >
      </div>
    </div>`
  }
}
