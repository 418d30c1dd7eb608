import '../../primitives/list-item/list-item.js'
import { defineElement } from '../../primitives/shared/define-element.js'
import { KwAccountList } from './account-list.component.js'

defineElement('kw-account-list', KwAccountList)

declare global {
  interface HTMLElementTagNameMap {
    'kw-account-list': KwAccountList
  }
}

export { KwAccountList }
