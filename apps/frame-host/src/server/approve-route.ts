/**
 * `GET /approve`: frame-host's approval window, which the frame opens where the browser
 * cannot tell whether the dapp shows the frame honestly (src/page/approval-popup.ts). It
 * runs the frame's script, which sees the path and shows the card of the request the frame
 * hands over. Never framed; only the script carrying this answer's nonce runs.
 */
import { APPROVE_PATH } from '../page/approval-popup.js'
import { cspNonce } from './pages.js'
import type { Route } from './server.js'

/**
 * Like the frame page's policy (pages.ts), but framed by no page at all: scripts only with
 * this answer's nonce, no plugins, no <base>, no form posts.
 */
export function approvePagePolicy(nonce: string): string {
  return [
    "frame-ancestors 'none'",
    `script-src 'nonce-${nonce}'`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ')
}

export function approvePage(nonce: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Approve a request — Keyway wallet</title>
<script type="module" src="/frame/entry.js" nonce="${nonce}"></script>
</head>
<body>
<main id="keyway-frame">
<h1>Keyway wallet</h1>
<p id="keyway-approve-status">Loading the request…</p>
</main>
</body>
</html>
`
}

/** The approval window's route; `enabled` when frame-host serves a frame script at all. */
export function approveRoutes(options: { enabled: boolean }): Route[] {
  if (!options.enabled) return []
  return [
    {
      method: 'GET',
      path: APPROVE_PATH,
      handler: () => {
        const nonce = cspNonce()
        return {
          html: approvePage(nonce),
          headers: {
            'content-security-policy': approvePagePolicy(nonce),
            'cache-control': 'no-store',
            'referrer-policy': 'no-referrer',
          },
        }
      },
    },
  ]
}
