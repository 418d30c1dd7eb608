import type { KeywayClient, TokenBalance } from '@keyway/core'
import { keywayHost } from '@keyway/core/host'
import { html, nothing, type PropertyValues } from 'lit'
import { visuallyHiddenStyles } from '../../primitives/shared/shared-styles.js'
import { KwViewElement } from '../shared/view-element.js'
import { viewStyles } from '../shared/view-styles.js'
import { accountTokensStyles } from './account-tokens.styles.js'

/** `caipNetworkId:address` of the active account, as core keys its balances; else undefined. */
function activeKey(client: KeywayClient): string | undefined {
  const namespace = keywayHost(client).state.chain.activeNamespace
  if (!namespace) return undefined
  const address = keywayHost(client).getAccountState(namespace).address
  const slice = keywayHost(client).state.chain.chains[namespace]
  const network =
    keywayHost(client).state.chain.activeCaipNetwork?.caipNetworkId ??
    slice?.networkState.unsupportedCaipNetworkId
  return address && network ? `${network}:${address}` : undefined
}

/**
 * The token balances of the Account view (docs/account-features.md#balances): each token's amount (3
 * decimals, docs/limits.md#display) and USD value when its price is known, and the total when every value
 * is. The list comes from core's balance controller (blockchain API, the wallet's asset
 * discovery, or chain RPC); the modal's polling keeps it fresh. A list that could not be
 * refreshed stays, marked out of date; with nothing to show it says 'Token Balance
 * Unavailable' (docs/errors.md), as the banner does.
 *
 * @summary The Account view's token balances, with USD values and their total when known.
 * @csspart list - The token list.
 */
export class KwAccountTokens extends KwViewElement {
  static override styles = [viewStyles, visuallyHiddenStyles, accountTokensStyles]

  /** The account and network the list was asked for, to ask again when either changes. */
  private fetchedKey = ''

  protected override watchedStates(client: KeywayClient): object[] {
    return [
      keywayHost(client).state.balance,
      keywayHost(client).state.chain,
      keywayHost(client).state.account,
    ]
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed)
    const client = this.client
    const key = client ? activeKey(client) : undefined
    if (!client || !key || key === this.fetchedKey) return
    this.fetchedKey = key
    // Never throws: failures are state (stale, unavailable) and the banner.
    void keywayHost(client).fetchTokenBalances({ signal: this.signal })
  }

  /** A USD amount in the modal's locale ("$1,234.50"). */
  private usd(value: number): string {
    const locale = this.i18n?.state.locale ?? 'en'
    return new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(value)
  }

  private renderToken(token: TokenBalance) {
    return html`<li>
      <kw-token-item
        name=${token.name}
        symbol=${token.symbol}
        amount=${token.quantity.numeric}
        value=${token.value === undefined ? '' : this.usd(token.value)}
        image-src=${token.iconUrl}
      ></kw-token-item>
    </li>`
  }

  private renderBody(tokens: readonly TokenBalance[], loading: boolean, unavailable: boolean) {
    if (tokens.length > 0) {
      return html`<ul part="list" class="tokens">
        ${tokens.map((token) => this.renderToken(token))}
      </ul>`
    }
    if (unavailable) {
      return html`<p class="unavailable">${this.t('error.tokenBalanceUnavailable')}</p>`
    }
    if (loading) {
      return html`<div class="loading" aria-hidden="true">
        <kw-skeleton variant="text"></kw-skeleton><kw-skeleton variant="text"></kw-skeleton>
      </div>`
    }
    return html`<p class="empty">${this.t('account.tokensEmpty')}</p>`
  }

  override render() {
    const client = this.client
    const key = client ? activeKey(client) : undefined
    if (!client || !key) return nothing
    const state = keywayHost(client).state.balance
    const current = state.tokenBalancesFor === key
    const tokens = current ? state.tokenBalances : []
    const stale = current && state.tokenBalancesStale
    const total = current ? state.tokenBalancesTotalValue : undefined
    // Not asked yet for this account counts as loading: the fetch starts in willUpdate.
    const loading = state.loading || (!current && !state.tokenBalancesUnavailable)
    return html`<section
      class=${stale ? 'stale' : ''}
      aria-labelledby="tokens-title"
      aria-busy=${loading ? 'true' : 'false'}
    >
      <div class="header">
        <h3 id="tokens-title" class="title">${this.t('account.tokens')}</h3>
        ${
          tokens.length > 0 && total !== undefined
            ? html`<span class="total"
                ><span class="visually-hidden">${this.t('account.tokensTotal')} </span
                >${this.usd(total)}</span
              >`
            : nothing
        }
      </div>
      ${this.renderBody(tokens, loading, state.tokenBalancesUnavailable)}
      ${
        stale
          ? html`<p class="stale-note" role="status">
              <kw-icon name="warning" size="s" aria-hidden="true"></kw-icon>
              ${this.t('account.tokensOutOfDate')}
            </p>`
          : nothing
      }
    </section>`
  }
}
