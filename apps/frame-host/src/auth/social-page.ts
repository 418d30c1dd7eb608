import { randomBytes } from 'node:crypto'
import { SOCIAL_RESULT_MESSAGE } from '../page/social-result.js'
import type { SocialLoginResult } from './social-login.js'

/**
 * The page the OAuth popup lands on (`GET /v1/social/callback`). It hands the outcome to
 * frame-host's frame with `postMessage`, always with frame-host's exact origin as target
 * (never '*': the session token must reach no other site), then closes.
 *
 * The popup's opener is usually the dapp's page, not the frame: the hidden frame cannot
 * open a popup (no user activation), so the dapp opens it in the click and the frame only
 * names the URL. The page therefore posts to the opener and to each of the opener's frames;
 * the target origin makes the browser deliver it only to windows on frame-host's origin,
 * i.e. the wallet's frame (or the opener itself, when that is the frame).
 */

export { SOCIAL_RESULT_MESSAGE }
export const SOCIAL_RESULT_ELEMENT_ID = 'keyway-social-result'

/** More frames than a dapp page holds; bounds the loop over a page that says otherwise. */
const MAX_OPENER_FRAMES = 64

/**
 * `state` is the OAuth state of the login (already spent at the server): the frame takes a
 * result only for the login it started itself, so a page that drives a popup to the
 * callback with someone else's code and state cannot sign the frame in to their account.
 */
export type SocialResultMessage =
  | {
      type: typeof SOCIAL_RESULT_MESSAGE
      provider: string
      state: string
      result: SocialLoginResult
    }
  | {
      type: typeof SOCIAL_RESULT_MESSAGE
      provider?: string
      state?: string
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
  const targetOrigin = ${scriptJson(targetOrigin)}
  const send = (target) => {
    try {
      if (target) target.postMessage(message, targetOrigin)
    } catch {}
  }
  const opener = window.opener
  if (opener) {
    send(opener)
    let count = 0
    try {
      count = Math.min(Number(opener.frames.length) || 0, ${MAX_OPENER_FRAMES})
    } catch {}
    for (let i = 0; i < count; i++) {
      let frame
      try {
        frame = opener.frames[i]
      } catch {}
      send(frame)
    }
  }
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
