import '../icon/icon.js'
import '../wallet-image/wallet-image.js'
import '../chip/chip.js'
import '../spinner/spinner.js'
import { defineElement } from '../shared/define-element.js'
import { KwNetworkItem } from './network-item.component.js'

defineElement('kw-network-item', KwNetworkItem)

declare global {
  interface HTMLElementTagNameMap {
    'kw-network-item': KwNetworkItem
  }
}

export { KwNetworkItem }
