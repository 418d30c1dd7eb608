import '../icon/icon.js'
import { defineElement } from '../shared/define-element.js'
import { KwLink } from './link.component.js'

defineElement('kw-link', KwLink)

declare global {
  interface HTMLElementTagNameMap {
    'kw-link': KwLink
  }
}

export { KwLink }
