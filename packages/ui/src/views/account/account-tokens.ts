import '../../primitives/icon/icon.js'
import '../../primitives/skeleton/skeleton.js'
import '../../primitives/token-item/token-item.js'
import { defineElement } from '../../primitives/shared/define-element.js'
import { KwAccountTokens } from './account-tokens.component.js'

defineElement('kw-account-tokens', KwAccountTokens)

declare global {
  interface HTMLElementTagNameMap {
    'kw-account-tokens': KwAccountTokens
  }
}

export { KwAccountTokens }
