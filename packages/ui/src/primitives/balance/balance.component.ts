import { formatDisplayAmount } from '@keyway/core'
import { css, html, LitElement, nothing } from 'lit'
import { property } from 'lit/decorators.js'
import { baseStyles } from '../shared/shared-styles.js'

/**
 * An amount with its symbol, shown with at most 3 decimals (docs/limits.md#display, core's
 * `formatDisplayAmount`); the exact amount is the title.
 *
 * @summary An amount with its symbol, at most 3 decimals; the exact amount is the title.
 * @csspart amount - The number.
 * @csspart symbol - The symbol.
 */
export class KwBalance extends LitElement {
  static override styles = [
    baseStyles,
    css`
      :host {
        display: inline-flex;
        align-items: baseline;
        gap: 0.3em;
        font-variant-numeric: tabular-nums;
        color: inherit;
      }
      .symbol {
        color: var(--kw-balance-symbol-color, inherit);
      }
    `,
  ]

  /** The amount in display units (e.g. "1.23456" ETH, not wei). */
  @property() amount = ''
  @property() symbol = ''

  override render() {
    if (this.amount === '') return nothing
    const shown = formatDisplayAmount(this.amount)
    return html`<span part="amount" title=${this.amount}>${shown}</span>${
      this.symbol ? html`<span part="symbol" class="symbol">${this.symbol}</span>` : nothing
    }`
  }
}
