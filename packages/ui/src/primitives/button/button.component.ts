import { html, LitElement, nothing } from 'lit'
import { property } from 'lit/decorators.js'
import { OnDemandElements } from '../../primitives/shared/on-demand-elements.js'
import { baseStyles, buttonResetStyles } from '../../primitives/shared/shared-styles.js'
import type { IconName } from '../icon/icons.js'
import { buttonStyles } from './button.styles.js'

export type ButtonVariant = 'main' | 'accent' | 'neutral' | 'ghost' | 'danger'
export type ButtonSize = 's' | 'm' | 'l'

/**
 * A button that renders a real `<button>` (keyboard, focus and disabled semantics come
 * from the platform). Focus on the host moves to the inner button.
 *
 * Variants: main (filled accent), accent (tinted accent), neutral, ghost, danger.
 * While `loading`, the label stays in place (no layout jump), a spinner covers it and the
 * button is busy and disabled.
 *
 * @summary A button in one of five variants, with a loading state that keeps its size.
 * @slot - The label.
 * @slot icon - An icon before the label (or use the `icon` property).
 * @csspart base - The inner `<button>`.
 * @cssproperty --kw-button-bg - Background colour.
 * @cssproperty --kw-button-fg - Text colour.
 * @cssproperty --kw-button-height - Height.
 * @event click - Native click from the inner button; not fired while disabled or loading.
 */
export class KwButton extends LitElement {
  static override shadowRootOptions: ShadowRootInit = {
    ...LitElement.shadowRootOptions,
    delegatesFocus: true,
  }
  static override styles = [baseStyles, buttonResetStyles, buttonStyles]

  @property({ reflect: true }) variant: ButtonVariant = 'main'
  @property({ reflect: true }) size: ButtonSize = 'm'
  @property({ type: Boolean, reflect: true }) disabled = false
  @property({ type: Boolean, reflect: true }) loading = false
  @property({ type: Boolean, reflect: true, attribute: 'full-width' }) fullWidth = false
  /** Name of a kw-icon shown before the label. */
  @property() icon: IconName | '' = ''
  /** Accessible name when the visible label is not enough (e.g. "Copy link"). */
  @property() label = ''

  /**
   * The icon and the spinner are fetched the first time a button shows one: the connect
   * button, which a page loads first, shows neither until a connection starts, and inside
   * the modal both are defined already (the dialog and the views import them).
   */
  private readonly onDemand = new OnDemandElements({
    'kw-icon': () => import('../icon/icon.js'),
    'kw-spinner': () => import('../spinner/spinner.js'),
  })

  /** Also waits for the icon's or the spinner's module when one is on its way. */
  protected override async getUpdateComplete(): Promise<boolean> {
    const complete = await super.getUpdateComplete()
    if (!this.onDemand.loading) return complete
    await this.onDemand.settled()
    return super.getUpdateComplete()
  }

  override render() {
    if (this.icon) this.onDemand.need('kw-icon')
    if (this.loading) this.onDemand.need('kw-spinner')
    return html`<button
      part="base"
      type="button"
      ?disabled=${this.disabled || this.loading}
      aria-busy=${this.loading ? 'true' : 'false'}
      aria-label=${this.label || nothing}
    >
      <span class="icon" ?hidden=${!this.icon}>
        ${this.icon ? html`<kw-icon name=${this.icon}></kw-icon>` : nothing}
      </span>
      <slot name="icon" class="icon"></slot>
      <span class="label"><slot></slot></span>
      ${this.loading ? html`<kw-spinner size="s"></kw-spinner>` : nothing}
    </button>`
  }
}
