import '../english.js'
import '../../primitives/button/button.js'
import '../../primitives/input/input.js'
import '../../primitives/skeleton/skeleton.js'
import '../../primitives/wallet-item/wallet-item.js'
import { defineElement } from '../../primitives/shared/define-element.js'
import { KwAllWalletsView } from './all-wallets-view.component.js'

defineElement('kw-all-wallets-view', KwAllWalletsView)

declare global {
  interface HTMLElementTagNameMap {
    'kw-all-wallets-view': KwAllWalletsView
  }
}

export { KwAllWalletsView }
