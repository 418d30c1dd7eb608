import '../english.js'
import '../../primitives/input/input.js'
import '../../primitives/skeleton/skeleton.js'
import '../../primitives/token-item/token-item.js'
import { defineElement } from '../../primitives/shared/define-element.js'
import { KwSwapSelectTokenView } from './swap-select-token-view.component.js'

defineElement('kw-swap-select-token-view', KwSwapSelectTokenView)

declare global {
  interface HTMLElementTagNameMap {
    'kw-swap-select-token-view': KwSwapSelectTokenView
  }
}

export { KwSwapSelectTokenView }
