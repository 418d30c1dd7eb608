import '../english.js'
import '../../primitives/button/button.js'
import '../../primitives/icon/icon.js'
import '../../primitives/spinner/spinner.js'
import { defineElement } from '../../primitives/shared/define-element.js'
import { KwConnectingSocialView } from './connecting-social-view.component.js'

defineElement('kw-connecting-social-view', KwConnectingSocialView)

declare global {
  interface HTMLElementTagNameMap {
    'kw-connecting-social-view': KwConnectingSocialView
  }
}

export { KwConnectingSocialView }
