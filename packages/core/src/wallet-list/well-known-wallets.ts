/**
 * A short, curated list of well-known wallets, bundled as data so the Connect view can
 * suggest wallets when the dapp names no catalogue service: name, EIP-6963 rdns, the
 * links WalletConnect deep-links through, homepage, the namespaces each supports, and a
 * small drawn icon (a monogram, not the wallet's brand artwork). It is loaded with the
 * list (a dynamic import), never with the page.
 */
import type { WalletCatalogueEntry } from '../api/types.js'
import { tryParseCaipNetworkId } from '../caip/caip.js'

/** A rounded square in the wallet's colour with its initial: about 300 bytes as a data URI. */
function monogram(letter: string, background: string, foreground = '#ffffff'): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="16" fill="${background}"/><text x="32" y="43" font-family="system-ui,sans-serif" font-size="30" font-weight="700" text-anchor="middle" fill="${foreground}">${letter}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

/** CAIP-2 ids whose namespace says where a wallet works (only the namespace is compared). */
const EVM = 'eip155:1'
const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

export const WELL_KNOWN_WALLETS: readonly WalletCatalogueEntry[] = [
  {
    id: 'metamask',
    name: 'MetaMask',
    rdns: 'io.metamask',
    chains: [EVM],
    mobile_link: 'https://metamask.app.link',
    homepage: 'https://metamask.io',
    image_url: monogram('M', '#e2761b'),
  },
  {
    id: 'trust',
    name: 'Trust Wallet',
    rdns: 'com.trustwallet.app',
    chains: [EVM, SOLANA],
    mobile_link: 'https://link.trustwallet.com',
    homepage: 'https://trustwallet.com',
    image_url: monogram('T', '#0500ff'),
  },
  {
    id: 'coinbase',
    name: 'Coinbase Wallet',
    rdns: 'com.coinbase.wallet',
    chains: [EVM, SOLANA],
    mobile_link: 'https://go.cb-w.com',
    homepage: 'https://www.coinbase.com/wallet',
    image_url: monogram('C', '#0052ff'),
  },
  {
    id: 'rainbow',
    name: 'Rainbow',
    rdns: 'me.rainbow',
    chains: [EVM],
    mobile_link: 'https://rnbwapp.com',
    homepage: 'https://rainbow.me',
    image_url: monogram('R', '#001e59'),
  },
  {
    id: 'phantom',
    name: 'Phantom',
    rdns: 'app.phantom',
    chains: [EVM, SOLANA],
    mobile_link: 'https://phantom.app/ul',
    homepage: 'https://phantom.app',
    image_url: monogram('P', '#ab9ff2', '#1c1c1c'),
  },
  {
    id: 'solflare',
    name: 'Solflare',
    rdns: 'com.solflare',
    chains: [SOLANA],
    mobile_link: 'solflare://',
    homepage: 'https://solflare.com',
    image_url: monogram('S', '#fc7227', '#1c1c1c'),
  },
]

/** The well-known wallets that work on one of the dapp's networks (CAIP-2 ids). */
export function wellKnownWalletsFor(chains: readonly string[] | undefined): WalletCatalogueEntry[] {
  if (!chains?.length) return [...WELL_KNOWN_WALLETS]
  const namespaceOf = (chain: string) => tryParseCaipNetworkId(chain)?.chainNamespace
  const namespaces = new Set(chains.map(namespaceOf).filter((ns) => ns !== undefined))
  return WELL_KNOWN_WALLETS.filter((wallet) =>
    wallet.chains?.some((chain) => namespaces.has(namespaceOf(chain) ?? '')),
  )
}
