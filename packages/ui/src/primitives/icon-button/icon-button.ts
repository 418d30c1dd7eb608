import '../icon/icon.js'
import { defineElement } from '../shared/define-element.js'
import { KwIconButton } from './icon-button.component.js'

defineElement('kw-icon-button', KwIconButton)

declare global {
  interface HTMLElementTagNameMap {
    'kw-icon-button': KwIconButton
  }
}

export { KwIconButton }
