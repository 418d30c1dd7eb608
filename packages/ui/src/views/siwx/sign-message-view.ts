import '../english.js'
import '../../primitives/button/button.js'
import { defineElement } from '../../primitives/shared/define-element.js'
import { KwSignMessageView } from './sign-message-view.component.js'

defineElement('kw-sign-message-view', KwSignMessageView)

declare global {
  interface HTMLElementTagNameMap {
    'kw-sign-message-view': KwSignMessageView
  }
}

export { KwSignMessageView }
