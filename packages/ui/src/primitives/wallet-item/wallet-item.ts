import '../spinner/spinner.js'
import { defineElement } from '../../primitives/shared/define-element.js'
import { KwWalletItem } from './wallet-item.component.js'

// Importing this module defines the row (All wallets, a page using the primitives). The
// Connect view does not import it: it defines the row when it is created (its constructor).
defineElement('kw-wallet-item', KwWalletItem)

declare global {
  interface HTMLElementTagNameMap {
    'kw-wallet-item': KwWalletItem
  }
}

export { KwWalletItem }
