import '../english.js'
import '../../primitives/button/button.js'
import '../../primitives/icon/icon.js'
import '../../primitives/input/input.js'
import { defineElement } from '../../primitives/shared/define-element.js'
import { KwEmailLoginView } from './email-login-view.component.js'

defineElement('kw-email-login-view', KwEmailLoginView)

declare global {
  interface HTMLElementTagNameMap {
    'kw-email-login-view': KwEmailLoginView
  }
}

export { KwEmailLoginView }
