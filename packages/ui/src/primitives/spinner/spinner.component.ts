import { html, LitElement, nothing } from 'lit'
import { property } from 'lit/decorators.js'
import { baseStyles, visuallyHiddenStyles } from '../shared/shared-styles.js'
import { spinnerStyles } from './spinner.styles.js'

/**
 * A loading indicator.
 *
 * Decorative (hidden) by default, e.g. inside a busy button; with `label` it is a polite
 * status that screen readers announce.
 *
 * @summary A loading indicator, announced as a status when labelled.
 * @cssproperty --kw-spinner-size - Width and height.
 * @cssproperty --kw-spinner-color - Arc colour (default: the accent).
 */
export class KwSpinner extends LitElement {
  static override styles = [baseStyles, visuallyHiddenStyles, spinnerStyles]

  /** s 16px, m 20px (default), l 32px. */
  @property({ reflect: true }) size: 's' | 'm' | 'l' = 'm'
  /** Announced text, e.g. "Loading"; empty keeps the spinner decorative. */
  @property() label = ''

  override render() {
    const spinner = html`<svg viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
      <circle class="track" cx="12" cy="12" r="9.5" stroke-width="3" />
      <path class="arc" d="M12 2.5a9.5 9.5 0 0 1 9.5 9.5" stroke-width="3" />
    </svg>`
    if (!this.label) return spinner
    return html`<span role="status">${spinner}<span class="visually-hidden">${this.label}</span></span>${nothing}`
  }
}
