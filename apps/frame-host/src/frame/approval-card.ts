/**
 * The approval card (spec §2 ApproveTransaction): while the client shows the frame, the
 * user sees what the app asks and approves or rejects it. An accessible dialog: labelled,
 * focus on Approve, Tab stays on the two buttons, Escape rejects. One card at a time;
 * later requests wait their turn. Every text goes in as text, never as markup.
 */
import type { ApprovalSummary } from './approval-summary.js'

export type ApprovalPrompt = {
  summary: ApprovalSummary
  /** The page that asks, from the handshake (not from anything the page claims). */
  origin: string
  /** The app's name from syncDappData, shown beside the origin. */
  appName?: string | undefined
}

const STYLE = `
:root { color-scheme: light; font-family: var(--kw-font-family, system-ui, sans-serif); }
body { margin: 0; }
#keyway-frame { display: none; }
.kw-approval { box-sizing: border-box; min-height: 100vh; padding: 16px; display: flex;
  flex-direction: column; gap: 12px; background: #fff; color: #141414;
  font-size: calc(var(--kw-font-size-master, 10px) * 1.4); }
:root[data-theme='dark'] .kw-approval { background: #141414; color: #f0f0f0; }
.kw-approval h2 { margin: 0; font-size: 1.3em; }
.kw-approval p { margin: 0; opacity: 0.8; word-break: break-all; }
.kw-approval dl { margin: 0; display: grid; gap: 6px; overflow: auto; max-height: 50vh; }
.kw-approval dt { font-weight: 600; }
.kw-approval dd { margin: 0; white-space: pre-wrap; word-break: break-all; font-family: ui-monospace, monospace; }
.kw-approval .kw-actions { margin-top: auto; display: flex; gap: 8px; }
.kw-approval button { flex: 1; padding: 10px; font: inherit; cursor: pointer;
  border-radius: calc(var(--kw-border-radius-master, 4px) * 2); border: 1px solid currentColor;
  background: transparent; color: inherit; }
.kw-approval button.kw-approve { background: var(--kw-accent, #3b82f6); border-color: transparent; color: #fff; }
.kw-approval button:focus-visible { outline: 2px solid var(--kw-accent, #3b82f6); outline-offset: 2px; }
`

export type ApprovalCard = ReturnType<typeof createApprovalCard>

export function createApprovalCard(document: Document) {
  let queue: Promise<unknown> = Promise.resolve()
  let styled = false

  function ensureStyle() {
    if (styled) return
    styled = true
    const style = document.createElement('style')
    style.textContent = STYLE
    document.head.appendChild(style)
  }

  function render(prompt: ApprovalPrompt, signal: AbortSignal | undefined): Promise<boolean> {
    return new Promise<boolean>((resolve, reject) => {
      if (signal?.aborted) {
        reject(signal.reason)
        return
      }
      ensureStyle()
      const card = document.createElement('section')
      card.className = 'kw-approval'
      card.setAttribute('role', 'dialog')
      card.setAttribute('aria-modal', 'true')
      card.setAttribute('aria-labelledby', 'kw-approval-title')
      card.setAttribute('aria-describedby', 'kw-approval-origin')

      const title = document.createElement('h2')
      title.id = 'kw-approval-title'
      title.textContent = prompt.summary.title
      const from = document.createElement('p')
      from.id = 'kw-approval-origin'
      from.textContent = prompt.appName
        ? `${prompt.appName} (${prompt.origin}) asks you to approve this request.`
        : `${prompt.origin} asks you to approve this request.`
      const details = document.createElement('dl')
      for (const row of prompt.summary.rows) {
        const dt = document.createElement('dt')
        dt.textContent = row.label
        const dd = document.createElement('dd')
        dd.textContent = row.value
        details.append(dt, dd)
      }
      const actions = document.createElement('div')
      actions.className = 'kw-actions'
      const reject_ = document.createElement('button')
      reject_.type = 'button'
      reject_.className = 'kw-reject'
      reject_.textContent = 'Reject'
      const approve = document.createElement('button')
      approve.type = 'button'
      approve.className = 'kw-approve'
      approve.textContent = 'Approve'
      actions.append(reject_, approve)
      card.append(title, from, details, actions)

      const settle = (approved: boolean | Error) => {
        document.removeEventListener('keydown', onKey)
        signal?.removeEventListener('abort', onAbort)
        card.remove()
        if (approved instanceof Error) reject(approved)
        else resolve(approved)
      }
      const onKey = (event: KeyboardEvent) => {
        if (event.key === 'Escape') {
          event.preventDefault()
          settle(false)
        } else if (event.key === 'Tab') {
          // Keep focus on the card's two buttons while it is open.
          event.preventDefault()
          const next = document.activeElement === approve ? reject_ : approve
          next.focus()
        }
      }
      const onAbort = () =>
        settle(signal?.reason instanceof Error ? signal.reason : new Error('aborted'))
      approve.addEventListener('click', () => settle(true))
      reject_.addEventListener('click', () => settle(false))
      document.addEventListener('keydown', onKey)
      signal?.addEventListener('abort', onAbort, { once: true })
      document.body.appendChild(card)
      approve.focus()
    })
  }

  return {
    /** Resolves true (Approve) or false (Reject, Escape); rejects when `signal` aborts. */
    ask(prompt: ApprovalPrompt, signal?: AbortSignal): Promise<boolean> {
      const turn = queue.then(() => render(prompt, signal))
      queue = turn.catch(() => undefined)
      return turn
    },
  }
}
