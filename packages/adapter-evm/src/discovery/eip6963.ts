/**
 * EIP-6963 discovery: listens for `eip6963:announceProvider` on the window it is given and
 * asks wallets to announce (`eip6963:requestProvider`). Each wallet is keyed by its rdns, so
 * it keeps one identity across page loads (the id core persists for reconnect); a wallet
 * that announces again (an extension reloaded) replaces its earlier provider.
 * Written here instead of wagmi's built-in discovery so the window is injected, not global.
 */

export type Eip6963Info = { uuid: string; name: string; icon: string; rdns: string }
export type Eip6963Provider = {
  request(args: { method: string; params?: unknown }): Promise<unknown>
}
export type Eip6963Announcement = { info: Eip6963Info; provider: Eip6963Provider }

/** The part of `window` discovery needs. */
export type DiscoveryWindow = {
  addEventListener(type: string, listener: (event: Event) => void): void
  removeEventListener(type: string, listener: (event: Event) => void): void
  dispatchEvent(event: Event): boolean
  /** A window's own Event class (a DOM implementation may refuse foreign events). */
  Event?: typeof Event | undefined
}

export const ANNOUNCE_PROVIDER_EVENT = 'eip6963:announceProvider'
export const REQUEST_PROVIDER_EVENT = 'eip6963:requestProvider'

function isString(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0
}

/** Drops announcements that are not EIP-6963 shaped: a page script may dispatch anything. */
export function parseAnnouncement(detail: unknown): Eip6963Announcement | undefined {
  if (typeof detail !== 'object' || detail === null) return undefined
  const info = Reflect.get(detail, 'info') as Record<string, unknown> | undefined
  const provider = Reflect.get(detail, 'provider') as Eip6963Provider | undefined
  if (typeof info !== 'object' || info === null) return undefined
  if (!isString(info.uuid) || !isString(info.name) || !isString(info.rdns)) return undefined
  if (typeof info.icon !== 'string') return undefined
  if (typeof provider?.request !== 'function') return undefined
  return {
    info: { uuid: info.uuid, name: info.name, icon: info.icon, rdns: info.rdns },
    provider,
  }
}

export type Eip6963Discovery = {
  /** The announced wallets, in order of first announcement. */
  getAnnouncements(): Eip6963Announcement[]
  /** Called on every new or replaced announcement; returns the unsubscribe function. */
  subscribe(listener: (announcement: Eip6963Announcement) => void): () => void
  stop(): void
}

export function createEip6963Discovery(target: DiscoveryWindow): Eip6963Discovery {
  const byRdns = new Map<string, Eip6963Announcement>()
  const listeners = new Set<(announcement: Eip6963Announcement) => void>()
  const onAnnounce = (event: Event) => {
    const announcement = parseAnnouncement((event as CustomEvent).detail)
    if (!announcement) return
    const known = byRdns.get(announcement.info.rdns)
    if (known?.provider === announcement.provider && known.info.uuid === announcement.info.uuid) {
      return
    }
    byRdns.set(announcement.info.rdns, announcement)
    for (const listener of [...listeners]) listener(announcement)
  }
  target.addEventListener(ANNOUNCE_PROVIDER_EVENT, onAnnounce)
  const EventClass = target.Event ?? globalThis.Event
  target.dispatchEvent(new EventClass(REQUEST_PROVIDER_EVENT))
  return {
    getAnnouncements: () => [...byRdns.values()],
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    stop() {
      target.removeEventListener(ANNOUNCE_PROVIDER_EVENT, onAnnounce)
      listeners.clear()
    },
  }
}
