import type { Mail } from './store.js'

/** The human view of the mailbox (GET /): newest first, OTPs highlighted. */

function escapeHtml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)
}

export function renderInbox(mails: readonly Mail[]): string {
  const rows = [...mails]
    .reverse()
    .map(
      (m) => `<article>
  <header><strong>${escapeHtml(m.subject)}</strong> <small>to ${escapeHtml(m.to)} · from ${escapeHtml(m.from)} · ${new Date(m.receivedAt).toISOString()}</small></header>
  ${m.otp ? `<p class="otp">${escapeHtml(m.otp)}</p>` : ''}
  <pre>${escapeHtml(m.text)}</pre>
</article>`,
    )
    .join('\n')
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>devnet mailbox</title>
<meta http-equiv="refresh" content="5">
<style>body{font:14px system-ui,sans-serif;margin:2rem;max-width:48rem}article{border:1px solid #ccc;border-radius:6px;padding:.75rem;margin:.75rem 0}.otp{font:700 1.6rem monospace;letter-spacing:.3em}pre{white-space:pre-wrap}</style>
</head><body><h1>devnet mailbox</h1><p>${mails.length} message(s). This page reloads every 5 s.</p>
${rows || '<p>No mail yet.</p>'}
</body></html>`
}
