/**
 * Deep links and universal links that hand a `wc:` pairing uri to a mobile wallet (docs/views.md#connectingwalletconnect
 * ConnectingWalletConnect on mobile). A native scheme (`metamask://`) gets `wc?uri=`; an
 * https universal link gets `/wc?uri=`; the uri is always URL-encoded.
 */
export function toWalletConnectLink(walletLink: string, uri: string): string {
  const encoded = encodeURIComponent(uri)
  if (/^https?:\/\//i.test(walletLink)) {
    const base = walletLink.endsWith('/') ? walletLink : `${walletLink}/`
    return `${base}wc?uri=${encoded}`
  }
  // A bare scheme ('metamask:' or 'metamask') becomes 'metamask://'.
  const scheme = walletLink.includes('://') ? walletLink : `${walletLink.replace(/:$/, '')}://`
  const base = scheme.endsWith('/') ? scheme : `${scheme}/`
  return `${base}wc?uri=${encoded}`
}
