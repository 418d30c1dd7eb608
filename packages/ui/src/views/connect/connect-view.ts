import '../english-connect.js'
// Retry in the wallet list's error row: loaded with the view, so it works offline.
import '../../primitives/button/button.js'
import '../../primitives/icon/icon.js'
import '../../primitives/list-item/list-item.js'
import '../../primitives/wallet-item/wallet-item.js'
import { defineElement } from '../../primitives/shared/define-element.js'
import { KwConnectView } from './connect-view.component.js'

defineElement('kw-connect-view', KwConnectView)

declare global {
  interface HTMLElementTagNameMap {
    'kw-connect-view': KwConnectView
  }
}

export { KwConnectView }
