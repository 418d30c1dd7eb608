/**
 * EIP-6963 announcement of a test wallet on a window (or any EventTarget): announces at
 * once, and again on every `eip6963:requestProvider`, as real wallet extensions do.
 */

export type Eip6963ProviderInfo = {
  uuid: string
  name: string
  /** A data: URI (EIP-6963 requires one). */
  icon: string
  /** Reverse-DNS id of the wallet, e.g. `dev.keyway.test-wallet`. */
  rdns: string
}

export type Eip6963Target = {
  addEventListener(type: string, listener: () => void): void
  removeEventListener(type: string, listener: () => void): void
  dispatchEvent(event: Event): boolean
  /** A window brings its own CustomEvent; other targets use the global one. */
  CustomEvent?: typeof CustomEvent | undefined
}

export const EIP6963_ANNOUNCE_EVENT = 'eip6963:announceProvider'
export const EIP6963_REQUEST_EVENT = 'eip6963:requestProvider'

/** A small square icon as a data: URI, so tests and the demo never fetch an image. */
export function testWalletIcon(color: string, letter: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<rect width="96" height="96" rx="24" fill="${color}"/>` +
    `<text x="48" y="62" font-family="sans-serif" font-size="44" font-weight="700" ` +
    `text-anchor="middle" fill="#fff">${letter}</text></svg>`
  return `data:image/svg+xml;base64,${btoa(svg)}`
}

/** Announces `provider` on `target`; returns a function that stops answering requests. */
export function announceEip6963(
  target: Eip6963Target,
  detail: { info: Eip6963ProviderInfo; provider: unknown },
): () => void {
  const EventClass = target.CustomEvent ?? globalThis.CustomEvent
  // Frozen, as EIP-6963 asks, so a page script cannot swap another wallet's provider.
  const frozen = Object.freeze({
    info: Object.freeze({ ...detail.info }),
    provider: detail.provider,
  })
  const announce = () => {
    target.dispatchEvent(new EventClass(EIP6963_ANNOUNCE_EVENT, { detail: frozen }))
  }
  target.addEventListener(EIP6963_REQUEST_EVENT, announce)
  announce()
  return () => target.removeEventListener(EIP6963_REQUEST_EVENT, announce)
}
