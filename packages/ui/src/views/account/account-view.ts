import '../english.js'
import '../../primitives/avatar/avatar.js'
import '../../primitives/balance/balance.js'
import '../../primitives/icon/icon.js'
import '../../primitives/icon-button/icon-button.js'
import '../../primitives/link/link.js'
import '../../primitives/list-item/list-item.js'
import { KwNetworkImage } from '../../primitives/network-image/network-image.component.js'
import '../../primitives/skeleton/skeleton.js'
import '../../primitives/token-item/token-item.js'
import { defineElement } from '../../primitives/shared/define-element.js'
import { KwAccountList } from './account-list.component.js'
import { KwAccountTokens } from './account-tokens.component.js'
import { KwAccountView } from './account-view.component.js'

// Registered here too: this file is in the package's sideEffects list, network-image.ts
// account-tokens.ts and account-list.ts are not, and a bundler would drop a bare import of them.
defineElement('kw-network-image', KwNetworkImage)
defineElement('kw-account-tokens', KwAccountTokens)
defineElement('kw-account-list', KwAccountList)
defineElement('kw-account-view', KwAccountView)

declare global {
  interface HTMLElementTagNameMap {
    'kw-account-view': KwAccountView
  }
}

export { KwAccountView }
