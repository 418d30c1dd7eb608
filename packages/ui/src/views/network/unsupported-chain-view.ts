import '../english.js'
import '../../primitives/button/button.js'
import '../../primitives/icon/icon.js'
import '../../primitives/network-item/network-item.js'
import '../../primitives/spinner/spinner.js'
import '../../primitives/wallet-image/wallet-image.js'
import { defineElement } from '../../primitives/shared/define-element.js'
import { KwUnsupportedChainView } from './unsupported-chain-view.component.js'

defineElement('kw-unsupported-chain-view', KwUnsupportedChainView)

declare global {
  interface HTMLElementTagNameMap {
    'kw-unsupported-chain-view': KwUnsupportedChainView
  }
}

export { KwUnsupportedChainView }
