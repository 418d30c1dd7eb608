import '../spinner/spinner.js'
import { defineWalletItem } from './define-wallet-item.js'
import { KwWalletItem } from './wallet-item.component.js'

defineWalletItem()

declare global {
  interface HTMLElementTagNameMap {
    'kw-wallet-item': KwWalletItem
  }
}

export { KwWalletItem }
