import '../english.js'
import '../../primitives/button/button.js'
import '../../primitives/icon/icon.js'
import '../../primitives/qr-code/qr-code.js'
import { defineElement } from '../../primitives/shared/define-element.js'
import { KwConnectingFarcasterView } from './connecting-farcaster-view.component.js'

defineElement('kw-connecting-farcaster-view', KwConnectingFarcasterView)

declare global {
  interface HTMLElementTagNameMap {
    'kw-connecting-farcaster-view': KwConnectingFarcasterView
  }
}

export { KwConnectingFarcasterView }
