import '../icon/icon.js'
import { defineElement } from '../shared/define-element.js'
import { KwTabs } from './tabs.component.js'

defineElement('kw-tabs', KwTabs)

declare global {
  interface HTMLElementTagNameMap {
    'kw-tabs': KwTabs
  }
}

export { KwTabs }
