import '../english.js'
import '../../primitives/avatar/avatar.js'
import '../../primitives/button/button.js'
import { defineElement } from '../../primitives/shared/define-element.js'
import { KwRegisterAccountNameSuccessView } from './register-account-name-success-view.component.js'

defineElement('kw-register-account-name-success-view', KwRegisterAccountNameSuccessView)

declare global {
  interface HTMLElementTagNameMap {
    'kw-register-account-name-success-view': KwRegisterAccountNameSuccessView
  }
}

export { KwRegisterAccountNameSuccessView }
