/**
 * The picture of the WalletConnect entry when its connector brings none: our own drawing of
 * a QR code on the accent colour (not the protocol's logo), as a data URI so it costs no
 * request and paints with the first frame of the Connect view.
 */
const SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="10" fill="#3451d1"/><g fill="none" stroke="#fff" stroke-width="2.4"><rect x="9" y="9" width="8" height="8" rx="2"/><rect x="23" y="9" width="8" height="8" rx="2"/><rect x="9" y="23" width="8" height="8" rx="2"/></g><g fill="#fff"><rect x="23" y="23" width="3.5" height="3.5" rx="0.8"/><rect x="27.5" y="27.5" width="3.5" height="3.5" rx="0.8"/><rect x="23" y="28" width="3" height="3" rx="0.8"/><rect x="28" y="23" width="3" height="3" rx="0.8"/></g></svg>`

export const WALLETCONNECT_IMAGE_URL = `data:image/svg+xml,${encodeURIComponent(SVG)}`
