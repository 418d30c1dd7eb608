import '../english.js'
import '../../primitives/button/button.js'
import '../../primitives/chip/chip.js'
import '../../primitives/icon/icon.js'
import '../../primitives/skeleton/skeleton.js'
import '../../primitives/spinner/spinner.js'
import '../../primitives/wallet-image/wallet-image.js'
import { defineElement } from '../../primitives/shared/define-element.js'
import { KwActivityView } from './activity-view.component.js'

defineElement('kw-activity-view', KwActivityView)

declare global {
  interface HTMLElementTagNameMap {
    'kw-activity-view': KwActivityView
  }
}

export { KwActivityView }
