import '../icon/icon.js'
import '../chip/chip.js'
import '../spinner/spinner.js'
import { KwNetworkImage } from '../network-image/network-image.component.js'
import { defineElement } from '../shared/define-element.js'
import { KwNetworkItem } from './network-item.component.js'

// Registered here as well as in network-image.ts: this file is in the package's
// sideEffects list, so a bundler keeps the registration of the child it renders.
defineElement('kw-network-image', KwNetworkImage)
defineElement('kw-network-item', KwNetworkItem)

declare global {
  interface HTMLElementTagNameMap {
    'kw-network-item': KwNetworkItem
  }
}

export { KwNetworkItem }
