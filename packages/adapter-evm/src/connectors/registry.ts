/**
 * The wagmi connectors behind the adapter's list (connector-list.ts), made when wagmi loads
 * and listed in the wagmi config (so the dapp's wagmi hooks see them too): an injected
 * connector per EIP-6963 wallet over its own announced provider (later announcements
 * included) unless the config already lists that wallet (a dapp config that discovers wallets
 * itself), the legacy injected connector over `window.ethereum`, and WalletConnect.
 * A connector is looked up in the config first, so a connection made by the dapp's own
 * connectors (its wagmi hooks) can be acted on too.
 */
import {
  type Config,
  type CreateConnectorFn,
  injected,
  type Connector as WagmiConnector,
} from '@wagmi/core'
import type { Eip6963Announcement, Eip6963Discovery } from '../discovery/eip6963.js'
import { addConnectorToConfig } from '../wagmi-internals.js'
import { INJECTED_CONNECTOR_ID, WALLET_CONNECT_CONNECTOR_ID } from './connector-ids.js'
import type { EvmWindow } from './connector-list.js'

export type ConnectorRegistry = {
  find(connectorId: string): WagmiConnector | undefined
  /** Adds a connector made later (the embedded wallet's, loaded on first use), once per id. */
  add(fn: CreateConnectorFn, connectorId: string): WagmiConnector
  stop(): void
}

export type CreateConnectorRegistryParameters = {
  config: Config
  window?: EvmWindow | undefined
  /** Whether to make the legacy injected connector (the list decided at start). */
  legacy: boolean
  discovery?: Eip6963Discovery | undefined
  walletConnect?: CreateConnectorFn | undefined
  /** Called once per wagmi connector the registry creates (to attach event listeners). */
  onCreated(connector: WagmiConnector): void
}

/** The connectors the adapter made (in any config), as against the dapp's own. */
const keywayConnectors = new WeakSet<WagmiConnector>()
export const isKeywayConnector = (connector: WagmiConnector) => keywayConnectors.has(connector)

/** wagmi's injected connector over an announced provider, naming its rdns as wagmi does. */
function announcedConnector({ info, provider }: Eip6963Announcement): CreateConnectorFn {
  const fn = injected({
    target: { id: info.rdns, name: info.name, icon: info.icon, provider: provider as never },
  })
  // `rdns` keeps wagmi's own discovery (of a config made with it) from listing it twice.
  return (config) => ({ ...fn(config), rdns: info.rdns })
}

export function createConnectorRegistry(
  parameters: CreateConnectorRegistryParameters,
): ConnectorRegistry {
  const { config } = parameters
  const created = new Map<string, WagmiConnector>()

  function setup(fn: CreateConnectorFn, connectorId: string): WagmiConnector {
    const connector = addConnectorToConfig(config, fn)
    keywayConnectors.add(connector)
    created.set(connectorId, connector)
    parameters.onCreated(connector)
    return connector
  }

  const listed = (connectorId: string) => config.connectors.find((c) => c.id === connectorId)

  function addAnnounced(announcement: Eip6963Announcement): void {
    const { rdns } = announcement.info
    // A re-announced wallet (new provider) gets a new connector; one the config lists stays.
    if (listed(rdns) && !created.has(rdns)) return
    setup(announcedConnector(announcement), rdns)
  }

  const win = parameters.window
  if (parameters.legacy && win) {
    setup(
      injected({
        target: () => ({
          id: INJECTED_CONNECTOR_ID,
          name: 'Browser Wallet',
          provider: () => win.ethereum as never,
        }),
      }),
      INJECTED_CONNECTOR_ID,
    )
  }
  if (parameters.walletConnect) setup(parameters.walletConnect, WALLET_CONNECT_CONNECTOR_ID)

  for (const announcement of parameters.discovery?.getAnnouncements() ?? []) {
    addAnnounced(announcement)
  }
  const unsubscribe = parameters.discovery?.subscribe(addAnnounced)

  return {
    find(connectorId) {
      return created.get(connectorId) ?? listed(connectorId)
    },
    add(fn, connectorId) {
      return created.get(connectorId) ?? setup(fn, connectorId)
    },
    stop() {
      unsubscribe?.()
    },
  }
}
