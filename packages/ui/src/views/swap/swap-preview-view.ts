import '../english.js'
import '../../primitives/button/button.js'
import '../../primitives/icon/icon.js'
import { defineElement } from '../../primitives/shared/define-element.js'
import { KwSwapPreviewView } from './swap-preview-view.component.js'

defineElement('kw-swap-preview-view', KwSwapPreviewView)

declare global {
  interface HTMLElementTagNameMap {
    'kw-swap-preview-view': KwSwapPreviewView
  }
}

export { KwSwapPreviewView }
