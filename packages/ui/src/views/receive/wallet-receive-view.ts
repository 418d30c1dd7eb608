import '../english.js'
import '../../primitives/button/button.js'
import '../../primitives/qr-code/qr-code.js'
import { KwNetworkImage } from '../../primitives/network-image/network-image.component.js'
import { defineElement } from '../../primitives/shared/define-element.js'
import { KwWalletReceiveView } from './wallet-receive-view.component.js'

// Registered here too: network-image.ts is not in the package's sideEffects list.
defineElement('kw-network-image', KwNetworkImage)
defineElement('kw-wallet-receive-view', KwWalletReceiveView)

declare global {
  interface HTMLElementTagNameMap {
    'kw-wallet-receive-view': KwWalletReceiveView
  }
}

export { KwWalletReceiveView }
