/**
 * What the modal's Lit part (modal-part.ts, with the dialog of modal-dialog.ts) reads from
 * the kw-modal element that loaded it. The element itself is Lit-free (shell/modal-shell.ts):
 * the part renders into its shadow root and calls back for updates.
 */
import type { KeywayClient } from '@keyway/core'
import type { I18n } from '../i18n/i18n.js'
import type { WalletDirectory } from '../views/shared/wallet-directory.js'
import type { ScheduleIdle } from './idle.js'

export type ModalPartHost = {
  /** The kw-modal element. */
  element: HTMLElement
  /** Its shadow root, where the dialog renders. */
  root: ShadowRoot
  /**
   * The shell's stylesheet (shell/shell-styles.ts), which the root keeps under the dialog's:
   * it has the dialog's frame (overlay, box, header, title, content) the same as the dialog.
   */
  frameStyles: CSSStyleSheet
  client(): KeywayClient | undefined
  i18n: I18n
  directory(): WalletDirectory | undefined
  isOpen(): boolean
  /** How idle work (prefetching) is scheduled. */
  scheduleIdle(): ScheduleIdle
  /** Asks the element for an update (the dialog renders again in a microtask). */
  requestUpdate(): void
}

/**
 * What the shell's own Connect view hands to the dialog when the Lit part replaces it
 * while open: who opened the modal (focus returns there on close), where focus was in the
 * shell's view, a wallet the visitor chose there (the choice is replayed on the real row),
 * and how far the opening animation had run (the dialog's own continues from there).
 */
export type ShellHandover = {
  opener: HTMLElement | undefined
  /**
   * The shell's control that had focus: its title, its close button, or a row (the row's
   * selector in the real Connect view: a wallet's by its `wallet-id`, or All wallets).
   */
  focus: 'title' | 'close' | { row: string } | undefined
  /** The selector of the row the visitor chose in the shell's view. */
  chosen: string | undefined
  /** Milliseconds the shell's opening animation had run; Infinity once it had ended. */
  elapsed: number
  /**
   * Whether the visitor's action that led to the hand-over was on a wallet row (a pointer
   * over one, focus on one): the views after a choice are fetched as on the real row.
   */
  onWallet: boolean
}
