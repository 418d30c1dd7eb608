import { html, LitElement, nothing } from 'lit'
import { property, query } from 'lit/decorators.js'
import type { IconName } from '../icon/icons.js'
import { baseStyles, buttonResetStyles, visuallyHiddenStyles } from '../shared/shared-styles.js'
import { inputStyles } from './input.styles.js'

export type InputType = 'text' | 'search' | 'email' | 'url'

/**
 * A text or search field with a label, an optional leading icon, a clear button and an
 * error text. Focus on the host moves to the `<input>`.
 *
 * @summary A text or search field with a label, leading icon, clear button and error text.
 * @csspart input - The `<input>`.
 * @csspart control - The box around the input.
 * @event input - Fired on every change of `value`, including clearing (composed, bubbles).
 * @event kw-clear - Fired after the clear button emptied the field.
 */
export class KwInput extends LitElement {
  static override shadowRootOptions: ShadowRootInit = {
    ...LitElement.shadowRootOptions,
    delegatesFocus: true,
  }
  static override styles = [baseStyles, buttonResetStyles, visuallyHiddenStyles, inputStyles]

  @property() value = ''
  /** The field's label; always the accessible name, visible unless `hide-label`. */
  @property() label = ''
  @property({ type: Boolean, attribute: 'hide-label' }) hideLabel = false
  @property() placeholder = ''
  @property() type: InputType = 'text'
  /** Leading icon (a search field gets "search" by default). */
  @property() icon: IconName | '' = ''
  /** Shows a clear button while the field has a value. */
  @property({ type: Boolean }) clearable = false
  /** Accessible name of the clear button. */
  @property({ attribute: 'clear-label' }) clearLabel = 'Clear'
  /** Error text shown under the field; the field is then marked invalid. */
  @property() error = ''
  @property({ type: Boolean, reflect: true }) disabled = false
  @property() name = ''
  @property() autocomplete = 'off'

  @query('input') private inputElement!: HTMLInputElement

  protected override willUpdate() {
    // Reflected so the invalid border can be styled from the host.
    this.toggleAttribute('invalid', this.error !== '')
  }

  override render() {
    const icon = this.icon || (this.type === 'search' ? 'search' : '')
    const invalid = this.error !== ''
    return html`<div class="field">
      <label for="input" class=${this.hideLabel ? 'visually-hidden' : ''}>${this.label}</label>
      <div class="control" part="control">
        ${icon ? html`<kw-icon name=${icon}></kw-icon>` : nothing}
        <input
          id="input"
          part="input"
          .value=${this.value}
          type=${this.type}
          name=${this.name || nothing}
          placeholder=${this.placeholder || nothing}
          autocomplete=${this.autocomplete}
          spellcheck="false"
          ?disabled=${this.disabled}
          aria-invalid=${invalid ? 'true' : 'false'}
          aria-describedby=${invalid ? 'error' : nothing}
          @input=${this.onInput}
        />
        ${
          this.clearable && this.value && !this.disabled
            ? html`<button class="clear" type="button" aria-label=${this.clearLabel} @click=${this.clear}>
              <kw-icon name="close"></kw-icon>
            </button>`
            : nothing
        }
      </div>
      ${
        invalid
          ? html`<div id="error" class="error" role="alert">
            <kw-icon name="error-circle"></kw-icon>${this.error}
          </div>`
          : nothing
      }
    </div>`
  }

  private onInput(event: Event) {
    // The native input event is composed, so it reaches the host's listeners after this.
    this.value = (event.target as HTMLInputElement).value
  }

  /** Empties the field, announces it like typing would, and keeps focus in the field. */
  clear() {
    this.value = ''
    this.dispatchEvent(new Event('input', { bubbles: true, composed: true }))
    this.dispatchEvent(new CustomEvent('kw-clear', { bubbles: true, composed: true }))
    this.inputElement?.focus()
  }
}
