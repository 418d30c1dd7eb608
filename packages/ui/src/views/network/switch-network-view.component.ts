import type { ChainDefinition, KeywayClient } from '@keyway/core'
import { BaseError, closeModal, isUserRejection, switchNetwork } from '@keyway/core'
import type { RouteNetwork } from '@keyway/core/host'
import { keywayHost } from '@keyway/core/host'
import { html, nothing } from 'lit'
import { state } from 'lit/decorators.js'
import { KwViewElement } from '../shared/view-element.js'
import { viewStyles } from '../shared/view-styles.js'
import { renderNetworkList } from './network-list.js'

export type SwitchStatus = 'idle' | 'switching' | 'rejected' | 'error'

/**
 * SwitchNetwork: the networks list. Choosing one goes through core's navigation rules
 * (docs/views.md#navigation-rules: another namespace opens SwitchActiveChain); shown with a target network it
 * asks the wallet to switch, waiting, and a rejection or failure can be retried. Once
 * switched it goes back (to the list's opener, e.g. Account).
 *
 * @summary The network list; asks the wallet to switch to the chosen network.
 */
export class KwSwitchNetworkView extends KwViewElement {
  static override styles = [viewStyles]

  @state() private status: SwitchStatus = 'idle'
  @state() private errorMessage = ''
  private switchedFor: RouteNetwork | undefined

  protected override watchedStates(client: KeywayClient): object[] {
    return [
      keywayHost(client).state.chain,
      keywayHost(client).state.router,
      keywayHost(client).state.account,
    ]
  }

  /**
   * The network to switch to: only on the SwitchNetwork route. SwitchActiveChain also
   * carries a network (docs/views.md#navigation-rules), and this view is still mounted while the route changes to
   * it; that switch must wait for the visitor's Continue.
   */
  private get target(): RouteNetwork | undefined {
    const router = keywayHost(this.client)?.state.router
    return router?.view === 'SwitchNetwork' ? router.data?.network : undefined
  }

  protected override updated(): void {
    const target = this.target
    if (target && target !== this.switchedFor) {
      this.switchedFor = target
      void this.switchTo(target)
    }
  }

  private async switchTo(network: RouteNetwork): Promise<void> {
    const client = this.client
    if (!client) return
    this.status = 'switching'
    this.errorMessage = ''
    try {
      await switchNetwork(client, { network: network.caipNetworkId })
      this.status = 'idle'
      if (!keywayHost(client).goBack()) closeModal(client)
    } catch (error) {
      if (isUserRejection(error)) {
        this.status = 'rejected'
        return
      }
      this.status = 'error'
      this.errorMessage = error instanceof BaseError ? error.shortMessage : String(error)
    }
  }

  private choose(client: KeywayClient, network: ChainDefinition): void {
    // Core decides: same network → nothing; other namespace → SwitchActiveChain.
    keywayHost(client).onSwitchNetwork({ network })
  }

  private renderSwitching(network: RouteNetwork) {
    const failed = this.status === 'rejected' || this.status === 'error'
    const heading =
      this.status === 'rejected'
        ? this.t('network.rejected')
        : this.status === 'error'
          ? this.t('network.failed')
          : this.t('network.switching')
    const hint =
      this.status === 'rejected'
        ? this.t('network.rejectedHint')
        : this.status === 'error'
          ? this.errorMessage
          : this.t('network.switchingHint')
    return html`<div class="state" data-status=${this.status}>
      <div class="image-ring">
        <kw-wallet-image size="l" name=${network.name}></kw-wallet-image>
        ${
          failed
            ? html`<span class="badge"><kw-icon name="close"></kw-icon></span>`
            : html`<kw-spinner label=${heading}></kw-spinner>`
        }
      </div>
      <p class="heading ${failed ? 'error' : ''}" role=${failed ? 'alert' : 'status'}>${heading}</p>
      <p class="hint">${hint}</p>
      ${
        failed
          ? html`<div class="actions">
            <kw-button variant="accent" icon="refresh" @click=${() => this.switchTo(network)}
              >${this.t('network.tryAgain')}</kw-button
            >
          </div>`
          : nothing
      }
    </div>`
  }

  override render() {
    const client = this.client
    if (!client) return nothing
    const target = this.target
    if (target) return this.renderSwitching(target)
    return renderNetworkList(client, this.t, {
      onSelect: (network) => this.choose(client, network),
    })
  }
}
