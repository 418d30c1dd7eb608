import type { ChainDefinition, KeywayClient } from '@keyway/core'
import { closeModal, switchNetwork } from '@keyway/core'
import { keywayHost } from '@keyway/core/host'
import { html, nothing } from 'lit'
import { state } from 'lit/decorators.js'
import { KwViewElement } from '../shared/view-element.js'
import { viewStyles } from '../shared/view-styles.js'
import { renderNetworkList } from './network-list.js'

/**
 * unsupported-chain (docs/views.md#unsupported-chain): the wallet is on a network the app does not configure
 * ('Unknown Network', docs/errors.md#texts-that-are-not-errors). It offers the active namespace's networks; choosing one
 * asks the wallet to switch, and the modal closes once the network is supported.
 *
 * @summary The wallet is on a network the app does not configure; offers supported ones.
 */
export class KwUnsupportedChainView extends KwViewElement {
  static override styles = [viewStyles]

  @state() private pending: string | undefined

  protected override watchedStates(client: KeywayClient): object[] {
    return [keywayHost(client).state.chain]
  }

  private async choose(client: KeywayClient, network: ChainDefinition): Promise<void> {
    this.pending = network.caipNetworkId
    try {
      await switchNetwork(client, { network: network.caipNetworkId })
      closeModal(client)
    } catch {
      // The list stays; the wallet's refusal needs no message beyond the unchanged mark.
    } finally {
      this.pending = undefined
    }
  }

  override render() {
    const client = this.client
    if (!client) return nothing
    return html`<div class="state">
        <p class="heading">${this.t('unsupported.title')}</p>
        <p class="hint">${this.t('unsupported.hint')}</p>
      </div>
      ${renderNetworkList(client, this.t, {
        only: keywayHost(client).state.chain.activeNamespace,
        pending: this.pending,
        onSelect: (network) => this.choose(client, network),
      })}`
  }
}
