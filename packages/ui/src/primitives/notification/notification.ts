import '../icon/icon.js'
import '../spinner/spinner.js'
import { defineElement } from '../shared/define-element.js'
import { KwNotification } from './notification.component.js'

defineElement('kw-notification', KwNotification)

declare global {
  interface HTMLElementTagNameMap {
    'kw-notification': KwNotification
  }
}

export { KwNotification }
