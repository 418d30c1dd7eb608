/**
 * The only place the adapter reads wagmi's `config._internal`, for the two things wagmi's
 * public API cannot do:
 * - list a connector in the config (`config.connectors`, what wagmi's hooks and its
 *   reconnect-on-mount go through): `connect` and `reconnect` accept a connector function,
 *   but set it up without listing it, so wagmi's `useConnectors` would not show Keyway's
 *   wallets and a reload would not find them. wagmi lists its own EIP-6963 wallets this way.
 * - read the config's own EIP-6963 store, so a dapp config that discovers wallets itself is
 *   the page's one listener (the adapter then starts none).
 */
import type { Config, CreateConnectorFn, Connector as WagmiConnector } from '@wagmi/core'
import {
  type Eip6963Announcement,
  type Eip6963Discovery,
  parseAnnouncement,
} from './discovery/eip6963.js'

/** Sets a connector up in the config and lists it there (replacing one of the same id). */
export function addConnectorToConfig(config: Config, fn: CreateConnectorFn): WagmiConnector {
  const connector = config._internal.connectors.setup(fn)
  config._internal.connectors.setState((list) => [
    ...list.filter((c) => c.id !== connector.id),
    connector,
  ])
  return connector
}

/**
 * The config's EIP-6963 discovery (wagmi's `multiInjectedProviderDiscovery`, on by default),
 * as the adapter's discovery interface; undefined when the config has none (turned off, or
 * made on a server).
 */
export function configDiscovery(config: Config): Eip6963Discovery | undefined {
  const store = config._internal.mipd
  if (!store) return undefined
  // One announcement object per provider detail, so listings keep their entities.
  const parsed = new WeakMap<object, Eip6963Announcement>()
  const announcements = () =>
    store.getProviders().flatMap((detail) => {
      const known = parsed.get(detail) ?? parseAnnouncement(detail)
      if (known) parsed.set(detail, known)
      return known ?? []
    })
  const listeners = new Set<() => void>()
  const unsubscribe = store.subscribe(() => {
    for (const listener of [...listeners]) listener()
  })
  return {
    getAnnouncements: announcements,
    subscribe(listener) {
      const seen = new Set(announcements())
      const notify = () => {
        for (const announcement of announcements()) {
          if (seen.has(announcement)) continue
          seen.add(announcement)
          listener(announcement)
        }
      }
      listeners.add(notify)
      return () => listeners.delete(notify)
    },
    stop() {
      unsubscribe()
      listeners.clear()
    },
  }
}
