import { defineElement } from '../../primitives/shared/define-element.js'
import { KwConnectButton } from './connect-button.component.js'

defineElement('kw-connect-button', KwConnectButton)

declare global {
  interface HTMLElementTagNameMap {
    'kw-connect-button': KwConnectButton
  }
}

export { KwConnectButton }
