import '../icon/icon.js'
import { defineElement } from '../shared/define-element.js'
import { KwWalletImage } from './wallet-image.component.js'

defineElement('kw-wallet-image', KwWalletImage)

declare global {
  interface HTMLElementTagNameMap {
    'kw-wallet-image': KwWalletImage
  }
}

export { KwWalletImage }
