import { defineElement } from '../../primitives/shared/define-element.js'
import { KwButton } from './button.component.js'

defineElement('kw-button', KwButton)

declare global {
  interface HTMLElementTagNameMap {
    'kw-button': KwButton
  }
}

export { KwButton }
