/**
 * The connectors the adapter lists, known without wagmi so that a page shows them before
 * wagmi loads: one per EIP-6963 wallet (id = its rdns, so picking wallet X always calls X's
 * own provider, whatever owns `window.ethereum`), the legacy injected connector only while
 * no EIP-6963 wallet has announced (or while it is connected), and WalletConnect when a
 * project id is configured. The wagmi connectors behind them are made when wagmi loads
 * (registry.ts).
 */
import type { Connector } from '@keyway/core'
import type { Eip6963Window } from '@keyway/core/adapter'
import type { Eip6963Announcement, Eip6963Discovery } from '../discovery/eip6963.js'
import {
  EMBEDDED_WALLET_CONNECTOR_ID,
  INJECTED_CONNECTOR_ID,
  WALLET_CONNECT_CONNECTOR_ID,
} from './connector-ids.js'

export type EvmWindow = Eip6963Window & { ethereum?: unknown }

export type ConnectorList = {
  /** The connectors to list now, as core's Connector entities. */
  list(): Connector[]
  /** Whether the adapter can connect `connectorId` now (listed or not). */
  has(connectorId: string): boolean
  /**
   * Called whenever the list changes (a wallet may announce a moment after page load);
   * returns the unsubscribe function.
   */
  onChange(listener: () => void): () => void
  /** Marks a connector as in use (a connected legacy connector stays listed). */
  setInUse(connectorId: string, inUse: boolean): void
  /** Lists the embedded wallet's AUTH connector (docs/embedded-wallet.md#loading-the-frame: the client has a frame host). */
  setEmbeddedWallet(entity: Connector): void
  /** Whether the legacy injected connector exists: `window.ethereum` was there at start. */
  readonly legacy: boolean
  readonly walletConnect: boolean
  stop(): void
}

export type CreateConnectorListParameters = {
  window?: EvmWindow | undefined
  discovery?: Eip6963Discovery | undefined
  /** Whether WalletConnect is configured. */
  walletConnect: boolean
}

export function createConnectorList(parameters: CreateConnectorListParameters): ConnectorList {
  const { discovery, window: win } = parameters
  const listeners = new Set<() => void>()
  const inUse = new Set<string>()
  // The legacy connector reads the injected window, not the global one.
  const legacy = win !== undefined && win.ethereum !== undefined
  let embeddedWallet: Connector | undefined
  // One entity per announcement, so a listing keeps the same objects until a wallet re-announces.
  const entities = new WeakMap<Eip6963Announcement, Connector>()

  function entityOf(announcement: Eip6963Announcement): Connector {
    const known = entities.get(announcement)
    if (known) return known
    const { info, provider } = announcement
    const entity: Connector = {
      id: info.rdns,
      name: info.name,
      chain: 'eip155',
      type: 'ANNOUNCED',
      imageUrl: info.icon,
      info: { rdns: info.rdns },
      provider,
    }
    entities.set(announcement, entity)
    return entity
  }

  const announcements = () => discovery?.getAnnouncements() ?? []
  const unsubscribe = discovery?.subscribe(() => {
    for (const listener of [...listeners]) listener()
  })

  function has(connectorId: string): boolean {
    if (connectorId === INJECTED_CONNECTOR_ID) return legacy
    if (connectorId === WALLET_CONNECT_CONNECTOR_ID) return parameters.walletConnect
    if (connectorId === EMBEDDED_WALLET_CONNECTOR_ID) return embeddedWallet !== undefined
    return announcements().some((a) => a.info.rdns === connectorId)
  }

  function onChange(listener: () => void): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  }

  return {
    list() {
      const announced = announcements()
      const connectors = announced.map(entityOf)
      if (legacy && (announced.length === 0 || inUse.has(INJECTED_CONNECTOR_ID))) {
        connectors.push({
          id: INJECTED_CONNECTOR_ID,
          name: 'Browser Wallet',
          chain: 'eip155',
          type: 'INJECTED',
          provider: win?.ethereum,
        })
      }
      if (parameters.walletConnect) {
        connectors.push({
          id: WALLET_CONNECT_CONNECTOR_ID,
          name: 'WalletConnect',
          chain: 'eip155',
          type: 'WALLET_CONNECT',
        })
      }
      if (embeddedWallet) connectors.push(embeddedWallet)
      return connectors
    },
    has,
    onChange,
    setInUse(connectorId, used) {
      if (used) inUse.add(connectorId)
      else inUse.delete(connectorId)
    },
    setEmbeddedWallet(entity) {
      embeddedWallet = entity
      for (const listener of [...listeners]) listener()
    },
    legacy,
    walletConnect: parameters.walletConnect,
    stop() {
      unsubscribe?.()
      listeners.clear()
    },
  }
}
