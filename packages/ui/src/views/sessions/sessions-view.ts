import '../english.js'
import '../../primitives/button/button.js'
import '../../primitives/icon/icon.js'
import '../../primitives/skeleton/skeleton.js'
import { defineElement } from '../../primitives/shared/define-element.js'
import { KwSessionsView } from './sessions-view.component.js'

defineElement('kw-sessions-view', KwSessionsView)

declare global {
  interface HTMLElementTagNameMap {
    'kw-sessions-view': KwSessionsView
  }
}

export { KwSessionsView }
