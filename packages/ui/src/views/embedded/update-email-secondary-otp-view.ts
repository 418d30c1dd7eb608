import '../english.js'
import '../../primitives/button/button.js'
import '../../primitives/icon/icon.js'
import { defineElement } from '../../primitives/shared/define-element.js'
import { KwUpdateEmailSecondaryOtpView } from './update-email-otp-view.component.js'

defineElement('kw-update-email-secondary-otp-view', KwUpdateEmailSecondaryOtpView)

declare global {
  interface HTMLElementTagNameMap {
    'kw-update-email-secondary-otp-view': KwUpdateEmailSecondaryOtpView
  }
}

export { KwUpdateEmailSecondaryOtpView }
