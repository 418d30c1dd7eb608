/**
 * The HTML documents frame-host serves: the frame page shell (the document the embedded
 * wallet's hidden iframe loads), and the pages of links mailed to people (a confirmation
 * with one button, then the outcome).
 */
import { randomBytes } from 'node:crypto'
import { FRAME_CONFIG_ELEMENT_ID, serializeFrameConfig } from '../page/page-config.js'
import { frameAncestors } from './origins.js'

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

export type FramePageInput = {
  projectId: string
  chainId?: string | undefined
  /** Where the frame's script is served, when frame-host was given one. */
  scriptSrc?: string | undefined
  /** The origins of frame-ancestors: the script accepts its parent only from these. */
  allowedOrigins?: readonly string[] | undefined
  /** This answer's CSP nonce (framePagePolicy): only scripts carrying it run. */
  nonce: string
}

/** A fresh CSP nonce: 128 random bits, base64. One per answer, never reused. */
export const cspNonce = () => randomBytes(16).toString('base64')

/**
 * The frame page's Content-Security-Policy: framed only by the project's allowed origins,
 * scripts only with this answer's nonce (an injected tag or attribute handler does not
 * run, nor does eval), no plugins, and no <base> that could move the script's URL.
 */
export function framePagePolicy(allowedOrigins: readonly string[], nonce: string): string {
  return [
    frameAncestors(allowedOrigins),
    `script-src 'nonce-${nonce}'`,
    "object-src 'none'",
    "base-uri 'none'",
  ].join('; ')
}

export function framePage(input: FramePageInput): string {
  const config = serializeFrameConfig({
    projectId: input.projectId,
    allowedOrigins: [...(input.allowedOrigins ?? [])],
  })
  const script = input.scriptSrc
    ? `<script type="application/json" id="${FRAME_CONFIG_ELEMENT_ID}" nonce="${escapeHtml(input.nonce)}">${config}</script>
<script type="module" src="${escapeHtml(input.scriptSrc)}" nonce="${escapeHtml(input.nonce)}"></script>`
    : ''
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="keyway-project-id" content="${escapeHtml(input.projectId)}">
${input.chainId ? `<meta name="keyway-chain-id" content="${escapeHtml(input.chainId)}">\n` : ''}<title>Keyway embedded wallet</title>
${script}
</head>
<body>
<main id="keyway-frame">
<h1>Keyway embedded wallet</h1>
<p>This page runs inside the wallet's frame on an app's page. It signs you in by email and
keeps your wallet keys on this site, apart from the app.</p>
</main>
</body>
</html>
`
}

export type ConfirmPageInput = {
  title: string
  /** What confirming does, in a sentence or two. */
  text: string
  /** Where the form posts (a path on frame-host's own origin). */
  action: string
  /** The link's token, posted back in the body. */
  token: string
  button: string
}

/**
 * The page a mailed link opens: it changes nothing by itself (mail scanners and link
 * previews fetch links), only its button does, with a POST of the token from this page.
 */
export function confirmPage(input: ConfirmPageInput): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(input.title)}</title></head>
<body>
<main>
<h1>${escapeHtml(input.title)}</h1>
<p>${escapeHtml(input.text)}</p>
<form method="post" action="${escapeHtml(input.action)}">
<input type="hidden" name="token" value="${escapeHtml(input.token)}">
<button type="submit">${escapeHtml(input.button)}</button>
</form>
<p>If you did not ask for this, close this page: nothing changes.</p>
</main>
</body>
</html>
`
}

/** The outcome of a confirmed link: a title and one sentence. */
export function linkResultPage(title: string, message: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title></head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
</main>
</body>
</html>
`
}
