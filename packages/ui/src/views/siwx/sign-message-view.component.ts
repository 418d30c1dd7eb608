import type { KeywayClient } from '@keyway/core'
import { cancelSignIn, signIn, truncateAddress } from '@keyway/core'
import { keywayHost } from '@keyway/core/host'
import { css, html, nothing } from 'lit'
import { state } from 'lit/decorators.js'
import { KwViewElement } from '../shared/view-element.js'
import { viewStyles } from '../shared/view-styles.js'

/**
 * sign-message (docs/sign-in.md#when-sign-in-starts sign-in flow): after a wallet connects without a session, the
 * dapp asks the user to sign a message proving the account is theirs. Sign asks the wallet
 * and, once signed, the modal closes; a refusal leaves the view open with the reason
 * ('Signature declined', docs/errors.md#sign-in-siwx) so the user can sign again. Cancel disconnects when
 * sign-in is required and otherwise just closes. While sign-in is required and no session
 * exists the modal cannot be closed (it shakes instead).
 *
 * @summary Asks the connected account to sign in with a message; Sign or Cancel.
 */
export class KwSignMessageView extends KwViewElement {
  static override styles = [
    viewStyles,
    css`
      .actions {
        display: flex;
        gap: var(--kw-spacing-2, 8px);
        padding: var(--kw-spacing-3, 12px) var(--kw-spacing-4, 16px) var(--kw-spacing-4, 16px);
      }
      .actions kw-button {
        flex: 1;
      }
      .address {
        overflow-wrap: anywhere;
      }
    `,
  ]

  @state() private cancelling = false

  override connectedCallback(): void {
    super.connectedCallback()
    // Sign-in's code loads beside the page (core's siwx loader); render once it is there.
    const loader = keywayHost(this.client)?.siwx
    if (loader && !loader.current) {
      loader.load().then(
        () => this.requestUpdate(),
        () => undefined,
      )
    }
  }

  protected override watchedStates(client: KeywayClient): object[] {
    const siwx = keywayHost(client).siwx?.current
    return [
      keywayHost(client).state.account,
      keywayHost(client).state.chain,
      ...(siwx ? [siwx.state] : []),
    ]
  }

  private async sign(client: KeywayClient): Promise<void> {
    // A failure is shown by the view (siwx state) and as a notification; nothing to add.
    await signIn(client).catch(() => undefined)
  }

  private async cancel(client: KeywayClient): Promise<void> {
    this.cancelling = true
    try {
      await cancelSignIn(client)
    } finally {
      this.cancelling = false
    }
  }

  override render() {
    const client = this.client
    const siwx = keywayHost(client)?.siwx?.current
    if (!client || !siwx) return nothing
    const namespace = keywayHost(client).state.chain.activeNamespace
    const address = namespace ? keywayHost(client).getAccountState(namespace).address : undefined
    const app = client.config.metadata?.name ?? (globalThis.location?.host || 'This app')
    const signing = siwx.state.status === 'signing'
    const error = siwx.state.status === 'error' ? siwx.state.error : undefined
    return html`<div class="state">
        <p class="heading">${this.t('siwx.heading', { app })}</p>
        <p class="hint">
          ${this.t('siwx.hint', { address: address ? truncateAddress(address) : '' })}
        </p>
        ${address ? html`<p class="hint address" title=${address}>${address}</p>` : nothing}
        ${signing ? html`<p class="hint" role="status">${this.t('siwx.signing')}</p>` : nothing}
        ${error ? html`<p class="hint error" role="alert">${error}</p>` : nothing}
      </div>
      <div class="actions">
        <!-- The words are the buttons' content (a kw-button's label only names it): visible, and
          the accessible name. -->
        <kw-button
          variant="neutral"
          ?loading=${this.cancelling}
          ?disabled=${signing}
          @click=${() => this.cancel(client)}
          >${this.t('siwx.cancel')}</kw-button
        >
        <kw-button
          data-autofocus
          variant="main"
          ?loading=${signing}
          ?disabled=${this.cancelling}
          @click=${() => this.sign(client)}
          >${this.t('siwx.sign')}</kw-button
        >
      </div>`
  }
}
