import '../english.js'
import '../../primitives/button/button.js'
import '../../primitives/icon/icon.js'
import '../../primitives/input/input.js'
import '../../primitives/spinner/spinner.js'
import { defineElement } from '../../primitives/shared/define-element.js'
import { KwOnrampProvidersView } from './onramp-providers-view.component.js'

defineElement('kw-onramp-providers-view', KwOnrampProvidersView)

declare global {
  interface HTMLElementTagNameMap {
    'kw-onramp-providers-view': KwOnrampProvidersView
  }
}

export { KwOnrampProvidersView }
