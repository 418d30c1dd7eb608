import { css, html, LitElement, nothing } from 'lit'
import { property } from 'lit/decorators.js'
import { rowStyles } from '../shared/row-styles.js'
import { baseStyles } from '../shared/shared-styles.js'

/**
 * A token balance row: icon, name, symbol and the amount (3 decimals, docs/limits.md#display). Not
 * interactive; it sits in a list.
 *
 * @summary A token balance row: icon, name, symbol and amount.
 * @csspart base - The row.
 */
export class KwTokenItem extends LitElement {
  static override styles = [
    baseStyles,
    rowStyles,
    css`
      .amount {
        display: flex;
        flex-direction: column;
        align-items: flex-end;
        gap: var(--kw-spacing-05);
        font-size: var(--kw-font-size-small);
        font-weight: var(--kw-font-weight-semibold);
        color: var(--kw-color-fg-primary);
      }
      .value {
        font-size: var(--kw-font-size-tiny);
        font-weight: var(--kw-font-weight-regular);
        color: var(--kw-color-fg-secondary);
      }
    `,
  ]

  @property() name = ''
  @property() symbol = ''
  @property({ attribute: 'image-src' }) imageSrc = ''
  /** Amount in display units. */
  @property() amount = ''
  /** Optional fiat value text, already formatted (e.g. "$12.30"). */
  @property() value = ''

  override render() {
    return html`<div part="base" class="row">
      <kw-wallet-image
        size="s"
        src=${this.imageSrc}
        name=${this.symbol || this.name}
        style="--kw-wallet-image-radius: var(--kw-radius-full)"
      ></kw-wallet-image>
      <span class="text">
        <span class="label">${this.name}</span>
        <span class="description">${this.symbol}</span>
      </span>
      <span class="amount">
        <kw-balance amount=${this.amount} symbol=${this.symbol}></kw-balance>
        ${this.value ? html`<span class="value">${this.value}</span>` : nothing}
      </span>
    </div>`
  }
}
