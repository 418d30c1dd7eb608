import { defineElement } from '../shared/define-element.js'
import { KwIcon } from './icon.component.js'

defineElement('kw-icon', KwIcon)

declare global {
  interface HTMLElementTagNameMap {
    'kw-icon': KwIcon
  }
}

export { KwIcon }
