import { truncateAddress } from '@keyway/core'
import { css, html, LitElement } from 'lit'
import { property } from 'lit/decorators.js'
import { baseStyles } from '../shared/shared-styles.js'

/**
 * An address shortened to 4 + 6 characters (docs/limits.md#display, core's `truncateAddress`), with the
 * full address as its title and accessible name.
 *
 * @summary An address shortened to 4 + 6 characters, with the full address as its title.
 * @csspart base - The text.
 */
export class KwAddress extends LitElement {
  static override styles = [
    baseStyles,
    css`
      :host {
        display: inline-flex;
        min-width: 0;
        color: inherit;
        font-variant-numeric: tabular-nums;
      }
    `,
  ]

  @property() address = ''

  override render() {
    return html`<span part="base" title=${this.address} aria-label=${this.address}
      >${truncateAddress(this.address)}</span
    >`
  }
}
