import '../wallet-image/wallet-image.js'
import '../balance/balance.js'
import { defineElement } from '../shared/define-element.js'
import { KwTokenItem } from './token-item.component.js'

defineElement('kw-token-item', KwTokenItem)

declare global {
  interface HTMLElementTagNameMap {
    'kw-token-item': KwTokenItem
  }
}

export { KwTokenItem }
