import { html, LitElement, nothing, svg } from 'lit'
import { property } from 'lit/decorators.js'
import { iconStyles } from './icon.styles.js'
import { ICONS, type IconName, isIconName } from './icons.js'

export type IconSize = 'xs' | 's' | 'm' | 'l' | 'xl'

/**
 * An inline SVG icon from the Keyway set.
 *
 * Decorative by default (hidden from assistive technology); give `label` when the icon
 * alone carries meaning.
 *
 * @summary An inline SVG icon from the Keyway set, decorative unless labelled.
 * @csspart svg - The SVG element.
 * @cssproperty --kw-icon-size - Width and height (default: the `size` token).
 * @cssproperty --kw-icon-color - Stroke colour (default: currentColor).
 */
export class KwIcon extends LitElement {
  static override styles = [iconStyles]

  /** Name of the icon; an unknown name renders nothing. */
  @property({ reflect: true }) name: IconName | '' = ''
  /** xs 12px, s 16px, m 20px (default), l 24px, xl 32px. */
  @property({ reflect: true }) size: IconSize = 'm'
  /** Accessible name; without it the icon is decorative. */
  @property() label = ''

  override render() {
    const icon = isIconName(this.name) ? ICONS[this.name] : undefined
    if (!icon) return nothing
    const labelled = this.label !== ''
    return html`<svg
      part="svg"
      viewBox="0 0 24 24"
      role=${labelled ? 'img' : 'presentation'}
      aria-hidden=${labelled ? 'false' : 'true'}
      aria-label=${labelled ? this.label : nothing}
      focusable="false"
    >${labelled ? svg`<title>${this.label}</title>` : nothing}${icon}</svg>`
  }
}
