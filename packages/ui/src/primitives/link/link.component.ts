import { css, html, LitElement, nothing } from 'lit'
import { property } from 'lit/decorators.js'
import type { IconName } from '../icon/icons.js'
import { baseStyles, buttonResetStyles } from '../shared/shared-styles.js'

/**
 * A text button ("Copy link", "Get started"), or an external link when `href` is given
 * (opened in a new tab, without opener access).
 *
 * @summary A text button, or an external link that opens in a new tab.
 * @slot - The text.
 * @csspart base - The inner `<button>` or `<a>`.
 * @event click - Native click; not fired while disabled.
 */
export class KwLink extends LitElement {
  static override shadowRootOptions: ShadowRootInit = {
    ...LitElement.shadowRootOptions,
    delegatesFocus: true,
  }
  static override styles = [
    baseStyles,
    buttonResetStyles,
    css`
      :host {
        display: inline-flex;
      }
      button,
      a {
        display: inline-flex;
        align-items: center;
        gap: var(--kw-spacing-1);
        padding: var(--kw-spacing-1) var(--kw-spacing-2);
        margin: calc(var(--kw-spacing-1) * -1) calc(var(--kw-spacing-2) * -1);
        border-radius: var(--kw-radius-s);
        color: var(--kw-link-color, var(--kw-color-accent));
        font-size: var(--kw-font-size-small);
        font-weight: var(--kw-font-weight-semibold);
        text-decoration: none;
        transition: background-color var(--kw-duration-fast) var(--kw-ease-out);
      }
      :host([color='secondary']) {
        --kw-link-color: var(--kw-color-fg-secondary);
      }
      button:hover:not(:disabled),
      a:hover {
        background: var(--kw-color-accent-subtle);
      }
      button:disabled {
        opacity: 0.5;
      }
      kw-icon {
        --kw-icon-size: var(--kw-size-icon-s);
      }
    `,
  ]

  @property() href = ''
  @property() icon: IconName | '' = ''
  @property({ reflect: true }) color: 'accent' | 'secondary' = 'accent'
  @property({ type: Boolean, reflect: true }) disabled = false

  override render() {
    const icon = this.icon ? html`<kw-icon name=${this.icon}></kw-icon>` : nothing
    if (this.href) {
      return html`<a part="base" href=${this.href} target="_blank" rel="noopener noreferrer"
        >${icon}<slot></slot
      ></a>`
    }
    return html`<button part="base" type="button" ?disabled=${this.disabled}>
      ${icon}<slot></slot>
    </button>`
  }
}
