import '../icon/icon.js'
import { defineElement } from '../shared/define-element.js'
import { KwInput } from './input.component.js'

defineElement('kw-input', KwInput)

declare global {
  interface HTMLElementTagNameMap {
    'kw-input': KwInput
  }
}

export { KwInput }
