/**
 * EIP-6963 discovery: the wallets announced on the window it is given (core's
 * listenForEip6963Announcements). Each wallet is keyed by its rdns, so it keeps one identity
 * across page loads (the id core persists for reconnect); a wallet that announces again (an
 * extension reloaded) replaces its earlier provider.
 * Written here instead of wagmi's built-in discovery so the window is injected, not global.
 */
import { type Eip6963Window, listenForEip6963Announcements } from '@keyway/core/adapter'

export type Eip6963Info = { uuid: string; name: string; icon: string; rdns: string }
export type Eip6963Provider = {
  request(args: { method: string; params?: unknown }): Promise<unknown>
}
export type Eip6963Announcement = { info: Eip6963Info; provider: Eip6963Provider }

/** The part of `window` discovery needs. */
export type DiscoveryWindow = Eip6963Window

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
  const onAnnouncement = (detail: unknown) => {
    const announcement = parseAnnouncement(detail)
    if (!announcement) return
    const known = byRdns.get(announcement.info.rdns)
    if (known?.provider === announcement.provider && known.info.uuid === announcement.info.uuid) {
      return
    }
    byRdns.set(announcement.info.rdns, announcement)
    for (const listener of [...listeners]) listener(announcement)
  }
  const stopListening = listenForEip6963Announcements(target, onAnnouncement)
  return {
    getAnnouncements: () => [...byRdns.values()],
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    stop() {
      stopListening()
      listeners.clear()
    },
  }
}
