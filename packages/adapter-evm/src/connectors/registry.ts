/**
 * The adapter's connectors: one per EIP-6963 wallet (id = its rdns, so picking wallet X
 * always calls X's own provider, whatever owns `window.ethereum`), the legacy injected
 * connector only while no EIP-6963 wallet has announced, and WalletConnect when a project
 * id is configured. They are wagmi connectors added to the adapter's own wagmi config.
 */
import type { Connector } from '@keyway/core'
import { type Availability, type Eip6963Window, whenAvailable } from '@keyway/core/internal'
import { type Config, injected, type Connector as WagmiConnector } from '@wagmi/core'
import type { Eip6963Announcement, Eip6963Discovery } from '../discovery/eip6963.js'
import { WALLET_CONNECT_CONNECTOR_ID } from './walletconnect.js'

export const INJECTED_CONNECTOR_ID = 'injected'

export type EvmWindow = Eip6963Window & { ethereum?: unknown }

export type ConnectorRegistry = {
  /** The connectors to list now, as core's Connector entities. */
  list(): Connector[]
  find(connectorId: string): WagmiConnector | undefined
  /**
   * Resolves once the connector exists (a wallet may announce a moment after page load);
   * `cancel` stops waiting.
   */
  whenAvailable(connectorId: string): Availability<WagmiConnector>
  /** Called whenever the list changes; returns the unsubscribe function. */
  onChange(listener: () => void): () => void
  /** Marks a connector as in use (a connected legacy connector stays listed). */
  setInUse(connectorId: string, inUse: boolean): void
  stop(): void
}

export type CreateConnectorRegistryParameters = {
  config: Config
  window?: EvmWindow | undefined
  discovery?: Eip6963Discovery | undefined
  walletConnect?: Parameters<Config['_internal']['connectors']['setup']>[0] | undefined
  /** Called once per wagmi connector when it is created (to attach event listeners). */
  onCreated(connector: WagmiConnector): void
}

function addToConfig(config: Config, connector: WagmiConnector): void {
  // wagmi adds EIP-6963 connectors the same way in its own discovery (createConfig.ts).
  config._internal.connectors.setState((list) => [
    ...list.filter((c) => c.id !== connector.id),
    connector,
  ])
}

export function createConnectorRegistry(
  parameters: CreateConnectorRegistryParameters,
): ConnectorRegistry {
  const { config } = parameters
  const announced = new Map<string, { connector: WagmiConnector; info: Connector }>()
  const listeners = new Set<() => void>()
  const inUse = new Set<string>()
  const changed = () => {
    for (const listener of [...listeners]) listener()
  }

  function setup(fn: Parameters<Config['_internal']['connectors']['setup']>[0]): WagmiConnector {
    const connector = config._internal.connectors.setup(fn)
    addToConfig(config, connector)
    parameters.onCreated(connector)
    return connector
  }

  function addAnnounced({ info, provider }: Eip6963Announcement): void {
    const connector = setup(
      injected({
        target: {
          id: info.rdns,
          name: info.name,
          icon: info.icon,
          provider: provider as never,
        },
      }),
    )
    announced.set(info.rdns, {
      connector,
      info: {
        id: info.rdns,
        name: info.name,
        chain: 'eip155',
        type: 'ANNOUNCED',
        imageUrl: info.icon,
        info: { rdns: info.rdns },
        provider,
      },
    })
  }

  const win = parameters.window
  // The legacy connector reads the injected window, not the global one.
  const legacy =
    win && win.ethereum !== undefined
      ? setup(
          injected({
            target: () => ({
              id: INJECTED_CONNECTOR_ID,
              name: 'Browser Wallet',
              provider: () => win.ethereum as never,
            }),
          }),
        )
      : undefined
  const walletConnect = parameters.walletConnect ? setup(parameters.walletConnect) : undefined

  for (const announcement of parameters.discovery?.getAnnouncements() ?? []) {
    addAnnounced(announcement)
  }
  const unsubscribe = parameters.discovery?.subscribe((announcement) => {
    addAnnounced(announcement)
    changed()
  })

  function onChange(listener: () => void): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  }

  function find(connectorId: string): WagmiConnector | undefined {
    if (connectorId === INJECTED_CONNECTOR_ID) return legacy
    if (connectorId === WALLET_CONNECT_CONNECTOR_ID) return walletConnect
    return announced.get(connectorId)?.connector
  }

  return {
    list() {
      const connectors = [...announced.values()].map((a) => a.info)
      if (legacy && (announced.size === 0 || inUse.has(INJECTED_CONNECTOR_ID))) {
        connectors.push({
          id: INJECTED_CONNECTOR_ID,
          name: 'Browser Wallet',
          chain: 'eip155',
          type: 'INJECTED',
          provider: win?.ethereum,
        })
      }
      if (walletConnect) {
        connectors.push({
          id: WALLET_CONNECT_CONNECTOR_ID,
          name: 'WalletConnect',
          chain: 'eip155',
          type: 'WALLET_CONNECT',
        })
      }
      return connectors
    },
    find,
    whenAvailable: (connectorId) => whenAvailable(() => find(connectorId), onChange),
    onChange,
    setInUse(connectorId, used) {
      if (used) inUse.add(connectorId)
      else inUse.delete(connectorId)
    },
    stop() {
      unsubscribe?.()
      listeners.clear()
    },
  }
}
