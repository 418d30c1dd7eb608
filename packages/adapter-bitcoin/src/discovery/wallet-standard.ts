/**
 * Wallet Standard discovery of Bitcoin wallets. Wallets come from a registry with the shape
 * of `getWallets()` of @wallet-standard/app; a wallet is listed when it implements
 * `bitcoin:connect`. A wallet registering later appears then, and one whose chains or
 * features change is listed again (`standard:events`).
 *
 * A connector's id is the `rdns` the wallet object carries (a non-standard field some
 * wallets set), else the rdns of an EIP-6963 announcement of the same name (how the EVM
 * adapter knows the same wallet), else the wallet's name (unique per page in the Wallet
 * Standard). `find` accepts the id, the rdns or the name.
 */

import { BitcoinConnect } from '@exodus/bitcoin-wallet-standard'
import type { Connector } from '@keyway/core'
import type { Wallet } from '@wallet-standard/base'
import { StandardEvents, type StandardEventsFeature } from '@wallet-standard/features'
import type { RdnsByName } from './rdns.js'

/** The part of @wallet-standard/app's `getWallets()` discovery uses. */
export type WalletsRegistry = {
  get(): readonly Wallet[]
  on(event: 'register' | 'unregister', listener: (...wallets: Wallet[]) => void): () => void
}

export type DiscoveredWallet = {
  wallet: Wallet
  connector: Connector
}

export function isBitcoinWallet(wallet: Wallet): boolean {
  return BitcoinConnect in wallet.features
}

function ownRdnsOf(wallet: Wallet): string | undefined {
  const rdns: unknown = Reflect.get(wallet, 'rdns')
  return typeof rdns === 'string' && rdns.length > 0 ? rdns : undefined
}

export type WalletStandardDiscovery = ReturnType<typeof createWalletStandardDiscovery>

export function createWalletStandardDiscovery(parameters: {
  wallets: WalletsRegistry
  rdns: RdnsByName
}) {
  const { wallets, rdns } = parameters
  const listeners = new Set<() => void>()
  const changed = () => {
    for (const listener of [...listeners]) listener()
  }

  function toConnector(wallet: Wallet): Connector {
    const known = ownRdnsOf(wallet) ?? rdns.get(wallet.name)
    return {
      id: known ?? wallet.name,
      name: wallet.name,
      chain: 'bip122',
      type: 'ANNOUNCED',
      imageUrl: wallet.icon,
      ...(known ? { info: { rdns: known } } : {}),
      provider: wallet,
    }
  }

  const stopWatching = new Map<Wallet, () => void>()
  function watch(wallet: Wallet): void {
    if (stopWatching.has(wallet)) return
    const events = (wallet.features as Partial<StandardEventsFeature>)[StandardEvents]
    const off = events?.on('change', (properties) => {
      if (properties.chains || properties.features) changed()
    })
    stopWatching.set(wallet, off ?? (() => {}))
  }

  const offRegister = wallets.on('register', (...registered) => {
    for (const wallet of registered) watch(wallet)
    if (registered.some(isBitcoinWallet)) changed()
  })
  const offUnregister = wallets.on('unregister', (...unregistered) => {
    for (const wallet of unregistered) {
      stopWatching.get(wallet)?.()
      stopWatching.delete(wallet)
    }
    if (unregistered.some(isBitcoinWallet)) changed()
  })
  for (const wallet of wallets.get()) watch(wallet)

  function all(): DiscoveredWallet[] {
    return wallets
      .get()
      .filter(isBitcoinWallet)
      .map((wallet) => ({ wallet, connector: toConnector(wallet) }))
  }

  return {
    all,
    find(idRdnsOrName: string): DiscoveredWallet | undefined {
      return all().find(
        ({ wallet, connector }) =>
          connector.id === idRdnsOrName ||
          connector.info?.rdns === idRdnsOrName ||
          wallet.name === idRdnsOrName,
      )
    },
    onChange(listener: () => void): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    /** A wallet of this name may have gained an rdns. */
    nameChanged(name: string): void {
      if (wallets.get().some((w) => w.name === name && isBitcoinWallet(w))) changed()
    },
    stop(): void {
      offRegister()
      offUnregister()
      for (const off of stopWatching.values()) off()
      stopWatching.clear()
      listeners.clear()
    },
  }
}
