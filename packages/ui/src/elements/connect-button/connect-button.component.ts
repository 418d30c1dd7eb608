import type { KeywayClient } from '@keyway/core'
import { getAccount, openModal } from '@keyway/core'
import { keywayHost } from '@keyway/core/host'
import { html, nothing } from 'lit'
import { property } from 'lit/decorators.js'
import { OnDemandElements } from '../../primitives/shared/on-demand-elements.js'
import { KwPublicElement } from '../shared/public-element.js'

/**
 * "Connect Wallet": opens the modal. While a connection is being made (or restored on
 * page load) it shows a loading state; once connected it shows the account button
 * instead, unless `connect-only` is set.
 *
 * Its CSS properties come from the client's theme (the `themeVariables` option, `setTheme`):
 * the element applies the theme to itself, so a page stylesheet does not override them.
 *
 * @summary The "Connect Wallet" button: opens the modal, then shows the connected account.
 * @csspart button - The inner kw-button.
 * @cssprop --kw-accent - The button's fill.
 * @cssprop --kw-font-family - The font.
 * @cssprop --kw-font-size-master - Base font size; the label is sized from it.
 */
export class KwConnectButton extends KwPublicElement {
  /** Text of the button (default "Connect Wallet"). */
  @property() label = ''
  /** Text while a connection is being made (default "Connecting…"). */
  @property({ attribute: 'loading-label' }) loadingLabel = ''
  /** Keep showing this button when connected (no account button). */
  @property({ type: Boolean, attribute: 'connect-only' }) connectOnly = false
  /** Height of the button: small, medium or large. */
  @property({ reflect: true }) size: 's' | 'm' | 'l' = 'm'

  /**
   * The account button (avatar, balance, identity) is its own chunk: a first visit, which
   * shows "Connect Wallet", never downloads it. It is fetched once an account is to be
   * shown, or as soon as a connection starts (so it is usually here when the wallet
   * answers). Until it arrives the element shows nothing rather than "Connect Wallet", so a
   * returning visitor's button and address still appear in the same frame.
   */
  private readonly onDemand = new OnDemandElements({
    'kw-account-button': () => import('../account-button/account-button.js'),
  })

  protected override watchedStates(client: KeywayClient): object[] {
    return [
      ...super.watchedStates(client),
      keywayHost(client).state.connection,
      keywayHost(client).state.chain,
      keywayHost(client).state.account,
    ]
  }

  /** spec §4: connecting or reconnecting on the active namespace. */
  private isBusy(client: KeywayClient): boolean {
    const namespace = keywayHost(client).state.chain.activeNamespace
    const status = namespace ? keywayHost(client).state.connection.status[namespace] : undefined
    return status === 'connecting' || status === 'reconnecting'
  }

  /** Also waits for the account button's module when it is on its way. */
  protected override async getUpdateComplete(): Promise<boolean> {
    const complete = await super.getUpdateComplete()
    if (!this.onDemand.loading) return complete
    await this.onDemand.settled()
    return super.getUpdateComplete()
  }

  override render() {
    const client = this.client
    // A returning visitor's stored account shows while the wallet confirms it (reconnecting).
    const account = client ? getAccount(client) : undefined
    const shown = account?.isConnected || (account?.status === 'reconnecting' && account.address)
    if (client && !this.connectOnly && shown) {
      this.onDemand.need('kw-account-button')
      return html`<kw-account-button .client=${client}></kw-account-button>`
    }
    const busy = client ? this.isBusy(client) : false
    if (busy && !this.connectOnly) this.onDemand.need('kw-account-button')
    return html`<kw-button
      part="button"
      variant="main"
      size=${this.size}
      ?loading=${busy}
      ?disabled=${!client}
      aria-haspopup="dialog"
      @click=${() => client && openModal(client)}
      >${
        busy
          ? this.loadingLabel || this.t('button.connecting')
          : this.label || this.t('button.connect')
      }</kw-button
    >${nothing}`
  }
}
