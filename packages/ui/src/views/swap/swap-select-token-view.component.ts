import type { KeywayClient, SwapToken } from '@keyway/core'
import { updateSwapForm } from '@keyway/core'
import { keywayHost } from '@keyway/core/host'
import { html, nothing } from 'lit'
import { state } from 'lit/decorators.js'
import { ensureBalances, formatUsd } from '../send/send-balances.js'
import { tokenPickerStyles } from '../shared/token-picker-styles.js'
import { KwViewElement } from '../shared/view-element.js'
import { balanceOf, getPickingSide, priceOf, swapState } from './swap-shared.js'

/**
 * SwapSelectToken (docs/account-features.md#swap): the tokens the blockchain API swaps on the active network
 * (docs/services.md#calls convert tokens), each with the account's balance and its USD price, filtered as
 * the user types a name or symbol. Choosing one fills the side of the swap form the picker
 * was opened for (choosing the other side's token flips the pair) and goes back to Swap.
 *
 * @summary The swap form's token picker: a searchable list of swappable tokens with prices.
 * @csspart list - The token list.
 */
export class KwSwapSelectTokenView extends KwViewElement {
  static override styles = tokenPickerStyles

  @state() private query = ''

  protected override watchedStates(client: KeywayClient): object[] {
    return [keywayHost(client).swap.state, keywayHost(client).state.balance]
  }

  override connectedCallback(): void {
    super.connectedCallback()
    if (this.client) ensureBalances(this.client, this.signal)
  }

  private matchesQuery(token: SwapToken): boolean {
    const query = this.query.trim().toLowerCase()
    return (
      !query ||
      token.symbol.toLowerCase().includes(query) ||
      token.name.toLowerCase().includes(query)
    )
  }

  private choose(client: KeywayClient, token: SwapToken): void {
    const side = getPickingSide(client)
    void updateSwapForm(client, side === 'source' ? { sourceToken: token } : { targetToken: token })
    const host = keywayHost(client)
    if (!host.goBack()) host.navigate('Swap', undefined, { history: 'reset' })
  }

  private renderToken(client: KeywayClient, token: SwapToken, chosen: boolean) {
    const locale = this.i18n?.state.locale ?? 'en'
    const price = priceOf(client, token)
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
          amount=${balanceOf(client, token)?.quantity.numeric ?? '0'}
          value=${price === undefined ? '' : formatUsd(price, locale)}
          image-src=${token.logoUri}
        ></kw-token-item>
      </button>
    </li>`
  }

  override render() {
    const client = this.client
    if (!client) return nothing
    const swap = swapState(client)
    const side = getPickingSide(client)
    const chosen = side === 'source' ? swap?.sourceToken : swap?.targetToken
    const tokens = swap?.tokens ?? []
    const shown = tokens.filter((token) => this.matchesQuery(token))
    return html`<div class="search">
        <kw-input
          data-autofocus
          type="search"
          hide-label
          clearable
          label=${this.t('swap.searchToken')}
          placeholder=${this.t('swap.searchToken')}
          clear-label=${this.t('common.clear')}
          .value=${this.query}
          @input=${(event: Event) => {
            this.query = (event.target as HTMLInputElement).value
          }}
        ></kw-input>
      </div>
      ${
        shown.length > 0
          ? html`<ul part="list" class="list" aria-label=${this.t('title.SwapSelectToken')}>
              ${shown.map((token) =>
                this.renderToken(client, token, token.address === chosen?.address),
              )}
            </ul>`
          : swap?.loadingTokens
            ? html`<div class="list" aria-busy="true">
                <kw-skeleton variant="text"></kw-skeleton><kw-skeleton variant="text"></kw-skeleton>
              </div>`
            : html`<p class="empty" role="status">${this.t('swap.noTokens')}</p>`
      }`
  }
}
