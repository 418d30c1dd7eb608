import { css, html, LitElement, type PropertyValues } from 'lit'
import { property, state } from 'lit/decorators.js'
import { styleMap } from 'lit/directives/style-map.js'
import { baseStyles } from '../shared/shared-styles.js'
import { avatarGradient } from './avatar-gradient.js'

/**
 * An account avatar: the profile image when known, otherwise a gradient derived from the
 * address. Decorative (the address or name is shown beside it).
 *
 * @summary An account's profile image, or a gradient derived from its address.
 * @csspart base - The round box.
 * @cssproperty --kw-avatar-size - Width and height.
 */
export class KwAvatar extends LitElement {
  static override styles = [
    baseStyles,
    css`
      :host {
        display: inline-flex;
        flex-shrink: 0;
        width: var(--kw-avatar-size, var(--kw-size-image-m));
        height: var(--kw-avatar-size, var(--kw-size-image-m));
      }
      :host([size='xs']) {
        --kw-avatar-size: var(--kw-size-image-xs);
      }
      :host([size='s']) {
        --kw-avatar-size: var(--kw-size-image-s);
      }
      :host([size='l']) {
        --kw-avatar-size: var(--kw-size-image-l);
      }
      :host([size='xl']) {
        --kw-avatar-size: var(--kw-size-image-xl);
      }
      .avatar {
        width: 100%;
        height: 100%;
        border-radius: var(--kw-radius-full);
        overflow: hidden;
        box-shadow: inset 0 0 0 1px var(--kw-color-border);
      }
      img {
        width: 100%;
        height: 100%;
        object-fit: cover;
        display: block;
      }
    `,
  ]

  @property() address = ''
  /** Profile image; the gradient is shown when absent or when it fails to load. */
  @property() src = ''
  /** xs 20px, s 28px, m 40px (default), l 64px, xl 80px. */
  @property({ reflect: true }) size: 'xs' | 's' | 'm' | 'l' | 'xl' = 'm'

  @state() private failed = false

  protected override willUpdate(changed: PropertyValues<this>) {
    if (changed.has('src')) this.failed = false
  }

  override render() {
    const showImage = this.src !== '' && !this.failed
    return html`<div
      part="base"
      class="avatar"
      aria-hidden="true"
      style=${styleMap(showImage ? {} : { background: avatarGradient(this.address) })}
    >
      ${
        showImage
          ? html`<img
            src=${this.src}
            alt=""
            decoding="async"
            @error=${() => {
              this.failed = true
            }}
          />`
          : null
      }
    </div>`
  }
}
