import '../english.js'
import '../../primitives/button/button.js'
import '../../primitives/qr-code/qr-code.js'
import { defineElement } from '../../primitives/shared/define-element.js'
import { KwConnectingWcView } from './connecting-wc-view.component.js'

defineElement('kw-connecting-wc-view', KwConnectingWcView)

declare global {
  interface HTMLElementTagNameMap {
    'kw-connecting-wc-view': KwConnectingWcView
  }
}

export { KwConnectingWcView }
