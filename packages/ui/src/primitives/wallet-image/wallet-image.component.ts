import { html, LitElement, type PropertyValues } from 'lit'
import { property, state } from 'lit/decorators.js'
import { baseStyles } from '../shared/shared-styles.js'
import { walletImageStyles } from './wallet-image.styles.js'
import { walletInitials } from './wallet-initials.js'

export { walletInitials }

export type WalletImageSize = 'xs' | 's' | 'm' | 'l' | 'xl'

/**
 * A wallet's icon. The image loads lazily; without an image, or when it fails to load,
 * the wallet's initials (or a generic wallet icon when no name is known) take its place.
 *
 * Decorative by default (the wallet name is beside it); give `label` to announce it.
 *
 * @summary A wallet's icon, or its initials when there is no image.
 * @csspart image - The `<img>`.
 * @cssproperty --kw-wallet-image-size - Width and height.
 * @cssproperty --kw-wallet-image-radius - Corner radius.
 */
export class KwWalletImage extends LitElement {
  static override styles = [baseStyles, walletImageStyles]

  @property() src = ''
  /** The wallet's name, for the initials fallback. */
  @property() name = ''
  /** xs 20px, s 28px, m 40px (default), l 64px, xl 80px. */
  @property({ reflect: true }) size: WalletImageSize = 'm'
  /** Accessible name; empty keeps the image decorative. */
  @property() label = ''

  @state() private failed = false

  protected override willUpdate(changed: PropertyValues<this>) {
    // A new source gets a new chance to load.
    if (changed.has('src')) this.failed = false
  }

  override render() {
    const alt = this.label
    if (this.src && !this.failed) {
      return html`<img
        part="image"
        src=${this.src}
        alt=${alt}
        loading="lazy"
        decoding="async"
        draggable="false"
        @error=${() => {
          this.failed = true
        }}
      />`
    }
    const initials = walletInitials(this.name)
    const labelAttrs = alt ? { role: 'img', label: alt } : undefined
    if (initials) {
      return html`<span
        class="fallback"
        role=${labelAttrs?.role ?? 'presentation'}
        aria-label=${labelAttrs?.label ?? ''}
        aria-hidden=${labelAttrs ? 'false' : 'true'}
        >${initials}</span
      >`
    }
    return html`<span class="fallback"><kw-icon name="wallet" label=${alt}></kw-icon></span>`
  }
}
