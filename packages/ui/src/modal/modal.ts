import { defineElement } from '../primitives/shared/define-element.js'
import { KwModal } from './shell/modal-shell.js'

defineElement('kw-modal', KwModal)

declare global {
  interface HTMLElementTagNameMap {
    'kw-modal': KwModal
  }
}

export { KwModal }
