/**
 * Whether the WalletConnect view lays out for a phone: there it offers the wallet's mobile
 * link, elsewhere its desktop app and web app. The links themselves are core's
 * (`getWalletConnectLinks` of `@keyway/core/host`).
 */

/** Viewports narrower than this are phones: the modal becomes a bottom sheet and offers links. */
export const MOBILE_VIEWPORT_MAX_WIDTH = 430

export function isMobileViewport(width: number): boolean {
  return width < MOBILE_VIEWPORT_MAX_WIDTH
}
