/**
 * EIP-6963 on the window an adapter is given: wallets announce themselves with
 * `eip6963:announceProvider`, and a dapp asks every wallet to announce (again) with
 * `eip6963:requestProvider`. The EVM adapter lists the announced wallets; the Solana adapter
 * learns a dual wallet's rdns from them, so core can merge its two connectors into one.
 * The window is injected, never the global one, so tests and two clients on one page stay
 * apart.
 */

/** The part of `window` EIP-6963 needs. */
export type Eip6963Window = {
  addEventListener(type: string, listener: (event: Event) => void): void
  removeEventListener(type: string, listener: (event: Event) => void): void
  dispatchEvent(event: Event): boolean
  /** A window's own Event class (a DOM implementation may refuse foreign events). */
  Event?: typeof Event | undefined
}

export const EIP6963_ANNOUNCE_PROVIDER_EVENT = 'eip6963:announceProvider'
export const EIP6963_REQUEST_PROVIDER_EVENT = 'eip6963:requestProvider'

/**
 * Calls `onAnnouncement` with the detail of every announcement on `target`, then asks the
 * wallets already there to announce. The detail is as dispatched: a page script may
 * dispatch anything, so the caller checks its shape. Returns the function that stops
 * listening.
 */
export function listenForEip6963Announcements(
  target: Eip6963Window,
  onAnnouncement: (detail: unknown) => void,
): () => void {
  const onAnnounce = (event: Event) => onAnnouncement((event as CustomEvent).detail)
  target.addEventListener(EIP6963_ANNOUNCE_PROVIDER_EVENT, onAnnounce)
  const EventClass = target.Event ?? globalThis.Event
  target.dispatchEvent(new EventClass(EIP6963_REQUEST_PROVIDER_EVENT))
  return () => target.removeEventListener(EIP6963_ANNOUNCE_PROVIDER_EVENT, onAnnounce)
}
