import '../english.js'
import '../../primitives/button/button.js'
import '../../primitives/spinner/spinner.js'
import { defineElement } from '../../primitives/shared/define-element.js'
import { KwApproveTransactionView } from './approve-transaction-view.component.js'

defineElement('kw-approve-transaction-view', KwApproveTransactionView)

declare global {
  interface HTMLElementTagNameMap {
    'kw-approve-transaction-view': KwApproveTransactionView
  }
}

export { KwApproveTransactionView }
