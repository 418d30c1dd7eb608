import type { KeywayClient } from '@keyway/core'
import { truncateAddress } from '@keyway/core'
import { keywayHost } from '@keyway/core/host'
import { html, nothing } from 'lit'
import { property } from 'lit/decorators.js'
import { visuallyHiddenStyles } from '../../primitives/shared/shared-styles.js'
import { KwViewElement } from '../shared/view-element.js'
import { viewStyles } from '../shared/view-styles.js'
import type { ClipboardLike } from '../walletconnect/connecting-wc-view.component.js'
import { walletReceiveViewStyles } from './wallet-receive-view.styles.js'

/**
 * WalletReceive (docs/overview.md#features wallet features: receive): the connected address as a QR code to
 * scan from another wallet, the address in full with a copy button (the copy is confirmed
 * with a 'Copied' banner), and the networks of the active namespace the app is configured
 * for, which are the ones this address can receive on here.
 *
 * @summary The Receive view: the address as a QR code, a copy button and its networks.
 */
export class KwWalletReceiveView extends KwViewElement {
  static override styles = [viewStyles, visuallyHiddenStyles, walletReceiveViewStyles]

  /** Where the address is copied to; the page's clipboard by default. */
  @property({ attribute: false }) clipboard: ClipboardLike | undefined

  protected override watchedStates(client: KeywayClient): object[] {
    return [keywayHost(client).state.account, keywayHost(client).state.chain]
  }

  private async copy(client: KeywayClient, address: string): Promise<void> {
    const clipboard = this.clipboard ?? globalThis.navigator?.clipboard
    if (!clipboard) return
    await clipboard.writeText(address).then(
      () => keywayHost(client).showSuccess(this.t('common.copied')),
      () => undefined,
    )
  }

  override render() {
    const client = this.client
    const namespace = keywayHost(client)?.state.chain.activeNamespace
    if (!client || !namespace) return nothing
    const address = keywayHost(client).getAccountState(namespace).address
    if (!address) return nothing
    const networks = keywayHost(client).state.chain.chains[namespace]?.networks ?? []
    const active = keywayHost(client).state.chain.activeCaipNetwork
    return html`<div class="receive">
      <kw-qr-code
        uri=${address}
        size="208"
        label=${this.t('receive.qrLabel', { address: truncateAddress(address) })}
      ></kw-qr-code>
      <p class="address" title=${address}>${address}</p>
      <kw-button data-autofocus variant="neutral" icon="copy" @click=${() => this.copy(client, address)}
        >${this.t('receive.copy')}</kw-button
      >
      <section class="networks" aria-labelledby="networks-title">
        <h3 id="networks-title" class="visually-hidden">${this.t('receive.networks')}</h3>
        <p class="hint">${this.t('receive.hint')}</p>
        <ul>
          ${networks.map(
            (network) => html`<li
              class=${network.caipNetworkId === active?.caipNetworkId ? 'active' : ''}
              title=${network.name}
            >
              <kw-network-image
                size="xs"
                name=${network.name}
                network-id=${network.caipNetworkId}
              ></kw-network-image>
              <span class="name">${network.name}</span>
            </li>`,
          )}
        </ul>
      </section>
    </div>`
  }
}
