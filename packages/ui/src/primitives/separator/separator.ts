import { defineElement } from '../shared/define-element.js'
import { KwSeparator } from './separator.component.js'

defineElement('kw-separator', KwSeparator)

declare global {
  interface HTMLElementTagNameMap {
    'kw-separator': KwSeparator
  }
}

export { KwSeparator }
