/**
 * The approval window, for browsers without IntersectionObserver v2: there the frame cannot
 * tell whether the dapp shows its card honestly, so Approve in the frame only opens
 * frame-host's own `/approve` page in a popup (the click is the user activation
 * `window.open` needs). That page is never framed (its CSP says frame-ancestors 'none'),
 * shows the same card, and answers the frame that opened it with postMessage on
 * frame-host's origin, under a one-time id. Only that popup's answer for that id counts.
 */
import type { ApprovalPrompt } from './approval-prompt.js'

export const APPROVE_PATH = '/approve'

type Message =
  | { kind: 'keyway-approval-ready'; id: string }
  | { kind: 'keyway-approval-prompt'; id: string; prompt: ApprovalPrompt }
  | { kind: 'keyway-approval-result'; id: string; approved: boolean }

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The prompt as the popup receives it, checked field by field (it crossed windows). */
export function readPrompt(value: unknown): ApprovalPrompt | undefined {
  if (!isRecord(value) || typeof value.origin !== 'string') return undefined
  const summary = value.summary
  if (!isRecord(summary) || typeof summary.title !== 'string') return undefined
  const rows = Array.isArray(summary.rows) ? summary.rows : undefined
  const warnings = Array.isArray(summary.warnings) ? summary.warnings : undefined
  if (!rows || !warnings) return undefined
  const okRow = (row: unknown) =>
    isRecord(row) && typeof row.label === 'string' && typeof row.value === 'string'
  if (!rows.every(okRow) || !warnings.every((w) => typeof w === 'string')) return undefined
  return {
    origin: value.origin,
    appName: typeof value.appName === 'string' ? value.appName : undefined,
    summary: {
      title: summary.title,
      rows: rows.map((row) => ({ label: String(row.label), value: String(row.value) })),
      warnings: warnings.map(String),
    },
  }
}

export class ApprovalWindowBlockedError extends Error {
  constructor() {
    super('The approval window could not open: allow popups for this wallet and try again')
    this.name = 'ApprovalWindowBlockedError'
  }
}

/**
 * Opens the approval window for `prompt` (call it from the Approve click). Resolves with the
 * popup's answer, or undefined when the popup was closed without one; rejects when `signal`
 * aborts (the popup is closed then) or the popup could not open.
 */
export function askInPopup(
  win: Window,
  prompt: ApprovalPrompt,
  signal?: AbortSignal,
): Promise<boolean | undefined> {
  const origin = win.location.origin
  const id = win.crypto.randomUUID()
  const popup = win.open(
    `${APPROVE_PATH}?id=${id}`,
    `keyway-approve-${id}`,
    'popup,width=420,height=640',
  )
  if (!popup) return Promise.reject(new ApprovalWindowBlockedError())
  return new Promise((resolve, reject) => {
    const done = () => {
      win.removeEventListener('message', onMessage)
      signal?.removeEventListener('abort', onAbort)
      win.clearInterval(poll)
    }
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== popup) return
      const data = event.data as Partial<Message> | undefined
      if (!isRecord(data) || data.id !== id) return
      if (data.kind === 'keyway-approval-ready') {
        const message: Message = { kind: 'keyway-approval-prompt', id, prompt }
        popup.postMessage(message, origin)
      } else if (data.kind === 'keyway-approval-result' && typeof data.approved === 'boolean') {
        done()
        resolve(data.approved)
      }
    }
    const onAbort = () => {
      done()
      popup.close()
      reject(signal?.reason instanceof Error ? signal.reason : new Error('aborted'))
    }
    const poll = win.setInterval(() => {
      if (!popup.closed) return
      done()
      resolve(undefined)
    }, 300)
    win.addEventListener('message', onMessage)
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}

/**
 * The `/approve` page's side: asks the frame that opened it for the prompt, lets `decide`
 * show it, sends the answer back and closes. Without an opener or an id it says so.
 */
export function servePopup(
  win: Window,
  decide: (prompt: ApprovalPrompt) => Promise<boolean>,
  onProblem: (message: string) => void,
): void {
  const origin = win.location.origin
  const id = new URLSearchParams(win.location.search).get('id') ?? ''
  const opener = win.opener as Window | null
  if (!opener || !/^[0-9a-f-]{36}$/.test(id)) {
    onProblem('This window approves a request of your Keyway wallet; open it from the wallet.')
    return
  }
  let asked = false
  win.addEventListener('message', (event: MessageEvent) => {
    if (asked || event.origin !== origin || event.source !== opener) return
    const data = event.data as Partial<Message> | undefined
    if (!isRecord(data) || data.id !== id || data.kind !== 'keyway-approval-prompt') return
    const prompt = readPrompt(data.prompt)
    if (!prompt) return
    asked = true
    decide(prompt).then(
      (approved) => {
        const message: Message = { kind: 'keyway-approval-result', id, approved }
        opener.postMessage(message, origin)
        win.close()
      },
      () => win.close(),
    )
  })
  const ready: Message = { kind: 'keyway-approval-ready', id }
  opener.postMessage(ready, origin)
}
