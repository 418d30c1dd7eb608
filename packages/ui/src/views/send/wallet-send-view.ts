import '../english.js'
import '../../primitives/avatar/avatar.js'
import '../../primitives/button/button.js'
import '../../primitives/icon/icon.js'
import '../../primitives/input/input.js'
import '../../primitives/wallet-image/wallet-image.js'
import { defineElement } from '../../primitives/shared/define-element.js'
import { KwWalletSendView } from './wallet-send-view.component.js'

defineElement('kw-wallet-send-view', KwWalletSendView)

declare global {
  interface HTMLElementTagNameMap {
    'kw-wallet-send-view': KwWalletSendView
  }
}

export { KwWalletSendView }
