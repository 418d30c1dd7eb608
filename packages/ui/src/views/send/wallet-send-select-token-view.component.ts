import type { KeywayClient, TokenBalance } from '@keyway/core'
import { updateSendForm } from '@keyway/core'
import { keywayHost } from '@keyway/core/host'
import { html, nothing } from 'lit'
import { state } from 'lit/decorators.js'
import { tokenPickerStyles } from '../shared/token-picker-styles.js'
import { KwViewElement } from '../shared/view-element.js'
import { ensureBalances, formatUsd, sameToken, sendableBalances } from './send-balances.js'

/**
 * WalletSendSelectToken: the send form's token picker (docs/account-features.md#send). Lists the connected
 * account's balances, each with its amount and USD value, filtered as the user types a
 * name or symbol; choosing one puts it in the send form and goes back to it.
 *
 * @summary The send form's token picker: a searchable list of the account's balances.
 * @csspart list - The token list.
 */
export class KwWalletSendSelectTokenView extends KwViewElement {
  static override styles = tokenPickerStyles

  @state() private query = ''

  protected override watchedStates(client: KeywayClient): object[] {
    return [
      keywayHost(client).state.balance,
      keywayHost(client).state.chain,
      keywayHost(client).state.account,
      keywayHost(client).state.send,
    ]
  }

  override connectedCallback(): void {
    super.connectedCallback()
    if (this.client) ensureBalances(this.client, this.signal)
  }

  private matchesQuery(token: TokenBalance): boolean {
    const query = this.query.trim().toLowerCase()
    return (
      !query ||
      token.symbol.toLowerCase().includes(query) ||
      token.name.toLowerCase().includes(query)
    )
  }

  private choose(client: KeywayClient, token: TokenBalance): void {
    updateSendForm(client, { token })
    const host = keywayHost(client)
    if (!host.goBack()) host.navigate('WalletSend', undefined, { history: 'reset' })
  }

  private renderToken(client: KeywayClient, token: TokenBalance, chosen: boolean) {
    const locale = this.i18n?.state.locale ?? 'en'
    return html`<li>
      <button
        class="row token"
        type="button"
        title=${token.name}
        aria-current=${chosen ? 'true' : 'false'}
        @click=${() => this.choose(client, token)}
      >
        <kw-token-item
          name=${token.name}
          symbol=${token.symbol}
          amount=${token.quantity.numeric}
          value=${token.value === undefined ? '' : formatUsd(token.value, locale)}
          image-src=${token.iconUrl}
        ></kw-token-item>
      </button>
    </li>`
  }

  override render() {
    const client = this.client
    if (!client) return nothing
    const chosen = keywayHost(client).state.send.token
    const balances = sendableBalances(client)
    const shown = balances.filter((token) => this.matchesQuery(token))
    const balanceState = keywayHost(client).state.balance
    const loading = balances.length === 0 && balanceState.loading
    return html`<div class="search">
        <kw-input
          data-autofocus
          type="search"
          hide-label
          clearable
          label=${this.t('send.searchToken')}
          placeholder=${this.t('send.searchToken')}
          clear-label=${this.t('common.clear')}
          .value=${this.query}
          @input=${(event: Event) => {
            this.query = (event.target as HTMLInputElement).value
          }}
        ></kw-input>
      </div>
      ${
        shown.length > 0
          ? html`<ul part="list" class="list" aria-label=${this.t('send.token')}>
              ${shown.map((token) => this.renderToken(client, token, sameToken(token, chosen)))}
            </ul>`
          : loading
            ? html`<div class="list" aria-busy="true">
                <kw-skeleton variant="text"></kw-skeleton><kw-skeleton variant="text"></kw-skeleton>
              </div>`
            : html`<p class="empty" role="status">
                ${
                  balanceState.tokenBalancesUnavailable
                    ? this.t('error.tokenBalanceUnavailable')
                    : this.t('send.noTokens')
                }
              </p>`
      }`
  }
}
