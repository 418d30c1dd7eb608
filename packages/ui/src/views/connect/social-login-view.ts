import '../english.js'
import { defineElement } from '../../primitives/shared/define-element.js'
import { KwSocialLoginView } from './social-login-view.component.js'

defineElement('kw-social-login-view', KwSocialLoginView)

declare global {
  interface HTMLElementTagNameMap {
    'kw-social-login-view': KwSocialLoginView
  }
}

export { KwSocialLoginView }
