import '../../primitives/wallet-image/wallet-image.js'
import { defineElement } from '../../primitives/shared/define-element.js'
import { KwNetworkButton } from './network-button.component.js'

defineElement('kw-network-button', KwNetworkButton)

declare global {
  interface HTMLElementTagNameMap {
    'kw-network-button': KwNetworkButton
  }
}

export { KwNetworkButton }
