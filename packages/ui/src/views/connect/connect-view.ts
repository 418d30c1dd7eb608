import '../english-connect.js'
import '../../primitives/icon/icon.js'
import '../../primitives/list-item/list-item.js'
// The spinner of Retry in the wallet list's error row: loaded with the view, so it works offline.
import '../../primitives/spinner/spinner.js'
import { defineElement } from '../../primitives/shared/define-element.js'
import { KwConnectView } from './connect-view.component.js'

defineElement('kw-connect-view', KwConnectView)

declare global {
  interface HTMLElementTagNameMap {
    'kw-connect-view': KwConnectView
  }
}

export { KwConnectView }
