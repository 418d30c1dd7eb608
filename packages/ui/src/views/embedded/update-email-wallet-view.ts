import '../english.js'
import '../../primitives/button/button.js'
import '../../primitives/icon/icon.js'
import '../../primitives/input/input.js'
import { defineElement } from '../../primitives/shared/define-element.js'
import { KwUpdateEmailWalletView } from './update-email-wallet-view.component.js'

defineElement('kw-update-email-wallet-view', KwUpdateEmailWalletView)

declare global {
  interface HTMLElementTagNameMap {
    'kw-update-email-wallet-view': KwUpdateEmailWalletView
  }
}

export { KwUpdateEmailWalletView }
