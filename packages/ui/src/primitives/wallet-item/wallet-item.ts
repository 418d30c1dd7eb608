import '../spinner/spinner.js'
import { defineElement } from '../shared/define-element.js'
import { KwWalletItem } from './wallet-item.component.js'

defineElement('kw-wallet-item', KwWalletItem)

declare global {
  interface HTMLElementTagNameMap {
    'kw-wallet-item': KwWalletItem
  }
}

export { KwWalletItem }
