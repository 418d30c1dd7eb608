import { defineElement } from '../shared/define-element.js'
import { KwSkeleton } from './skeleton.component.js'

defineElement('kw-skeleton', KwSkeleton)

declare global {
  interface HTMLElementTagNameMap {
    'kw-skeleton': KwSkeleton
  }
}

export { KwSkeleton }
