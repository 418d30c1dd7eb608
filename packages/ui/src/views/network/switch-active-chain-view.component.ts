import type { KeywayClient } from '@keyway/core'
import { BaseError, switchNetwork } from '@keyway/core'
import { keywayHost } from '@keyway/core/host'
import { html, nothing } from 'lit'
import { state } from 'lit/decorators.js'
import { KwViewElement } from '../shared/view-element.js'
import { viewStyles } from '../shared/view-styles.js'

/**
 * SwitchActiveChain (docs/views.md#navigation-rules): switching to a network of another chain namespace that
 * has no connection yet. Continuing makes that network active, then core's router goes
 * on to Connect so the user picks a wallet for it.
 *
 * @summary Switching to a network of a chain namespace that has no connection yet.
 */
export class KwSwitchActiveChainView extends KwViewElement {
  static override styles = [viewStyles]

  @state() private errorMessage = ''

  protected override watchedStates(client: KeywayClient): object[] {
    return [keywayHost(client).state.router]
  }

  private async continue(client: KeywayClient): Promise<void> {
    const network = keywayHost(client).state.router.data?.network
    const namespace = keywayHost(client).state.router.data?.switchToChain ?? network?.chainNamespace
    try {
      if (network) await switchNetwork(client, { network: network.caipNetworkId })
      else if (namespace) keywayHost(client).setActiveNamespace(namespace)
      keywayHost(client).onActiveChainSwitched()
    } catch (error) {
      this.errorMessage = error instanceof BaseError ? error.shortMessage : String(error)
    }
  }

  override render() {
    const client = this.client
    const network = keywayHost(client)?.state.router.data?.network
    if (!client || !network) return nothing
    return html`<div class="state">
      <div class="image-ring">
        <kw-wallet-image size="l" name=${network.name}></kw-wallet-image>
      </div>
      <p class="heading">${this.t('activeChain.title', { name: network.name })}</p>
      <p class="hint">${this.t('activeChain.hint', { name: network.name })}</p>
      ${this.errorMessage ? html`<p class="hint error" role="alert">${this.errorMessage}</p>` : nothing}
      <div class="actions">
        <kw-button variant="main" full-width @click=${() => this.continue(client)}
          >${this.t('activeChain.continue')}</kw-button
        >
      </div>
    </div>`
  }
}
