/**
 * Discovery of sats-connect providers: wallets announce themselves in `window.btc_providers`
 * (`{ id, name, icon, methods? }`), where `id` is the path of the provider object on the
 * window (e.g. `XverseProviders.BitcoinProvider`). A provider is listed only when that
 * object is there, i.e. the wallet is installed, under its provider id. Reading the list
 * needs none of @sats-connect/core. The list is read again at `load` and whenever the
 * adapter lists its connectors; a change is reported to `onChange`.
 */
import type { Connector } from '@keyway/core'
import type { RdnsByName } from './rdns.js'

/** An entry of `window.btc_providers`. */
export type SatsConnectProviderInfo = {
  id: string
  name: string
  icon?: string | undefined
  methods?: readonly string[] | undefined
}

/** The window as discovery reads it. */
export type SatsConnectWindow = {
  addEventListener?(type: string, listener: () => void): void
  removeEventListener?(type: string, listener: () => void): void
}

export type DiscoveredProvider = {
  info: SatsConnectProviderInfo
  connector: Connector
}

function isProviderInfo(value: unknown): value is SatsConnectProviderInfo {
  if (typeof value !== 'object' || value === null) return false
  const { id, name } = value as Record<string, unknown>
  return typeof id === 'string' && id.length > 0 && typeof name === 'string'
}

/** The object at a provider id's path on the window, as sats-connect resolves it. */
export function providerAt(window: object, id: string): unknown {
  let at: unknown = window
  for (const part of id.split('.')) {
    if ((typeof at !== 'object' && typeof at !== 'function') || at === null) return undefined
    at = Reflect.get(at, part)
  }
  return at
}

export type SatsConnectDiscovery = ReturnType<typeof createSatsConnectDiscovery>

export function createSatsConnectDiscovery(parameters: {
  window: SatsConnectWindow | undefined
  rdns: RdnsByName
}) {
  const { window, rdns } = parameters
  const listeners = new Set<() => void>()
  let lastKey = ''

  function announced(): SatsConnectProviderInfo[] {
    if (!window) return []
    const list: unknown = Reflect.get(window, 'btc_providers')
    if (!Array.isArray(list)) return []
    const seen = new Set<string>()
    return list.filter((entry): entry is SatsConnectProviderInfo => {
      if (!isProviderInfo(entry) || seen.has(entry.id)) return false
      seen.add(entry.id)
      return providerAt(window, entry.id) !== undefined
    })
  }

  function toConnector(info: SatsConnectProviderInfo): Connector {
    const known = rdns.get(info.name)
    return {
      id: info.id,
      name: info.name,
      chain: 'bip122',
      type: 'ANNOUNCED',
      ...(info.icon ? { imageUrl: info.icon } : {}),
      ...(known ? { info: { rdns: known } } : {}),
      provider: window ? providerAt(window, info.id) : undefined,
    }
  }

  function all(): DiscoveredProvider[] {
    const found = announced().map((info) => ({ info, connector: toConnector(info) }))
    const key = found.map((p) => `${p.info.id}\n${p.info.name}`).join('\n')
    if (key !== lastKey) {
      lastKey = key
      queueMicrotask(() => {
        for (const listener of [...listeners]) listener()
      })
    }
    return found
  }
  // The key of what is there at the start: only later changes are reported.
  lastKey = announced()
    .map((info) => `${info.id}\n${info.name}`)
    .join('\n')

  const onLoad = () => void all()
  window?.addEventListener?.('load', onLoad)

  return {
    all,
    find(idOrName: string): DiscoveredProvider | undefined {
      return all().find(
        ({ info, connector }) =>
          info.id === idOrName || connector.info?.rdns === idOrName || info.name === idOrName,
      )
    },
    onChange(listener: () => void): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    stop(): void {
      window?.removeEventListener?.('load', onLoad)
      listeners.clear()
    },
  }
}
