import { html, LitElement, nothing } from 'lit'
import { property } from 'lit/decorators.js'
import type { ChipVariant } from '../chip/chip.component.js'
import { rowStyles } from '../shared/row-styles.js'
import { baseStyles, buttonResetStyles } from '../shared/shared-styles.js'

/**
 * A wallet in a list: image, name and a tag such as "Installed", "Recent" or "QR code".
 * It renders a real `<button>` whose accessible name is the wallet name plus the tag.
 *
 * @summary A wallet in a list: image, name and a tag such as "Installed".
 * @csspart base - The row `<button>`.
 * @cssproperty --kw-row-bg - Row background.
 * @event click - Native click; not fired while disabled or loading.
 */
export class KwWalletItem extends LitElement {
  static override shadowRootOptions: ShadowRootInit = {
    ...LitElement.shadowRootOptions,
    delegatesFocus: true,
  }
  static override styles = [baseStyles, buttonResetStyles, rowStyles]

  @property() name = ''
  @property({ attribute: 'image-src' }) imageSrc = ''
  /** Tag text beside the name, e.g. "Installed". */
  @property() tag = ''
  @property({ attribute: 'tag-variant' }) tagVariant: ChipVariant = 'neutral'
  /** Shows a spinner while this wallet is connecting. */
  @property({ type: Boolean, reflect: true }) loading = false
  @property({ type: Boolean, reflect: true }) disabled = false
  /** Catalogue id or connector id, reflected for tests and styling. */
  @property({ attribute: 'wallet-id', reflect: true }) walletId = ''

  override render() {
    return html`<button
      part="base"
      class="row"
      type="button"
      ?disabled=${this.disabled}
      aria-busy=${this.loading ? 'true' : 'false'}
    >
      <kw-wallet-image src=${this.imageSrc} name=${this.name}></kw-wallet-image>
      <span class="text"><span class="label" title=${this.name || nothing}>${this.name}</span></span>
      <span class="trailing">
        ${this.loading ? html`<kw-spinner size="s"></kw-spinner>` : nothing}
        ${this.tag ? html`<kw-chip variant=${this.tagVariant}>${this.tag}</kw-chip>` : nothing}
      </span>
    </button>`
  }
}
