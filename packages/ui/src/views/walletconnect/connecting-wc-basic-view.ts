import '../english.js'
import '../../primitives/button/button.js'
import '../../primitives/qr-code/qr-code.js'
import { defineElement } from '../../primitives/shared/define-element.js'
import { KwConnectingWcBasicView } from './connecting-wc-view.component.js'

defineElement('kw-connecting-wc-basic-view', KwConnectingWcBasicView)

declare global {
  interface HTMLElementTagNameMap {
    'kw-connecting-wc-basic-view': KwConnectingWcBasicView
  }
}

export { KwConnectingWcBasicView }
