import { css, html, LitElement, nothing } from 'lit'
import { property } from 'lit/decorators.js'
import { baseStyles } from '../shared/shared-styles.js'

/**
 * A horizontal rule, optionally with a word in the middle ("or").
 *
 * @summary A horizontal rule, optionally with a word in the middle.
 * @cssproperty --kw-separator-color - Line colour.
 */
export class KwSeparator extends LitElement {
  static override styles = [
    baseStyles,
    css`
      :host {
        display: flex;
        align-items: center;
        gap: var(--kw-spacing-3);
        color: var(--kw-color-fg-tertiary);
        font-size: var(--kw-font-size-tiny);
        font-weight: var(--kw-font-weight-medium);
      }
      .line {
        flex: 1;
        height: 1px;
        background: var(--kw-separator-color, var(--kw-color-border));
      }
    `,
  ]

  /** Text in the middle, e.g. "or"; empty for a plain line. */
  @property() text = ''

  override render() {
    if (!this.text) return html`<span class="line" role="separator"></span>`
    return html`<span class="line" aria-hidden="true"></span><span>${this.text}</span
      ><span class="line" aria-hidden="true"></span>${nothing}`
  }
}
