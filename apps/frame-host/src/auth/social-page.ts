import { randomBytes } from 'node:crypto'
import type { SocialLoginResult } from './social-login.js'

/**
 * The page the OAuth popup lands on (`GET /v1/social/callback`). It hands the outcome to
 * the window that opened it, the frame page on frame-host's origin, with `postMessage`
 * to that one origin (never '*': the session token must reach no other site), then closes.
 */

export const SOCIAL_RESULT_MESSAGE = 'keyway-social-login'
export const SOCIAL_RESULT_ELEMENT_ID = 'keyway-social-result'

export type SocialResultMessage =
  | { type: typeof SOCIAL_RESULT_MESSAGE; provider: string; result: SocialLoginResult }
  | {
      type: typeof SOCIAL_RESULT_MESSAGE
      provider?: string
      error: { code: string; message: string }
    }

/** JSON that is safe inside a <script> element: no `<`, `>` or `&` can end or open a tag. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

export function socialResultPage(
  message: SocialResultMessage,
  targetOrigin: string,
): { html: string; headers: Record<string, string> } {
  const nonce = randomBytes(16).toString('base64')
  const ok = 'result' in message
  const title = ok ? 'Signed in' : 'Sign-in failed'
  const text = ok
    ? 'You are signed in. This window closes by itself; you can also close it.'
    : `${message.error.message}. You can close this window and try again.`
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<script type="application/json" id="${SOCIAL_RESULT_ELEMENT_ID}">${scriptJson(message)}</script>
<script nonce="${nonce}">
(() => {
  const message = JSON.parse(document.getElementById(${scriptJson(SOCIAL_RESULT_ELEMENT_ID)}).textContent)
  if (window.opener) window.opener.postMessage(message, ${scriptJson(targetOrigin)})
  window.close()
})()
</script>
</head>
<body>
<main>
<h1>${title}</h1>
<p>${escapeHtml(text)}</p>
</main>
</body>
</html>
`
  return {
    html,
    headers: {
      'content-security-policy': `default-src 'none'; script-src 'nonce-${nonce}'; frame-ancestors 'none'`,
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
    },
  }
}
