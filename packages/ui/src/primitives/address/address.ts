import { defineElement } from '../shared/define-element.js'
import { KwAddress } from './address.component.js'

defineElement('kw-address', KwAddress)

declare global {
  interface HTMLElementTagNameMap {
    'kw-address': KwAddress
  }
}

export { KwAddress }
