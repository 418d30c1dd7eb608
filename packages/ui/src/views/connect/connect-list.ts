/**
 * The Connect view's wallet list, as data: the groups of spec §9 "Default connector
 * order" (walletConnect, recent, injected, featured, custom, external, recommended), each
 * wallet shown once. Installed wallets are matched to catalogue entries by rdns (or
 * catalogue id), so an announced wallet never appears again as a catalogue suggestion.
 */
import type { Connector, CustomWallet, RecentWallet } from '@keyway/core'
import type { RouteWallet, WalletCatalogueEntry } from '@keyway/core/internal'
import { RECOMMENDED_WALLETS_COUNT } from '@keyway/core/internal'

/** spec §9 connector groups (core's ConnectorGroup). */
export type ConnectGroup =
  | 'walletConnect'
  | 'recent'
  | 'injected'
  | 'featured'
  | 'custom'
  | 'external'
  | 'recommended'

export type ConnectEntry = {
  /** Unique within the list (wallet id, else connector id). */
  key: string
  group: ConnectGroup
  name: string
  /** The connector's own icon (EIP-6963 announces a data URI). */
  imageUrl?: string | undefined
  /** Catalogue image id, fetched from the configuration service. */
  imageId?: string | undefined
  /** The installed connector, when the wallet can be reached without WalletConnect. */
  connector?: Connector | undefined
  /** What the connecting views show (spec §2 "shown with the chosen wallet"). */
  wallet: RouteWallet
  tag?: 'recent' | 'installed' | 'qr' | undefined
}

export type BuildConnectListParameters = {
  order: readonly ConnectGroup[]
  connectors: readonly Connector[]
  recentWallets: readonly RecentWallet[]
  /** The catalogue's first page, in its own (popularity) order. */
  catalogue: readonly WalletCatalogueEntry[]
  featuredWalletIds?: readonly string[] | undefined
  /** The dapp's own wallets (spec §9 "custom" group). */
  customWallets?: readonly CustomWallet[] | undefined
}

/** A catalogue entry, recent wallet or custom wallet (rdns may be null in the catalogue). */
type WalletLike = Omit<RouteWallet, 'rdns'> & { rdns?: string | null | undefined }

const INSTALLED_TYPES: ReadonlySet<Connector['type']> = new Set([
  'INJECTED',
  'ANNOUNCED',
  'MULTI_CHAIN',
])

function normalise(rdns: string | null | undefined): string | undefined {
  return rdns ? rdns.toLowerCase() : undefined
}

function matches(connector: Connector, wallet: Pick<WalletLike, 'id' | 'rdns'>): boolean {
  const rdns = normalise(connector.info?.rdns)
  return (
    connector.explorerId === wallet.id ||
    connector.id === wallet.id ||
    (rdns !== undefined && rdns === normalise(wallet.rdns))
  )
}

function hasLinks(wallet: WalletLike): boolean {
  return Boolean(wallet.mobile_link || wallet.desktop_link || wallet.webapp_link)
}

function toRouteWallet(entry: WalletLike): RouteWallet {
  return {
    id: entry.id,
    name: entry.name,
    image_id: entry.image_id,
    rdns: entry.rdns ?? undefined,
    mobile_link: entry.mobile_link,
    desktop_link: entry.desktop_link,
    webapp_link: entry.webapp_link,
  }
}

function connectorEntry(
  connector: Connector,
  group: ConnectGroup,
  catalogue: readonly WalletCatalogueEntry[],
  tag: ConnectEntry['tag'],
): ConnectEntry {
  const known = catalogue.find((entry) => matches(connector, entry))
  const wallet: RouteWallet = known
    ? toRouteWallet(known)
    : { id: connector.explorerId ?? connector.id, name: connector.name, rdns: connector.info?.rdns }
  return {
    key: wallet.id,
    group,
    name: connector.name,
    imageUrl: connector.imageUrl,
    imageId: connector.imageId ?? known?.image_id,
    connector,
    wallet,
    tag,
  }
}

function walletEntry(
  wallet: WalletLike,
  group: ConnectGroup,
  tag?: ConnectEntry['tag'],
): ConnectEntry {
  return {
    key: wallet.id,
    group,
    name: wallet.name,
    imageId: wallet.image_id,
    wallet: toRouteWallet(wallet),
    tag,
  }
}

export function buildConnectList(parameters: BuildConnectListParameters): ConnectEntry[] {
  const { connectors, catalogue } = parameters
  const installed = connectors.filter((connector) => INSTALLED_TYPES.has(connector.type))
  const installedRdns = new Set(
    installed.map((connector) => normalise(connector.info?.rdns)).filter(Boolean),
  )
  const shownKeys = new Set<string>()
  const usedConnectors = new Set<Connector>()
  const entries: ConnectEntry[] = []

  function add(entry: ConnectEntry) {
    if (shownKeys.has(entry.key)) return
    shownKeys.add(entry.key)
    if (entry.connector) usedConnectors.add(entry.connector)
    entries.push(entry)
  }
  const isShown = (wallet: Pick<WalletLike, 'id' | 'rdns'>) =>
    shownKeys.has(wallet.id) || installedRdns.has(normalise(wallet.rdns))

  const groups: Record<ConnectGroup, () => void> = {
    walletConnect: () => {
      const connector = connectors.find((c) => c.type === 'WALLET_CONNECT')
      if (!connector) return
      add({
        key: connector.id,
        group: 'walletConnect',
        name: 'WalletConnect',
        imageUrl: connector.imageUrl,
        imageId: connector.imageId,
        connector,
        wallet: { id: connector.explorerId ?? connector.id, name: 'WalletConnect' },
        tag: 'qr',
      })
    },
    recent: () => {
      for (const recent of parameters.recentWallets) {
        const connector = installed.find((c) => !usedConnectors.has(c) && matches(c, recent))
        if (connector) {
          add({ ...connectorEntry(connector, 'recent', catalogue, 'recent'), key: recent.id })
          continue
        }
        // Not installed now: shown only when WalletConnect can reach it (a catalogue wallet
        // or one with links); a browser wallet that is gone would lead nowhere.
        const known = catalogue.find((entry) => entry.id === recent.id)
        if (known) add({ ...walletEntry(known, 'recent', 'recent'), key: recent.id })
        else if (hasLinks(recent)) add(walletEntry(recent, 'recent', 'recent'))
      }
    },
    injected: () => {
      for (const connector of installed) {
        if (!usedConnectors.has(connector)) {
          add(connectorEntry(connector, 'injected', catalogue, 'installed'))
        }
      }
    },
    featured: () => {
      for (const id of parameters.featuredWalletIds ?? []) {
        const wallet = catalogue.find((entry) => entry.id === id)
        if (wallet && !isShown(wallet)) add(walletEntry(wallet, 'featured'))
      }
    },
    custom: () => {
      for (const wallet of parameters.customWallets ?? []) {
        add({ ...walletEntry(wallet, 'custom'), imageUrl: wallet.image_url })
      }
    },
    external: () => {
      for (const connector of connectors) {
        if (connector.type === 'EXTERNAL')
          add(connectorEntry(connector, 'external', catalogue, undefined))
      }
    },
    recommended: () => {
      // spec §9: 4 recommended wallets, none already installed (deduplicated by rdns).
      let left = RECOMMENDED_WALLETS_COUNT
      for (const wallet of catalogue) {
        if (left === 0) break
        if (isShown(wallet)) continue
        add(walletEntry(wallet, 'recommended'))
        left -= 1
      }
    },
  }
  for (const group of parameters.order) groups[group]()
  return entries
}

/** The connector to connect with on a namespace (a MULTI_CHAIN wallet has one per namespace). */
export function connectorForNamespace(
  connector: Connector,
  namespace: Connector['chain'] | undefined,
): Connector {
  if (!connector.connectors?.length) return connector
  return (
    connector.connectors.find((c) => c.chain === namespace) ?? connector.connectors[0] ?? connector
  )
}

/** The "All wallets" count label: rounded down to tens with a '+' (e.g. 632 → '630+'). */
export function formatWalletCount(count: number): string {
  if (count < 10) return String(count)
  return `${Math.floor(count / 10) * 10}+`
}
