import { defineElement } from '../shared/define-element.js'
import { KwBalance } from './balance.component.js'

defineElement('kw-balance', KwBalance)

declare global {
  interface HTMLElementTagNameMap {
    'kw-balance': KwBalance
  }
}

export { KwBalance }
