import '../../primitives/avatar/avatar.js'
import '../../primitives/balance/balance.js'
import '../../primitives/icon-button/icon-button.js'
import '../../primitives/link/link.js'
import '../../primitives/list-item/list-item.js'
import '../../primitives/skeleton/skeleton.js'
import { defineElement } from '../../primitives/shared/define-element.js'
import { KwAccountView } from './account-view.component.js'

defineElement('kw-account-view', KwAccountView)

declare global {
  interface HTMLElementTagNameMap {
    'kw-account-view': KwAccountView
  }
}

export { KwAccountView }
