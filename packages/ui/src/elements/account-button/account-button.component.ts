import type { KeywayClient } from '@keyway/core'
import { openModal, truncateAddress } from '@keyway/core'
import { keywayHost } from '@keyway/core/host'
import { css, html, nothing, type PropertyValues } from 'lit'
import { property } from 'lit/decorators.js'
import { visuallyHiddenStyles } from '../../primitives/shared/shared-styles.js'
import { KwPublicElement } from '../shared/public-element.js'
import { pillStyles } from '../shared/public-element.styles.js'
import { AccountIdentity } from './account-identity.js'

/**
 * The connected account as a pill: avatar, native balance and the account's name (its
 * registered name, else the name and avatar of its identity) or else the address truncated
 * 4 + 6 (docs/limits.md#display). Clicking it opens the Account view, or unsupported-chain while the
 * wallet is on a network the app does not configure. Renders nothing while disconnected;
 * while a returning visitor's stored account is being confirmed it shows that account.
 *
 * Its CSS properties come from the client's theme (the `themeVariables` option, `setTheme`):
 * the element applies the theme to itself, so a page stylesheet does not override them.
 *
 * @summary The connected account (avatar, balance, address) as a pill; opens the Account view.
 * @csspart button - The pill `<button>`.
 * @cssprop --kw-font-family - The font.
 * @cssprop --kw-font-size-master - Base font size; the label is sized from it.
 * @cssprop --kw-color-mix - Tint blended into the pill's surface (see `--kw-color-mix-strength`).
 * @cssprop --kw-accent - The focus ring's colour.
 */
export class KwAccountButton extends KwPublicElement {
  static override styles = [
    pillStyles,
    visuallyHiddenStyles,
    css`
      /* A balance that could not be refreshed: still readable, visibly not current. */
      .stale,
      .stale .muted {
        color: var(--kw-color-fg-tertiary);
        font-style: italic;
      }
      /* A long ENS / SNS name ends in an ellipsis; the title holds all of it. */
      .label {
        max-width: 14em;
        overflow: hidden;
        text-overflow: ellipsis;
        white-space: nowrap;
      }
    `,
  ]

  /** Hide the balance (e.g. in a narrow header). */
  @property({ type: Boolean, attribute: 'hide-balance' }) hideBalance = false
  private balanceKey = ''
  private readonly identity = new AccountIdentity(this)

  protected override watchedStates(client: KeywayClient): object[] {
    return [
      ...super.watchedStates(client),
      keywayHost(client).state.account,
      keywayHost(client).state.chain,
      keywayHost(client).state.balance,
    ]
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed)
    const client = this.client
    const namespace = keywayHost(client)?.state.chain.activeNamespace
    const address = namespace ? keywayHost(client)?.getAccountState(namespace).address : undefined
    this.identity.watch(keywayHost(client), address)
    const key = `${address}@${keywayHost(client)?.state.chain.activeCaipNetwork?.caipNetworkId}`
    if (client && address && !this.hideBalance && key !== this.balanceKey) {
      this.balanceKey = key
      keywayHost(client)
        .fetchNativeBalance({ signal: this.signal })
        .catch(() => undefined)
    }
  }

  /**
   * A balance that could not be refreshed is never shown as current: muted, "(out of date)"
   * in the button's name, and the reason as its title.
   */
  private renderBalance(amount: string, symbol: string | undefined, stale: boolean) {
    const balance = html`<kw-balance class="muted" amount=${amount} symbol=${symbol ?? ''}></kw-balance>`
    if (!stale) return balance
    return html`<span class="stale" title=${this.t('account.balanceOutOfDateHint')}
      >${balance}<span class="visually-hidden">${this.t('account.balanceOutOfDate')}</span></span
    >`
  }

  override render() {
    const client = this.client
    const namespace = keywayHost(client)?.state.chain.activeNamespace
    if (!client || !namespace) return nothing
    const account = keywayHost(client).getAccountState(namespace)
    // 'reconnecting': the stored account of a returning visitor, shown until confirmed.
    const shown = account.status === 'connected' || account.status === 'reconnecting'
    if (!shown || !account.address) return nothing
    const { nativeBalance, nativeSymbol, nativeBalanceStale } = keywayHost(client).state.balance
    const name = account.profileName || this.identity.current?.name
    const avatar = account.profileImage || this.identity.current?.avatar
    const label = name || truncateAddress(account.address)
    return html`<button
      class="pill"
      part="button"
      type="button"
      aria-haspopup="dialog"
      @click=${() => openModal(client)}
    >
      <!-- The name comes from the content, so it holds every visible word (WCAG 2.5.3
        Label in Name): "Account", then the balance and the address as shown. -->
      <span class="visually-hidden">${this.t('title.Account')}</span>
      <kw-avatar size="s" address=${account.address} src=${avatar ?? ''}></kw-avatar>
      ${
        this.hideBalance || nativeBalance === undefined
          ? nothing
          : html`${this.renderBalance(nativeBalance, nativeSymbol, nativeBalanceStale)}<span
              class="divider"
            ></span>`
      }
      <span class="label" title=${name || account.address}>${label}</span>
    </button>`
  }
}
