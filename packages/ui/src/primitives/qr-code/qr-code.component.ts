import { html, LitElement, nothing, type PropertyValues, svg } from 'lit'
import { property } from 'lit/decorators.js'
import { styleMap } from 'lit/directives/style-map.js'
import { baseStyles } from '../shared/shared-styles.js'
import { qrCodeStyles } from './qr-code.styles.js'
import { createQrMatrix, dotsPath, findersPath, logoModules } from './qr-matrix.js'

/**
 * A QR code of `uri` drawn as SVG, with the wallet's logo in the centre. While `uri` is
 * empty a placeholder of the same size is shown (no layout jump when the pairing URI
 * arrives). The URI is mirrored on the host as `data-uri`, so end-to-end tests can read
 * the WalletConnect pairing URI without decoding the image.
 *
 * @summary A QR code of a URI drawn as SVG, with the wallet's logo in the centre.
 * @csspart frame - The white box around the code.
 * @cssproperty --kw-qr-size - Width and height of the box (default 232px).
 */
export class KwQrCode extends LitElement {
  static override styles = [baseStyles, qrCodeStyles]

  @property() uri = ''
  /** Side length in pixels; overrides --kw-qr-size when set. */
  @property({ type: Number }) size = 0
  /** Logo in the centre (e.g. the wallet's image). */
  @property({ attribute: 'image-src' }) imageSrc = ''
  /** Name for the logo's initials fallback. */
  @property({ attribute: 'image-name' }) imageName = ''
  /** Accessible name, e.g. "QR code to connect with MetaMask". */
  @property() label = 'QR code'

  private paths: { dots: string; finders: string; modules: number } | undefined

  protected override willUpdate(changed: PropertyValues<this>) {
    if (changed.has('uri') || changed.has('imageSrc') || changed.has('imageName')) {
      // Encoding runs only when the inputs change, not on every render.
      if (this.uri) {
        const matrix = createQrMatrix(this.uri)
        const withLogo = this.imageSrc !== '' || this.imageName !== ''
        this.paths = {
          dots: dotsPath(matrix, withLogo),
          finders: findersPath(matrix.size),
          modules: matrix.size,
        }
      } else {
        this.paths = undefined
      }
    }
    if (changed.has('uri')) {
      if (this.uri) this.dataset.uri = this.uri
      else delete this.dataset.uri
    }
  }

  override render() {
    const sizeStyle = styleMap(this.size > 0 ? { '--kw-qr-size': `${this.size}px` } : {})
    if (!this.paths) {
      return html`<kw-skeleton variant="rect" style=${sizeStyle}></kw-skeleton>`
    }
    const { dots, finders, modules } = this.paths
    const showLogo = this.imageSrc !== '' || this.imageName !== ''
    return html`<div part="frame" class="frame" role="img" aria-label=${this.label} style=${sizeStyle}>
      <svg viewBox="0 0 ${modules} ${modules}" aria-hidden="true" focusable="false" shape-rendering="geometricPrecision">
        ${svg`<path d=${finders} fill="currentColor" fill-rule="evenodd" />`}
        ${svg`<path d=${dots} fill="currentColor" />`}
      </svg>
      ${
        showLogo
          ? html`<span class="logo" data-modules=${logoModules(modules)}>
            <kw-wallet-image src=${this.imageSrc} name=${this.imageName}></kw-wallet-image>
          </span>`
          : nothing
      }
    </div>`
  }
}
