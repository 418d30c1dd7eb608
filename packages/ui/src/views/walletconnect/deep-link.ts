/**
 * Deep links and universal links that hand a WalletConnect pairing URI to a mobile wallet:
 * `<mobile_link>wc?uri=<encoded uri>` (the catalogue's `mobile_link` is either a native
 * scheme such as `rainbow://` or a universal link such as `https://rnbwapp.com`).
 */

/** Whether a link is a universal (http/https) link rather than a native app scheme. */
export function isUniversalLink(link: string): boolean {
  return /^https?:\/\//i.test(link)
}

/**
 * Schemes a link must never have: they run code in the page or read local data. A wallet's
 * link comes from the remote catalogue or the dapp's options, so it is not trusted; a
 * `javascript:` link turned into `javascript://…%0a…` would run what follows the newline.
 */
const FORBIDDEN_SCHEMES: ReadonlySet<string> = new Set([
  'javascript',
  'vbscript',
  'data',
  'blob',
  'file',
  'about',
])

/** The link without control characters and spaces, which browsers ignore inside a scheme. */
function compact(link: string): string {
  let kept = ''
  for (const char of link) {
    const code = char.charCodeAt(0)
    if (code > 0x20 && code !== 0x7f) kept += char
  }
  return kept
}

/** The scheme of a link (`rainbow` for `rainbow://`), lower-cased; else the whole link. */
function schemeOf(link: string): string {
  const bare = compact(link).toLowerCase()
  return /^([a-z][a-z0-9+.-]*):/.exec(bare)?.[1] ?? bare
}

/**
 * The wallet's link with the pairing URI; undefined when the wallet has no mobile link or
 * the link has a forbidden scheme.
 */
export function formatMobileLink(
  mobileLink: string | null | undefined,
  uri: string,
): string | undefined {
  if (!mobileLink) return undefined
  let base = mobileLink.trim()
  if (base === '') return undefined
  if (FORBIDDEN_SCHEMES.has(schemeOf(base))) return undefined
  if (isUniversalLink(base)) {
    if (!base.endsWith('/')) base = `${base}/`
  } else {
    // A bare scheme ('rainbow' or 'rainbow:') needs '://' before the path.
    if (!base.includes(':')) base = `${base}://`
    else if (!base.includes('://')) base = base.replace(':', '://')
    if (!base.endsWith('/') && !base.endsWith('://')) base = `${base}/`
  }
  return `${base}wc?uri=${encodeURIComponent(uri)}`
}

/** Viewports narrower than this are phones: the modal becomes a bottom sheet and offers links. */
export const MOBILE_VIEWPORT_MAX_WIDTH = 430

export function isMobileViewport(width: number): boolean {
  return width < MOBILE_VIEWPORT_MAX_WIDTH
}
