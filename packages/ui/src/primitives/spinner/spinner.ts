import { defineElement } from '../shared/define-element.js'
import { KwSpinner } from './spinner.component.js'

defineElement('kw-spinner', KwSpinner)

declare global {
  interface HTMLElementTagNameMap {
    'kw-spinner': KwSpinner
  }
}

export { KwSpinner }
