/**
 * The approval card (docs/views.md#approvetransaction): while the client shows the frame, the
 * user sees what the app asks and approves or rejects it. An accessible dialog: labelled,
 * focus on its heading (never on Approve, so a stray Enter approves nothing), Tab stays in
 * the card, Escape rejects. One card at a time; later requests wait their turn. Every text
 * goes in as text, never as markup.
 *
 * The dapp that embeds the frame is not trusted, so Approve counts only when the browser
 * says the whole card is visible and has been for the input delay (approval-visibility.ts);
 * each queued card starts its own delay. Where the browser cannot tell visibility, Approve
 * opens frame-host's own approval window instead (approval-popup.ts). The theme's floors
 * (theme.ts) keep the card readable; the values a person checks use a fixed font stack.
 */
import { appClaimLine, originLine } from './app-claim.js'
import { askInPopup } from './approval-popup.js'
import type { ApprovalPrompt } from './approval-prompt.js'
import { createApproveGate, supportsVisibilityTracking } from './approval-visibility.js'

export type { ApprovalPrompt }

/** The card's fixed font stack: what the values are set in, whatever the theme says. */
export const SAFE_FONT_STACK = 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif'

const STYLE = `
:root { color-scheme: light; font-family: ${SAFE_FONT_STACK}; }
body { margin: 0; }
#keyway-frame { display: none; }
.kw-approval { box-sizing: border-box; height: 100vh; padding: 16px; display: flex;
  flex-direction: column; gap: 12px; background: #fff; color: #141414;
  font-family: ${SAFE_FONT_STACK}; line-height: 1.35; letter-spacing: normal;
  font-size: clamp(13px, calc(var(--kw-font-size-master, 10px) * 1.4), 20px); }
:root[data-theme='dark'] .kw-approval { background: #141414; color: #f0f0f0; }
.kw-approval h2 { margin: 0; font-size: 1.3em; outline: none;
  font-family: var(--kw-font-family, ${SAFE_FONT_STACK}); }
.kw-approval p { margin: 0; word-break: break-all; }
.kw-approval p.kw-app-claim { font-size: 0.9em; word-break: break-word; }
.kw-approval .kw-warnings { margin: 0; padding: 8px 8px 8px 28px; border: 2px solid #b42318;
  border-radius: 4px; background: #fef3f2; color: #7a271a; font-weight: 600; }
:root[data-theme='dark'] .kw-approval .kw-warnings { background: #3b0d0a; color: #fecdca;
  border-color: #f97066; }
.kw-approval dl { margin: 0; display: grid; gap: 6px; overflow: auto; flex: 1 1 auto;
  min-height: 48px; }
.kw-approval dt { font-weight: 600; }
.kw-approval dd { margin: 0; white-space: pre-wrap; word-break: break-all;
  font-family: ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace; }
.kw-approval .kw-actions { display: flex; gap: 8px; }
.kw-approval button { flex: 1; padding: 10px; font: inherit; cursor: pointer;
  border-radius: clamp(0px, calc(var(--kw-border-radius-master, 4px) * 2), 16px);
  border: 1px solid currentColor; background: transparent; color: inherit; }
.kw-approval button.kw-approve { background: var(--kw-accent, #1d4ed8); border-color: transparent;
  color: var(--kw-accent-text, #fff); }
:root[data-theme='dark'] .kw-approval button.kw-approve { background: var(--kw-accent, #60a5fa);
  color: var(--kw-accent-text, #000); }
.kw-approval button:disabled { cursor: not-allowed; opacity: 0.6; }
.kw-approval :focus-visible { outline: 2px solid currentColor; outline-offset: 2px; }
`

export type ApprovalCardOptions = {
  /**
   * 'frame' (the default): inside the dapp's page — IntersectionObserver v2 decides, or the
   * approval window where the browser has none. 'top-level': frame-host's own approval
   * window, which no page can frame; only the input delay applies.
   */
  placement?: 'frame' | 'top-level'
}

export type ApprovalCard = { ask(prompt: ApprovalPrompt, signal?: AbortSignal): Promise<boolean> }

export function createApprovalCard(
  document: Document,
  options: ApprovalCardOptions = {},
): ApprovalCard {
  const win = document.defaultView as Window & typeof globalThis
  const mode =
    options.placement === 'top-level'
      ? 'top-level'
      : supportsVisibilityTracking(win)
        ? 'tracked'
        : 'popup'
  let queue: Promise<unknown> = Promise.resolve()
  let styled = false

  function ensureStyle() {
    if (styled) return
    styled = true
    const style = document.createElement('style')
    style.textContent = STYLE
    document.head.appendChild(style)
  }

  function element<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string) {
    const node = document.createElement(tag)
    if (text !== undefined) node.textContent = text
    return node
  }

  function render(prompt: ApprovalPrompt, signal: AbortSignal | undefined): Promise<boolean> {
    return new Promise<boolean>((resolve, reject) => {
      if (signal?.aborted) {
        reject(signal.reason)
        return
      }
      ensureStyle()
      const card = element('section')
      card.className = 'kw-approval'
      card.setAttribute('role', 'dialog')
      card.setAttribute('aria-modal', 'true')
      card.setAttribute('aria-labelledby', 'kw-approval-title')
      card.setAttribute('aria-describedby', 'kw-approval-origin')

      const title = element('h2', prompt.summary.title)
      title.id = 'kw-approval-title'
      title.tabIndex = -1
      // The verified origin leads; the app's name is its own claim, shown apart (app-claim.ts).
      const from = element('p', originLine(prompt.origin))
      from.id = 'kw-approval-origin'
      card.append(title, from)
      const claim = appClaimLine(prompt.appName)
      if (claim) {
        const claimed = element('p', claim)
        claimed.className = 'kw-app-claim'
        card.append(claimed)
      }
      if (prompt.summary.warnings.length > 0) {
        const warnings = element('ul')
        warnings.className = 'kw-warnings'
        warnings.setAttribute('role', 'alert')
        warnings.setAttribute('aria-label', 'Warnings')
        for (const text of prompt.summary.warnings) warnings.append(element('li', text))
        card.append(warnings)
      }
      // The whole of every value, scrollable: what is shown is what gets signed.
      const details = element('dl')
      details.tabIndex = 0
      details.setAttribute('aria-label', 'Request details')
      for (const row of prompt.summary.rows) {
        details.append(element('dt', row.label), element('dd', row.value))
      }
      const note = element('p')
      note.className = 'kw-note'
      note.setAttribute('aria-live', 'polite')
      if (mode === 'popup') {
        note.textContent = 'Approve opens a window of the wallet where you confirm this request.'
      }
      const actions = element('div')
      actions.className = 'kw-actions'
      const reject_ = element('button', 'Reject')
      reject_.type = 'button'
      reject_.className = 'kw-reject'
      const approve = element('button', 'Approve')
      approve.type = 'button'
      approve.className = 'kw-approve'
      approve.disabled = true
      actions.append(reject_, approve)
      card.append(details, note, actions)

      let waitingForWindow = false
      const gate = createApproveGate(card, {
        mode: mode === 'tracked' ? 'tracked' : 'top-level',
        onChange: (ready) => {
          approve.disabled = !ready || waitingForWindow
        },
        // A card drawn while the frame was still hidden could not take focus then.
        onVisible: () => {
          if (!card.contains(document.activeElement)) title.focus()
        },
      })

      let settled = false
      const settle = (approved: boolean | Error) => {
        if (settled) return
        settled = true
        gate.stop()
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
          // Keep focus inside the card while it is open.
          event.preventDefault()
          const stops: HTMLElement[] = [details, reject_, ...(approve.disabled ? [] : [approve])]
          const at = stops.indexOf(document.activeElement as HTMLElement)
          const step = event.shiftKey ? -1 : 1
          stops.at((at + step + stops.length) % stops.length)?.focus()
        }
      }
      const popupController = new AbortController()
      const onAbort = () => {
        popupController.abort(signal?.reason)
        settle(signal?.reason instanceof Error ? signal.reason : new Error('aborted'))
      }
      approve.addEventListener('click', (event) => {
        // Only a person's click on a card the browser says was visible long enough.
        if (!event.isTrusted || !gate.ready() || waitingForWindow) return
        if (mode !== 'popup') {
          settle(true)
          return
        }
        waitingForWindow = true
        approve.disabled = true
        note.textContent = 'Confirm or reject the request in the wallet window.'
        askInPopup(win, prompt, popupController.signal).then(
          (answer) => {
            waitingForWindow = false
            if (answer !== undefined) {
              settle(answer)
              return
            }
            approve.disabled = !gate.ready()
            note.textContent = 'The wallet window was closed. Approve opens it again.'
          },
          (error: unknown) => {
            waitingForWindow = false
            approve.disabled = !gate.ready()
            if (!settled) note.textContent = error instanceof Error ? error.message : String(error)
          },
        )
      })
      reject_.addEventListener('click', () => settle(false))
      document.addEventListener('keydown', onKey)
      signal?.addEventListener('abort', onAbort, { once: true })
      document.body.appendChild(card)
      title.focus()
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
