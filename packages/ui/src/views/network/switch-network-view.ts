import '../english.js'
import '../../primitives/button/button.js'
import '../../primitives/icon/icon.js'
import '../../primitives/network-item/network-item.js'
import '../../primitives/spinner/spinner.js'
import '../../primitives/wallet-image/wallet-image.js'
import { defineElement } from '../../primitives/shared/define-element.js'
import { KwSwitchNetworkView } from './switch-network-view.component.js'

defineElement('kw-switch-network-view', KwSwitchNetworkView)

declare global {
  interface HTMLElementTagNameMap {
    'kw-switch-network-view': KwSwitchNetworkView
  }
}

export { KwSwitchNetworkView }
