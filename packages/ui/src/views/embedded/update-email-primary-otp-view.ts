import '../english.js'
import '../../primitives/button/button.js'
import '../../primitives/icon/icon.js'
import { defineElement } from '../../primitives/shared/define-element.js'
import { KwUpdateEmailPrimaryOtpView } from './update-email-otp-view.component.js'

defineElement('kw-update-email-primary-otp-view', KwUpdateEmailPrimaryOtpView)

declare global {
  interface HTMLElementTagNameMap {
    'kw-update-email-primary-otp-view': KwUpdateEmailPrimaryOtpView
  }
}

export { KwUpdateEmailPrimaryOtpView }
