import '../../primitives/avatar/avatar.js'
import '../../primitives/balance/balance.js'
import { defineElement } from '../../primitives/shared/define-element.js'
import { KwAccountButton } from './account-button.component.js'

defineElement('kw-account-button', KwAccountButton)

declare global {
  interface HTMLElementTagNameMap {
    'kw-account-button': KwAccountButton
  }
}

export { KwAccountButton }
