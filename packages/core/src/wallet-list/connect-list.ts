/**
 * The Connect view's wallet list, as data: the groups of docs/limits.md#features-and-defaults "Default connector
 * order" (walletConnect, recent, injected, featured, custom, external, recommended), each
 * wallet shown once. Headless, so the modal, a headless app and a render-prop button list
 * the same wallets.
 *
 * A wallet that has a connector of its own (installed, or external) is matched to its
 * catalogue entry by rdns (case-insensitively), catalogue id or explorer id. It is then
 * listed once, with that connector, and never again as a catalogue suggestion: an entry
 * without its connector would connect over WalletConnect instead of the wallet at hand.
 */
import type { WalletCatalogueEntry } from '../api/types.js'
import type { ConnectorGroup } from '../constants/features.js'
import { RECOMMENDED_WALLETS_COUNT } from '../constants/sizes.js'
import type { CustomWallet } from '../controllers/options.js'
import type { RouteWallet } from '../controllers/router.js'
import type { RecentWallet } from '../types/connection.js'
import type { Connector } from '../types/connector.js'

/** A group of docs/limits.md#features-and-defaults. */
export type ConnectGroup = ConnectorGroup

export type ConnectEntry = {
  /** Unique within the list (wallet id, else connector id). */
  key: string
  group: ConnectGroup
  name: string
  /** The connector's own icon (EIP-6963 announces a data URI), or a custom wallet's image. */
  imageUrl?: string | undefined
  /** Catalogue image id, fetched from the configuration service. */
  imageId?: string | undefined
  /** The wallet's own connector, when it can be reached without WalletConnect. */
  connector?: Connector | undefined
  /** What the connecting views show (docs/views.md#views "shown with the chosen wallet"). */
  wallet: RouteWallet
  tag?: 'recent' | 'installed' | 'qr' | undefined
}

export type BuildConnectListParameters = {
  /** The groups in the order shown (see `getConnectorOrder`); groups left out are not shown. */
  order: readonly ConnectGroup[]
  connectors: readonly Connector[]
  recentWallets: readonly RecentWallet[]
  /** The catalogue's first page, in its own (popularity) order. */
  catalogue: readonly WalletCatalogueEntry[]
  featuredWalletIds?: readonly string[] | undefined
  /**
   * The catalogue entries of `featuredWalletIds` (they need not be on the first page).
   * Looked up before the first page.
   */
  featuredWallets?: readonly WalletCatalogueEntry[] | undefined
  /** The dapp's own wallets (docs/limits.md#sizes "custom" group). */
  customWallets?: readonly CustomWallet[] | undefined
}

/** A catalogue entry, recent wallet or custom wallet (rdns may be null in the catalogue). */
type WalletLike = Omit<RouteWallet, 'rdns'> & {
  rdns?: string | null | undefined
  image_url?: string | undefined
}
type WalletIdentity = Pick<WalletLike, 'id' | 'rdns'>

const INSTALLED_TYPES: ReadonlySet<Connector['type']> = new Set([
  'INJECTED',
  'ANNOUNCED',
  'MULTI_CHAIN',
])

function normalise(rdns: string | null | undefined): string | undefined {
  return rdns ? rdns.toLowerCase() : undefined
}

function matches(connector: Connector, wallet: WalletIdentity): boolean {
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
    imageUrl: wallet.image_url,
    imageId: wallet.image_id,
    wallet: toRouteWallet(wallet),
    tag,
  }
}

export function buildConnectList(parameters: BuildConnectListParameters): ConnectEntry[] {
  const { connectors } = parameters
  // Featured entries first: a featured wallet beyond the first page is still found by id.
  const catalogue = parameters.featuredWallets?.length
    ? [...parameters.featuredWallets, ...parameters.catalogue]
    : parameters.catalogue
  const installed = connectors.filter((connector) => INSTALLED_TYPES.has(connector.type))
  const external = connectors.filter((connector) => connector.type === 'EXTERNAL')
  const own = [...installed, ...external]
  const shownKeys = new Set<string>()
  const usedConnectors = new Set<Connector>()
  const entries: ConnectEntry[] = []

  function add(entry: ConnectEntry) {
    if (shownKeys.has(entry.key)) return
    shownKeys.add(entry.key)
    if (entry.connector) usedConnectors.add(entry.connector)
    entries.push(entry)
  }
  /** Listed (or to be listed) with its own connector, in whichever group that falls. */
  const hasOwnConnector = (wallet: WalletIdentity) => own.some((c) => matches(c, wallet))
  const isShown = (wallet: WalletIdentity) => shownKeys.has(wallet.id) || hasOwnConnector(wallet)

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
        // A wallet stored before the catalogue arrived may lack its rdns: its catalogue
        // entry (same id) finds the connector too.
        const known = catalogue.find((entry) => entry.id === recent.id)
        const connector = own.find(
          (c) => !usedConnectors.has(c) && (matches(c, recent) || (known && matches(c, known))),
        )
        if (connector) {
          add({ ...connectorEntry(connector, 'recent', catalogue, 'recent'), key: recent.id })
          continue
        }
        // Its connector is listed already (e.g. an earlier recent entry is the same wallet).
        if (hasOwnConnector(recent) || (known && hasOwnConnector(known))) continue
        // Not installed now: shown only when WalletConnect can reach it (a catalogue wallet
        // or one with links); a browser wallet that is gone would lead nowhere.
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
        add(walletEntry(wallet, 'custom'))
      }
    },
    external: () => {
      for (const connector of external) {
        if (!usedConnectors.has(connector)) {
          add(connectorEntry(connector, 'external', catalogue, undefined))
        }
      }
    },
    recommended: () => {
      // docs/limits.md#sizes: 4 recommended wallets, none listed already or installed.
      let left = RECOMMENDED_WALLETS_COUNT
      for (const wallet of catalogue) {
        if (left === 0) break
        if (isShown(wallet)) continue
        add(walletEntry(wallet, 'recommended'))
        left -= 1
      }
    },
  }
  for (const group of new Set(parameters.order)) groups[group]()
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
