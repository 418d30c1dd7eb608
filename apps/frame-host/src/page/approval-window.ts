/**
 * The script of frame-host's approval window (`/approve`, see approval-popup.ts): shows the
 * card of the request the frame that opened it hands over, as a top-level page no dapp can
 * frame, and sends the answer back.
 */
import { createApprovalCard } from './approval-card.js'
import { servePopup } from './approval-popup.js'

export function startApprovalWindow(win: Window & typeof globalThis): void {
  const document = win.document
  const card = createApprovalCard(document, { placement: 'top-level' })
  const status = document.getElementById('keyway-approve-status')
  servePopup(
    win,
    (prompt) => {
      document.getElementById('keyway-frame')?.remove()
      document.title = `${prompt.summary.title} — Keyway wallet`
      return card.ask(prompt)
    },
    (message) => {
      if (status) status.textContent = message
    },
  )
}
