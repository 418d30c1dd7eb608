/**
 * Deep links and universal links that hand a WalletConnect pairing URI to a mobile wallet:
 * `<mobile_link>wc?uri=<encoded uri>` (the catalogue's `mobile_link` is either a native
 * scheme such as `rainbow://` or a universal link such as `https://rnbwapp.com`).
 */

/** Whether a link is a universal (http/https) link rather than a native app scheme. */
export function isUniversalLink(link: string): boolean {
  return /^https?:\/\//i.test(link)
}

/** The wallet's link with the pairing URI, or undefined when the wallet has no mobile link. */
export function formatMobileLink(
  mobileLink: string | null | undefined,
  uri: string,
): string | undefined {
  if (!mobileLink) return undefined
  let base = mobileLink.trim()
  if (base === '') return undefined
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
