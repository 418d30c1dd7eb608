import '../english.js'
import '../../primitives/button/button.js'
import '../../primitives/icon/icon.js'
import '../../primitives/spinner/spinner.js'
import '../../primitives/wallet-image/wallet-image.js'
import { defineElement } from '../../primitives/shared/define-element.js'
import { KwConnectingExternalView } from './connecting-external-view.component.js'

defineElement('kw-connecting-external-view', KwConnectingExternalView)

declare global {
  interface HTMLElementTagNameMap {
    'kw-connecting-external-view': KwConnectingExternalView
  }
}

export { KwConnectingExternalView }
