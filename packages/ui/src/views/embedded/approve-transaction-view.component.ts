import type { KeywayClient } from '@keyway/core'
import type { EmbeddedWalletState } from '@keyway/core/host'
import { keywayHost } from '@keyway/core/host'
import { html, nothing } from 'lit'
import { baseStyles } from '../../primitives/shared/shared-styles.js'
import { KwViewElement } from '../shared/view-element.js'
import { viewStyles } from '../shared/view-styles.js'
import { embeddedStyles, loadedEmbeddedWallet } from './embedded-shared.js'

/**
 * ApproveTransaction (docs/views.md#approvetransaction: an unsafe request opens it): while a signing or sending
 * request of the embedded wallet waits, the wallet's frame is shown over the modal's area
 * and the user approves or rejects there. This view says so and names the request; it
 * goes away when the request settles (the modal closes if it was opened for it). The frame
 * is outside the dialog, whose focus trap keeps Tab inside: when the modal moves focus into
 * this view, it is handed on to the frame, and "Go to the wallet window" does it again.
 *
 * @summary Says to approve the request in the embedded wallet's frame.
 */
export class KwApproveTransactionView extends KwViewElement {
  static override styles = [baseStyles, viewStyles, embeddedStyles]

  /** The request whose frame already got focus once (later focus stays where the user puts it). */
  private handedFocusFor: EmbeddedWalletState['approval']

  private onFocusIn(client: KeywayClient): void {
    const controller = loadedEmbeddedWallet(client)
    const approval = controller?.state.approval
    if (!controller || !approval || approval === this.handedFocusFor) return
    this.handedFocusFor = approval
    controller.focusFrame()
  }

  protected override watchedStates(client: KeywayClient): object[] {
    const controller = loadedEmbeddedWallet(client)
    return controller
      ? [controller.state, keywayHost(client).state.router]
      : [keywayHost(client).state.router]
  }

  override render() {
    const client = this.client
    if (!client) return nothing
    const method =
      loadedEmbeddedWallet(client)?.state.approval?.method ??
      keywayHost(client).state.router.data?.method ??
      ''
    return html`<div class="state">
      <kw-spinner size="l" label=${this.t('approve.heading')}></kw-spinner>
      <p class="heading" role="status">${this.t('approve.heading')}</p>
      <p class="hint">${this.t('approve.hint')}</p>
      ${method ? html`<p class="hint method"><code>${method}</code></p>` : nothing}
      <div class="actions">
        <kw-button
          class="go-to-frame"
          variant="neutral"
          size="m"
          data-autofocus
          @focusin=${() => this.onFocusIn(client)}
          @click=${() => loadedEmbeddedWallet(client)?.focusFrame()}
          >${this.t('approve.goToFrame')}</kw-button
        >
      </div>
    </div>`
  }
}
