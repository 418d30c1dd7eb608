import '../english.js'
import '../../primitives/input/input.js'
import '../../primitives/skeleton/skeleton.js'
import '../../primitives/token-item/token-item.js'
import { defineElement } from '../../primitives/shared/define-element.js'
import { KwWalletSendSelectTokenView } from './wallet-send-select-token-view.component.js'

defineElement('kw-wallet-send-select-token-view', KwWalletSendSelectTokenView)

declare global {
  interface HTMLElementTagNameMap {
    'kw-wallet-send-select-token-view': KwWalletSendSelectTokenView
  }
}

export { KwWalletSendSelectTokenView }
