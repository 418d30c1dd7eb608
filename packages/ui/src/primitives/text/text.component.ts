import { html, LitElement, type PropertyValues } from 'lit'
import { property } from 'lit/decorators.js'
import { baseStyles } from '../shared/shared-styles.js'
import { textStyles } from './text.styles.js'

export type TextVariant =
  | 'large-title'
  | 'title'
  | 'paragraph'
  | 'body'
  | 'small'
  | 'micro'
  | 'mono'
export type TextColor =
  | 'primary'
  | 'secondary'
  | 'tertiary'
  | 'accent'
  | 'error'
  | 'success'
  | 'inherit'

/**
 * Text in the type scale of the theme.
 *
 * Variants: large-title 22px, title 18px, paragraph 16px medium, body 14px, small 14px
 * medium, micro 12px, mono 14px monospace (sizes at the default 10px base font).
 *
 * @summary Text in the theme's type scale (title, body, small, mono...).
 * @slot - The text.
 * @cssproperty --kw-text-color - Overrides the colour.
 */
export class KwText extends LitElement {
  static override styles = [baseStyles, textStyles]

  @property({ reflect: true }) variant: TextVariant = 'body'
  @property({ reflect: true }) color: TextColor = 'primary'
  @property({ reflect: true }) align: 'left' | 'center' | 'right' = 'left'
  /** One line with an ellipsis. */
  @property({ type: Boolean, reflect: true }) truncate = false
  /** Flows inline in a sentence instead of as a block. */
  @property({ type: Boolean, reflect: true }) inline = false
  /** When set (1-6), the text is exposed as a heading of that level. */
  @property({ type: Number }) level: number | undefined = undefined

  protected override updated(changed: PropertyValues<this>) {
    if (!changed.has('level')) return
    // The heading role goes on the host, where the modal's aria-labelledby can point at it.
    if (this.level !== undefined && this.level >= 1 && this.level <= 6) {
      this.setAttribute('role', 'heading')
      this.setAttribute('aria-level', String(this.level))
    } else {
      this.removeAttribute('role')
      this.removeAttribute('aria-level')
    }
  }

  override render() {
    return html`<slot></slot>`
  }
}
