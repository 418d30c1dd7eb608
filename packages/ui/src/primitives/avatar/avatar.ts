import { defineElement } from '../shared/define-element.js'
import { KwAvatar } from './avatar.component.js'

defineElement('kw-avatar', KwAvatar)

declare global {
  interface HTMLElementTagNameMap {
    'kw-avatar': KwAvatar
  }
}

export { KwAvatar }
