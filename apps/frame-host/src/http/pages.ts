/**
 * The two HTML documents frame-host serves: the frame page shell (the document the
 * embedded wallet's hidden iframe loads) and the answer to a device approval link.
 */
import { FRAME_CONFIG_ELEMENT_ID, serializeFrameConfig } from '../frame/page-config.js'

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

export type FramePageInput = {
  projectId: string
  chainId?: string | undefined
  /** Where the frame's script is served, when frame-host was given one. */
  scriptSrc?: string | undefined
  /** The origins of frame-ancestors: the script accepts its parent only from these. */
  allowedOrigins?: readonly string[] | undefined
}

export function framePage(input: FramePageInput): string {
  const config = serializeFrameConfig({
    projectId: input.projectId,
    allowedOrigins: [...(input.allowedOrigins ?? [])],
  })
  const script = input.scriptSrc
    ? `<script type="application/json" id="${FRAME_CONFIG_ELEMENT_ID}">${config}</script>
<script type="module" src="${escapeHtml(input.scriptSrc)}"></script>`
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

export function deviceApprovedPage(ok: boolean, message: string): string {
  const title = ok ? 'Device approved' : 'Device not approved'
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title></head>
<body>
<main>
<h1>${title}</h1>
<p>${escapeHtml(message)}</p>
</main>
</body>
</html>
`
}
