/**
 * The links that hand a WalletConnect pairing URI to a wallet: `<link>wc?uri=<encoded uri>`,
 * for the catalogue entry's `mobile_link` (phones), `desktop_link` (the desktop app) and
 * `webapp_link` (the wallet's web app, opened in a new tab). See docs/host-contract.md
 * "WalletConnect links".
 */
import type { RouteWallet } from '../controllers/router.js'

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
 * A wallet link (a native scheme such as `rainbow://` or a universal link such as
 * `https://rnbwapp.com`) with the pairing URI appended; undefined when there is no link or
 * it has a forbidden scheme.
 */
export function formatWalletConnectLink(
  link: string | null | undefined,
  uri: string,
): string | undefined {
  if (!link) return undefined
  let base = link.trim()
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

/** The links a wallet offers for one pairing; a wallet without a link has none of them. */
export type WalletConnectLinks = {
  /** The phone app (native scheme or universal link). */
  mobile: string | undefined
  /** The desktop app (native scheme or universal link). */
  desktop: string | undefined
  /** The wallet's web app: http(s) only, since it opens in a browser tab. */
  webapp: string | undefined
}

export function getWalletConnectLinks(
  wallet: Pick<RouteWallet, 'mobile_link' | 'desktop_link' | 'webapp_link'>,
  uri: string,
): WalletConnectLinks {
  const webapp = wallet.webapp_link?.trim()
  return {
    mobile: formatWalletConnectLink(wallet.mobile_link, uri),
    desktop: formatWalletConnectLink(wallet.desktop_link, uri),
    webapp: webapp && isUniversalLink(webapp) ? formatWalletConnectLink(webapp, uri) : undefined,
  }
}
