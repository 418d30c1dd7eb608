import '../chip/chip.js'
import '../icon/icon.js'
import '../spinner/spinner.js'
import { defineElement } from '../shared/define-element.js'
import { KwListItem } from './list-item.component.js'

defineElement('kw-list-item', KwListItem)

declare global {
  interface HTMLElementTagNameMap {
    'kw-list-item': KwListItem
  }
}

export { KwListItem }
