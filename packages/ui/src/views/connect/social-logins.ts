import { defineElement } from '../../primitives/shared/define-element.js'
import { KwSocialLogins } from './social-logins.component.js'

defineElement('kw-social-logins', KwSocialLogins)

declare global {
  interface HTMLElementTagNameMap {
    'kw-social-logins': KwSocialLogins
  }
}

export { KwSocialLogins }
