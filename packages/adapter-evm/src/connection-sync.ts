/**
 * Keyway's side of the wagmi config's connections: the config is the one source of truth,
 * and what changes in it shows in Keyway, whoever changed it. A connection made beside
 * Keyway (the dapp's wagmi hooks, wagmi's reconnect on mount) is reported as `connect`; a
 * chain or account change (wagmi's `switchChain`, the wallet) as `chainChanged` /
 * `accountChanged`; a connection gone (wagmi's `disconnect`, the wallet) as `disconnect`.
 * Connections Keyway itself is making (`track`) are left to the call that makes them, so
 * core hears of each once.
 */
import { type AdapterConnection, ConnectorNotConnectedError } from '@keyway/core'
import type { AdapterKit } from '@keyway/core/adapter'
import {
  type Config,
  type Connection,
  type Connector as WagmiConnector,
  watchConnections,
} from '@wagmi/core'
import type { Address } from 'viem'

export type ConnectionSyncParameters = {
  config: Config
  emit: AdapterKit['emit']
  /** A connector connected (true) or not (false) any more, for the adapter's list. */
  onConnected(connectorId: string, connected: boolean): void
}

/** What Keyway last reported of a connection. */
type Reported = { chainId: number; address: Address }

/** A connection of a set-up connector (wagmi's persisted ones hold only stubs until restored). */
export function isLive(connection: Connection): boolean {
  return typeof connection.connector.getProvider === 'function'
}

/** The config's live connection of the connector with this id, if any. */
export function liveConnection(config: Config, connectorId: string): Connection | undefined {
  for (const connection of config.state.connections.values()) {
    if (connection.connector.id === connectorId && isLive(connection)) return connection
  }
  return undefined
}

export function createConnectionSync(parameters: ConnectionSyncParameters) {
  const { config, emit } = parameters
  const reported = new Map<string, Reported>()
  /** Connectors Keyway is connecting or restoring: their outcome is that call's to report. */
  const pending = new Map<string, number>()
  let last: string | undefined

  function record(connectorId: string, chainId: number, address: Address): void {
    reported.set(connectorId, { chainId, address })
    last = connectorId
    parameters.onConnected(connectorId, true)
  }

  async function announce(connection: Connection, restored: boolean): Promise<void> {
    const { connector, accounts, chainId } = connection
    const [address] = accounts
    if (!address) return
    record(connector.id, chainId, address)
    const provider = await connector.getProvider().catch(() => undefined)
    if (reported.get(connector.id)?.address !== address) return
    emit('connect', { ...toConnection(connector, accounts, chainId, provider), restored })
  }

  function sync(connections: readonly Connection[]): void {
    const present = new Set<string>()
    // A connection that appears while wagmi is not 'connected' comes from its reconnect
    // (wagmi's connect sets 'connected' in the same update that adds the connection).
    const restored = config.state.status !== 'connected'
    for (const connection of connections) {
      if (!isLive(connection)) continue
      const connectorId = connection.connector.id
      present.add(connectorId)
      if (pending.has(connectorId)) continue
      const [address] = connection.accounts
      const before = reported.get(connectorId)
      if (!address) continue
      if (!before) {
        void announce(connection, restored)
        continue
      }
      if (connection.chainId !== before.chainId) {
        before.chainId = connection.chainId
        emit('chainChanged', { connectorId, chainId: connection.chainId })
      }
      if (address !== before.address) {
        before.address = address
        emit('accountChanged', { connectorId, address, chainId: connection.chainId })
      }
    }
    for (const connectorId of [...reported.keys()]) {
      if (present.has(connectorId) || pending.has(connectorId)) continue
      forget(connectorId)
      emit('disconnect', { connectorId })
    }
  }

  /** Drops a connection from what Keyway reported (Keyway's own disconnect: no event). */
  function forget(connectorId: string): void {
    if (!reported.delete(connectorId)) return
    if (last === connectorId) last = reported.keys().next().value
    parameters.onConnected(connectorId, false)
  }

  const unwatch = watchConnections(config, { onChange: sync })
  // A connection the config already has (wagmi restored it before the adapter loaded).
  sync([...config.state.connections.values()])

  return {
    /**
     * Runs Keyway's own connect or restore of `connectorId`: the config's updates meanwhile
     * are this call's, and its result is recorded as reported.
     */
    async track(
      connectorId: string,
      run: () => Promise<{
        connector: WagmiConnector
        accounts: readonly Address[]
        chainId: number
      }>,
    ): Promise<AdapterConnection> {
      pending.set(connectorId, (pending.get(connectorId) ?? 0) + 1)
      try {
        const ran = await run()
        const provider = await ran.connector.getProvider()
        // The config's connection as it is now, read after the last await: a change the
        // wallet reported meanwhile (the embedded wallet's new address once its account
        // type switched) was left to this call, so it must be in what this call reports.
        const { connector, accounts, chainId } = liveConnection(config, connectorId) ?? ran
        const [address] = accounts
        if (address) record(connectorId, chainId, address)
        return toConnection(connector, accounts, chainId, provider)
      } finally {
        const count = (pending.get(connectorId) ?? 1) - 1
        if (count > 0) pending.set(connectorId, count)
        else pending.delete(connectorId)
      }
    },
    /** Keyway switched the chain itself: recorded, reported once. */
    setChain(connectorId: string, chainId: number): void {
      const before = reported.get(connectorId)
      if (!before || before.chainId === chainId) return
      before.chainId = chainId
      emit('chainChanged', { connectorId, chainId })
    },
    forget,
    isConnected: (connectorId: string) => reported.has(connectorId),
    connectedIds: () => [...reported.keys()],
    /** The connector connected last, for calls that name none. */
    get last(): string | undefined {
      return last
    },
    stop(): void {
      unwatch()
    },
  }
}

function toConnection(
  connector: WagmiConnector,
  accounts: readonly Address[],
  chainId: number,
  provider: unknown,
): AdapterConnection {
  const [address] = accounts
  if (!address) throw new ConnectorNotConnectedError({ details: `${connector.id}: no account` })
  return {
    connectorId: connector.id,
    address,
    chainId,
    accounts: accounts.map((a) => ({ address: a, type: 'eoa' as const })),
    provider,
  }
}
