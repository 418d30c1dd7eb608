/**
 * What changes the wagmi config's connections for Keyway: connect (wagmi's `connect`, a
 * prompt), the one-reconnect restore (restore-once.ts), wagmi's `disconnect`, and
 * WalletConnect's session check and provider load. The runtime (wagmi-runtime.ts) keeps what
 * must be in the config before WagmiProvider mounts (Keyway's connectors, the watch of its
 * connections) and hands these steps its parts (`runtime.connection`). The commands
 * (evm-commands.ts) import this module: the wagmi entry loads both with the first command;
 * the main entry's first-use chunk carries them.
 *
 * wagmi's `connect` comes from the runtime rather than an import here: a lazy chunk that
 * imports it makes Rolldown split wagmi's error base into a file of its own before the click
 * ("Why Rolldown keeps small files", docs/first-load.md).
 */
import { ConnectorNotConnectedError } from '@keyway/core'
import { withTimeout } from '@keyway/core/adapter'
import { disconnect as wagmiDisconnect } from '@wagmi/core'
import { liveConnection } from './connection-sync.js'
import {
  EMBEDDED_WALLET_CONNECTOR_ID,
  WALLET_CONNECT_CONNECTOR_ID,
} from './connectors/connector-ids.js'
import { evmChainId } from './networks.js'
import { restoreOnce } from './restore-once.js'
import type { WagmiRuntime } from './wagmi-runtime.js'

export type WagmiConnectionSteps = ReturnType<typeof wagmiConnectionSteps>

/** The steps over `runtime`'s parts; they keep no state of their own. */
export function wagmiConnectionSteps(runtime: WagmiRuntime) {
  const { config, sync, registry, requireConnector, want, wagmiConnect, parameters } =
    runtime.connection
  const { pairing, timers, requestTimeoutMs } = parameters

  /** Connects (prompting the wallet), or returns the connection the config already has. */
  function connect(connectorId: string, chainId: number | undefined) {
    const connector = requireConnector(connectorId)
    want(connectorId)
    const wanted =
      chainId !== undefined && parameters.networks.some((n) => evmChainId(n) === chainId)
    return sync.track(connectorId, async () => {
      const existing = liveConnection(config, connectorId)
      if (existing) return existing
      const result = await wagmiConnect(config, { connector, ...(wanted ? { chainId } : {}) })
      return { connector, accounts: result.accounts, chainId: result.chainId }
    })
  }

  /**
   * Restores the connector's session without prompting, through ONE wagmi reconnect: the
   * one wagmi is running (WagmiProvider's reconnect on mount), or else one for this
   * connector. Throws when the connector has no session.
   */
  function restore(connectorId: string) {
    const connector = requireConnector(connectorId)
    want(connectorId)
    return sync.track(connectorId, async () => {
      const live = liveConnection(config, connectorId)
      // The embedded wallet restored while connected: its frame switched the account type,
      // and asking it for its user again (isAuthorized) puts the new address first; the
      // provider's accountsChanged then updates the config's connection (read by track).
      if (live && connectorId === EMBEDDED_WALLET_CONNECTOR_ID) {
        if (await live.connector.isAuthorized()) return live
        throw new ConnectorNotConnectedError({ details: `${connectorId}: no session` })
      }
      const restored = await restoreOnce(config, connector, wagmiConnect)
      if (!restored) throw new ConnectorNotConnectedError({ details: `${connectorId}: no session` })
      return restored
    })
  }

  /** Disconnects the connectors named, or every connected one. */
  async function disconnect(connectorId: string | undefined): Promise<void> {
    const ids = connectorId ? [connectorId] : sync.connectedIds()
    for (const id of ids) {
      // Forgotten first: the config's update that follows is Keyway's own, not an event.
      sync.forget(id)
      // A connector never reported (wagmi never loaded it as connected) still drops its marks.
      parameters.setInUse(id, false)
      if (id === WALLET_CONNECT_CONNECTOR_ID) pairing.clear()
      const connector = liveConnection(config, id)?.connector ?? registry.find(id)
      if (!connector) continue
      await withTimeout(() => wagmiDisconnect(config, { connector }), {
        timeoutMs: requestTimeoutMs,
        label: `wallet:${id}:disconnect`,
        timers,
      })
    }
  }

  return {
    connect,
    restore,
    disconnect,
    /** Whether WalletConnect has a session (restoring it would connect without a pairing). */
    async hasWalletConnectSession(): Promise<boolean> {
      want(WALLET_CONNECT_CONNECTOR_ID)
      return (await registry.find(WALLET_CONNECT_CONNECTOR_ID)?.isAuthorized()) ?? false
    },
    /** Loads WalletConnect's provider. */
    async loadWalletConnect(): Promise<void> {
      want(WALLET_CONNECT_CONNECTOR_ID)
      await registry.find(WALLET_CONNECT_CONNECTOR_ID)?.getProvider()
    },
  }
}
