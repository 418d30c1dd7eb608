/**
 * Wallet Standard discovery. Wallets come from a registry with the shape of
 * `getWallets()` of @wallet-standard/app (injected, so tests and two clients on one page
 * never share it by accident); a wallet is listed when it has a `solana:` chain,
 * `standard:connect` and a way to send (`solana:signAndSendTransaction` or
 * `solana:signTransaction`). A wallet registering later appears then (connectorsChanged).
 *
 * Identity across namespaces (how core merges one wallet into a MULTI_CHAIN connector, by
 * `info.rdns ?? id`, see core's controllers/connector.ts): the EVM adapter identifies a
 * wallet by its EIP-6963 rdns. So a Wallet Standard wallet's connector id is, in order:
 *   1. the `rdns` the wallet object carries (a non-standard field some wallets set);
 *   2. for a wallet that also lists `eip155:` chains, the rdns of the EIP-6963
 *      announcement on the same window with the same name (that is how a dual wallet
 *      looks to the EVM adapter);
 *   3. otherwise its name (names are unique per page in the Wallet Standard).
 * `info.rdns` is set whenever an rdns is known. `find` accepts the id, the rdns or the name,
 * so a connector id persisted before the rdns was learned still reconnects.
 */
import type { Connector } from '@keyway/core'
import {
  type Availability,
  type Eip6963Window,
  isCaipOfNamespace,
  listenForEip6963Announcements,
  whenAvailable,
} from '@keyway/core/adapter'
import {
  SolanaSignAndSendTransaction,
  SolanaSignTransaction,
} from '@solana/wallet-standard-features'
import type { Wallet } from '@wallet-standard/base'
import {
  StandardConnect,
  StandardEvents,
  type StandardEventsFeature,
} from '@wallet-standard/features'

/** The part of @wallet-standard/app's `getWallets()` discovery uses. */
export type WalletsRegistry = {
  get(): readonly Wallet[]
  on(event: 'register' | 'unregister', listener: (...wallets: Wallet[]) => void): () => void
}

export type DiscoveredWallet = {
  wallet: Wallet
  connector: Connector
}

export function isSolanaWallet(wallet: Wallet): boolean {
  const { features } = wallet
  return (
    wallet.chains.some((chain) => isCaipOfNamespace(chain, 'solana')) &&
    StandardConnect in features &&
    (SolanaSignAndSendTransaction in features || SolanaSignTransaction in features)
  )
}

export function supportsEip155(wallet: Wallet): boolean {
  return wallet.chains.some((chain) => isCaipOfNamespace(chain, 'eip155'))
}

/** The non-standard `rdns` a wallet object may carry. */
export function ownRdnsOf(wallet: Wallet): string | undefined {
  const rdns: unknown = Reflect.get(wallet, 'rdns')
  return typeof rdns === 'string' && rdns.length > 0 ? rdns : undefined
}

export type WalletStandardDiscovery = ReturnType<typeof createWalletStandardDiscovery>

export function createWalletStandardDiscovery(parameters: {
  wallets: WalletsRegistry
  /** Where a dual wallet's EIP-6963 announcement gives its rdns. */
  window?: Eip6963Window | undefined
}) {
  const listeners = new Set<() => void>()
  const rdnsByName = new Map<string, string>()
  const changed = () => {
    for (const listener of [...listeners]) listener()
  }
  function onChange(listener: () => void): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  }

  function rdnsOf(wallet: Wallet): string | undefined {
    return ownRdnsOf(wallet) ?? (supportsEip155(wallet) ? rdnsByName.get(wallet.name) : undefined)
  }

  function toConnector(wallet: Wallet): Connector {
    const rdns = rdnsOf(wallet)
    return {
      id: rdns ?? wallet.name,
      name: wallet.name,
      chain: 'solana',
      type: 'ANNOUNCED',
      imageUrl: wallet.icon,
      ...(rdns ? { info: { rdns } } : {}),
      provider: wallet,
    }
  }

  // A wallet's chains or features may change (standard:events); re-list it then.
  const stopWatching = new Map<Wallet, () => void>()
  function watch(wallet: Wallet): void {
    if (stopWatching.has(wallet)) return
    const events = (wallet.features as Partial<StandardEventsFeature>)[StandardEvents]
    const off = events?.on('change', (properties) => {
      if (properties.chains || properties.features) changed()
    })
    stopWatching.set(wallet, off ?? (() => {}))
  }

  const offRegister = parameters.wallets.on('register', (...wallets) => {
    for (const wallet of wallets) watch(wallet)
    if (wallets.some(isSolanaWallet)) changed()
  })
  const offUnregister = parameters.wallets.on('unregister', (...wallets) => {
    for (const wallet of wallets) {
      stopWatching.get(wallet)?.()
      stopWatching.delete(wallet)
    }
    if (wallets.some(isSolanaWallet)) changed()
  })
  for (const wallet of parameters.wallets.get()) watch(wallet)

  // A dual wallet's rdns, by name, from its EIP-6963 announcement.
  const onAnnouncement = (detail: unknown) => {
    if (typeof detail !== 'object' || detail === null) return
    const info: unknown = Reflect.get(detail, 'info')
    if (typeof info !== 'object' || info === null) return
    const name: unknown = Reflect.get(info, 'name')
    const rdns: unknown = Reflect.get(info, 'rdns')
    if (typeof name !== 'string' || typeof rdns !== 'string' || !rdns) return
    if (rdnsByName.get(name) === rdns) return
    rdnsByName.set(name, rdns)
    const affected = parameters.wallets.get().some((w) => w.name === name && isSolanaWallet(w))
    if (affected) changed()
  }
  const stopAnnouncements = parameters.window
    ? listenForEip6963Announcements(parameters.window, onAnnouncement)
    : undefined

  function all(): DiscoveredWallet[] {
    return parameters.wallets
      .get()
      .filter(isSolanaWallet)
      .map((wallet) => ({ wallet, connector: toConnector(wallet) }))
  }

  function find(idRdnsOrName: string): DiscoveredWallet | undefined {
    return all().find(
      ({ wallet, connector }) =>
        connector.id === idRdnsOrName ||
        connector.info?.rdns === idRdnsOrName ||
        wallet.name === idRdnsOrName,
    )
  }

  return {
    list: (): Connector[] => all().map((d) => d.connector),
    find,
    /** Resolves once the wallet has registered (extensions register a moment after load). */
    whenAvailable: (id: string): Availability<DiscoveredWallet> =>
      whenAvailable(() => find(id), onChange),
    onChange,
    stop(): void {
      offRegister()
      offUnregister()
      for (const off of stopWatching.values()) off()
      stopWatching.clear()
      stopAnnouncements?.()
      listeners.clear()
    },
  }
}
