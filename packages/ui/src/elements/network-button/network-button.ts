import { KwNetworkImage } from '../../primitives/network-image/network-image.component.js'
import { defineElement } from '../../primitives/shared/define-element.js'
import { KwNetworkButton } from './network-button.component.js'

// Registered here too: this file is in the package's sideEffects list, network-image.ts
// not yet, and a bundler would drop a bare import of it.
defineElement('kw-network-image', KwNetworkImage)
defineElement('kw-network-button', KwNetworkButton)

declare global {
  interface HTMLElementTagNameMap {
    'kw-network-button': KwNetworkButton
  }
}

export { KwNetworkButton }
