import { defineElement } from '../shared/define-element.js'
import { KwNetworkImage } from './network-image.component.js'

defineElement('kw-network-image', KwNetworkImage)

declare global {
  interface HTMLElementTagNameMap {
    'kw-network-image': KwNetworkImage
  }
}

export { KwNetworkImage }
