import { defineElement } from '../shared/define-element.js'
import { KwText } from './text.component.js'

defineElement('kw-text', KwText)

declare global {
  interface HTMLElementTagNameMap {
    'kw-text': KwText
  }
}

export { KwText }
