import '../english.js'
import '../../primitives/button/button.js'
import '../../primitives/icon/icon.js'
import '../../primitives/input/input.js'
import { defineElement } from '../../primitives/shared/define-element.js'
import { KwRegisterAccountNameView } from './register-account-name-view.component.js'

defineElement('kw-register-account-name-view', KwRegisterAccountNameView)

declare global {
  interface HTMLElementTagNameMap {
    'kw-register-account-name-view': KwRegisterAccountNameView
  }
}

export { KwRegisterAccountNameView }
