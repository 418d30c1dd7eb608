import { html, LitElement, type PropertyValues, svg } from 'lit'
import { property, state } from 'lit/decorators.js'
import { baseStyles } from '../shared/shared-styles.js'
import { networkColors } from './network-glyph.js'
import { networkImageStyles } from './network-image.styles.js'

export type NetworkImageSize = 'xs' | 's' | 'm' | 'l'

/** A hexagon on the 24-unit grid, corners slightly rounded by the stroke join. */
const HEXAGON = 'M12 1.6l9 5.2v10.4l-9 5.2-9-5.2V6.8z'
/** The inner mark: three linked nodes, a chain drawn as a small network. */
const MARK = svg`<g fill="none" stroke="#fff" stroke-width="1.6" stroke-linecap="round" opacity="0.95">
  <path d="M12 8.2v3.8M12 12l-3.4 2.6M12 12l3.4 2.6" />
</g><g fill="#fff"><circle cx="12" cy="7.6" r="1.9" /><circle cx="8.2" cy="15" r="1.9" /><circle cx="15.8" cy="15" r="1.9" /></g>`

/**
 * A network's image. Networks usually come without one, so the fallback is drawn rather
 * than spelled: a hexagon in a colour derived from the network id with a small
 * linked-nodes mark — a graphic, not initials, so there is no text to keep readable.
 *
 * Decorative by default (the network name is beside it); give `label` to announce it.
 *
 * @summary A network's image, or a drawn hexagon in the network's colour.
 * @csspart image - The `<img>` or the fallback `<svg>`.
 * @cssproperty --kw-network-image-size - Width and height.
 */
export class KwNetworkImage extends LitElement {
  static override styles = [baseStyles, networkImageStyles]

  @property() src = ''
  /** The network's name; the colour key when there is no id. */
  @property() name = ''
  /** CAIP-2 id: the colour key of the fallback. */
  @property({ attribute: 'network-id' }) networkId = ''
  /** xs 20px, s 28px, m 40px (default), l 64px. */
  @property({ reflect: true }) size: NetworkImageSize = 'm'
  /** Accessible name; empty keeps the image decorative. */
  @property() label = ''

  @state() private failed = false

  protected override willUpdate(changed: PropertyValues<this>) {
    if (changed.has('src')) this.failed = false
  }

  override render() {
    if (this.src && !this.failed) {
      return html`<img
        part="image"
        src=${this.src}
        alt=${this.label}
        decoding="async"
        draggable="false"
        @error=${() => {
          this.failed = true
        }}
      />`
    }
    const key = this.networkId || this.name
    const { from, to } = networkColors(key)
    // Gradient ids are per shadow root, so two images on a page do not clash.
    return html`<svg
      part="image"
      viewBox="0 0 24 24"
      role=${this.label ? 'img' : 'presentation'}
      aria-hidden=${this.label ? 'false' : 'true'}
      aria-label=${this.label || ''}
      focusable="false"
      data-fallback
    >
      <defs>
        <linearGradient id="fill" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stop-color=${from} />
          <stop offset="1" stop-color=${to} />
        </linearGradient>
      </defs>
      <path d=${HEXAGON} fill="url(#fill)" stroke="url(#fill)" stroke-width="1.2" stroke-linejoin="round" />
      ${MARK}
    </svg>`
  }
}
