import '../english.js'
import '../../primitives/button/button.js'
import '../../primitives/icon/icon.js'
import '../../primitives/spinner/spinner.js'
import { defineElement } from '../../primitives/shared/define-element.js'
import { KwEmailVerifyDeviceView } from './email-verify-device-view.component.js'

defineElement('kw-email-verify-device-view', KwEmailVerifyDeviceView)

declare global {
  interface HTMLElementTagNameMap {
    'kw-email-verify-device-view': KwEmailVerifyDeviceView
  }
}

export { KwEmailVerifyDeviceView }
