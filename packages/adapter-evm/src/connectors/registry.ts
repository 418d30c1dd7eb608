/**
 * The wagmi connectors behind the adapter's list (connector-list.ts), made when wagmi loads
 * and added to the adapter's own wagmi config: an injected connector per EIP-6963 wallet
 * over its own announced provider (later announcements included), the legacy injected
 * connector over `window.ethereum`, and WalletConnect.
 */
import { type Config, injected, type Connector as WagmiConnector } from '@wagmi/core'
import type { Eip6963Announcement, Eip6963Discovery } from '../discovery/eip6963.js'
import { INJECTED_CONNECTOR_ID, WALLET_CONNECT_CONNECTOR_ID } from './connector-ids.js'
import type { EvmWindow } from './connector-list.js'

export type ConnectorRegistry = {
  find(connectorId: string): WagmiConnector | undefined
  /** Adds a connector made later (the embedded wallet's, loaded on first use), once per id. */
  add(
    fn: Parameters<Config['_internal']['connectors']['setup']>[0],
    connectorId: string,
  ): WagmiConnector
  stop(): void
}

export type CreateConnectorRegistryParameters = {
  config: Config
  window?: EvmWindow | undefined
  /** Whether to make the legacy injected connector (the list decided at start). */
  legacy: boolean
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
  const announced = new Map<string, WagmiConnector>()
  const added = new Map<string, WagmiConnector>()

  function setup(fn: Parameters<Config['_internal']['connectors']['setup']>[0]): WagmiConnector {
    const connector = config._internal.connectors.setup(fn)
    addToConfig(config, connector)
    parameters.onCreated(connector)
    return connector
  }

  function addAnnounced({ info, provider }: Eip6963Announcement): void {
    const connector = setup(
      injected({
        target: { id: info.rdns, name: info.name, icon: info.icon, provider: provider as never },
      }),
    )
    announced.set(info.rdns, connector)
  }

  const win = parameters.window
  const legacy =
    parameters.legacy && win
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
  const unsubscribe = parameters.discovery?.subscribe(addAnnounced)

  return {
    find(connectorId) {
      if (connectorId === INJECTED_CONNECTOR_ID) return legacy
      if (connectorId === WALLET_CONNECT_CONNECTOR_ID) return walletConnect
      return added.get(connectorId) ?? announced.get(connectorId)
    },
    add(fn, connectorId) {
      const known = added.get(connectorId)
      if (known) return known
      const connector = setup(fn)
      added.set(connectorId, connector)
      return connector
    },
    stop() {
      unsubscribe?.()
    },
  }
}
