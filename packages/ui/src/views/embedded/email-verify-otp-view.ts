import '../english.js'
import '../../primitives/button/button.js'
import '../../primitives/icon/icon.js'
import { defineElement } from '../../primitives/shared/define-element.js'
import { KwEmailVerifyOtpView } from './email-verify-otp-view.component.js'

defineElement('kw-email-verify-otp-view', KwEmailVerifyOtpView)

declare global {
  interface HTMLElementTagNameMap {
    'kw-email-verify-otp-view': KwEmailVerifyOtpView
  }
}

export { KwEmailVerifyOtpView }
