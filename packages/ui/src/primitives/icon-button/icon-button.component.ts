import { html, LitElement } from 'lit'
import { property } from 'lit/decorators.js'
import type { IconName } from '../icon/icons.js'
import { baseStyles, buttonResetStyles } from '../shared/shared-styles.js'
import { iconButtonStyles } from './icon-button.styles.js'

/**
 * A round button that shows only an icon (close, back, copy...). `label` is required: it
 * is the button's accessible name, since there is no visible text.
 *
 * @summary A round button that shows only an icon; its label is the accessible name.
 * @csspart base - The inner `<button>`.
 * @cssproperty --kw-icon-button-size - Width and height.
 * @cssproperty --kw-icon-button-fg - Icon colour.
 * @event click - Native click; not fired while disabled.
 */
export class KwIconButton extends LitElement {
  static override shadowRootOptions: ShadowRootInit = {
    ...LitElement.shadowRootOptions,
    delegatesFocus: true,
  }
  static override styles = [baseStyles, buttonResetStyles, iconButtonStyles]

  @property({ reflect: true }) icon: IconName | '' = ''
  /** Required: the accessible name (e.g. "Close", "Back"). */
  @property() label = ''
  @property({ reflect: true }) variant: 'ghost' | 'neutral' | 'accent' = 'ghost'
  /** s 24px, m 32px (default), l 40px. */
  @property({ reflect: true }) size: 's' | 'm' | 'l' = 'm'
  @property({ type: Boolean, reflect: true }) disabled = false

  override render() {
    // Without a label the button would be nameless; the icon name is a last resort that
    // screen readers can at least read out.
    return html`<button
      part="base"
      type="button"
      aria-label=${this.label || this.icon}
      title=${this.label}
      ?disabled=${this.disabled}
    >
      <kw-icon name=${this.icon}></kw-icon>
    </button>`
  }
}
