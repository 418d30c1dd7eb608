import '../english.js'
import '../../primitives/button/button.js'
import '../../primitives/icon/icon.js'
import '../../primitives/input/input.js'
import '../../primitives/skeleton/skeleton.js'
import '../../primitives/wallet-image/wallet-image.js'
import { defineElement } from '../../primitives/shared/define-element.js'
import { KwSwapView } from './swap-view.component.js'

defineElement('kw-swap-view', KwSwapView)

declare global {
  interface HTMLElementTagNameMap {
    'kw-swap-view': KwSwapView
  }
}

export { KwSwapView }
