import '../icon/icon.js'
import '../wallet-image/wallet-image.js'
import '../skeleton/skeleton.js'
import { defineElement } from '../shared/define-element.js'
import { KwQrCode } from './qr-code.component.js'

defineElement('kw-qr-code', KwQrCode)

declare global {
  interface HTMLElementTagNameMap {
    'kw-qr-code': KwQrCode
  }
}

export { KwQrCode }
