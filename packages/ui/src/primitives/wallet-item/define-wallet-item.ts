import { defineElement } from '../shared/define-element.js'
import { KwWalletItem } from './wallet-item.component.js'

/**
 * Defines `kw-wallet-item`. The Connect view calls it when it is created rather than when its
 * module runs: that module comes with the modal's Lit part while the shell's own Connect view
 * may still stand, and the shell's rows are `kw-wallet-item` elements too (so a dapp's tests
 * find a wallet row by the same tag in either view). Defining the tag then would upgrade
 * each of them and render it a second time, for a view that is about to be replaced
 * (docs/first-load.md).
 */
export function defineWalletItem(): void {
  defineElement('kw-wallet-item', KwWalletItem)
}
