import '../icon/icon.js'
import { defineElement } from '../shared/define-element.js'
import { KwChip } from './chip.component.js'

defineElement('kw-chip', KwChip)

declare global {
  interface HTMLElementTagNameMap {
    'kw-chip': KwChip
  }
}

export { KwChip }
