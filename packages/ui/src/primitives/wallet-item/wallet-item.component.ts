import { html, LitElement, nothing, type PropertyValues } from 'lit'
import { property, state } from 'lit/decorators.js'
import type { ChipVariant } from '../chip/chip.component.js'
import { rowStyles } from '../shared/row-styles.js'
import { baseStyles, buttonResetStyles } from '../shared/shared-styles.js'
import { walletInitials } from '../wallet-image/wallet-initials.js'
import { walletItemStyles } from './wallet-item.styles.js'

/**
 * A wallet in a list: image, name and a tag such as "Installed", "Recent" or "QR code".
 * It renders a real `<button>` whose accessible name is the wallet name plus the tag.
 * The row is flat (image, name and tag are plain elements of its button, the texts set
 * without extra markers), so a list of wallets stays a few nodes per row.
 *
 * @summary A wallet in a list: image, name and a tag such as "Installed".
 * @csspart base - The row `<button>`.
 * @csspart image - The wallet's picture (or its initials while it has none).
 * @csspart tag - The tag beside the name.
 * @cssproperty --kw-row-bg - Row background.
 * @event click - Native click; not fired while disabled or loading.
 */
export class KwWalletItem extends LitElement {
  static override shadowRootOptions: ShadowRootInit = {
    ...LitElement.shadowRootOptions,
    delegatesFocus: true,
  }
  static override styles = [baseStyles, buttonResetStyles, rowStyles, walletItemStyles]

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

  /** The image failed to load: the initials show until a new source is set. */
  @state() private failed = false

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('imageSrc')) this.failed = false
  }

  private renderImage() {
    if (this.imageSrc && !this.failed) {
      return html`<img
        class="image"
        part="image"
        src=${this.imageSrc}
        alt=""
        loading="lazy"
        decoding="async"
        draggable="false"
        @error=${() => {
          this.failed = true
        }}
      />`
    }
    // The initials are drawn by CSS from the attribute: no text node, and not in the name.
    return html`<span class="image" part="image" aria-hidden="true" data-initials=${walletInitials(this.name)}></span>`
  }

  // No whitespace between the elements and the texts set as properties: each text node or
  // marker comment would be one more node per row. The one space keeps name and tag apart
  // in the button's text.
  override render() {
    return html`<button part="base" class="row" type="button" ?disabled=${this.disabled} aria-busy=${this.loading ? 'true' : 'false'}>${this.renderImage()}<span class="label" title=${this.name || nothing} .textContent=${this.name}></span>${this.loading ? html`<kw-spinner size="s"></kw-spinner>` : nothing} <span class="tag" part="tag" data-variant=${this.tagVariant} ?hidden=${!this.tag} .textContent=${this.tag}></span></button>`
  }
}
