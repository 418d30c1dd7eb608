/**
 * A stored connection comes back through ONE wagmi reconnect. The dapp's WagmiProvider runs
 * wagmi's `reconnect` on mount, and core asks the adapter to restore the connector it saved;
 * whichever starts first does the work, the other takes its outcome:
 * - wagmi is reconnecting (or connecting): wait for it, then read the config;
 * - the config already has the connector connected: that connection;
 * - else wagmi's `reconnect` for that connector alone (it asks the wallet without a prompt).
 *   While another connection is live, or another config's reconnect holds wagmi's lock,
 *   wagmi's `connect` with `isReconnecting` does it instead (reconnectBeside).
 */
import {
  type Config,
  type Connection,
  type connect,
  reconnect,
  type Connector as WagmiConnector,
} from '@wagmi/core'
import { isLive, liveConnection } from './connection-sync.js'

const busy = (config: Config) =>
  config.state.status === 'reconnecting' || config.state.status === 'connecting'

/** Resolves once wagmi is neither connecting nor reconnecting. */
function settled(config: Config): Promise<void> {
  if (!busy(config)) return Promise.resolve()
  return new Promise((resolve) => {
    const unsubscribe = config.subscribe(
      (state) => state.status,
      () => {
        if (busy(config)) return
        unsubscribe()
        resolve()
      },
    )
  })
}

/** wagmi's `connect`, handed in by the runtime, whose module imports it for Keyway's connect. */
type WagmiConnect = typeof connect

export async function restoreOnce(
  config: Config,
  connector: WagmiConnector,
  connect: WagmiConnect,
): Promise<Connection | undefined> {
  await settled(config)
  const existing = liveConnection(config, connector.id)
  if (existing) return existing
  if (![...config.state.connections.values()].some(isLive)) {
    const restoring = reconnect(config, { connectors: [connector] })
    // wagmi runs one reconnect per page, whatever the config: a reconnect it refused (another
    // config's is running) leaves this config untouched. A refused one of this config's own
    // is impossible here (it would have been waited for above).
    if (busy(config)) {
      await restoring
      await settled(config)
      return liveConnection(config, connector.id)
    }
    await restoring
  }
  return reconnectBeside(config, connector, connect)
}

/**
 * The connector restored as wagmi's `connect` with `isReconnecting` (no prompt; the flag
 * reaches the connector as wagmi's reconnect passes it): it keeps the config's other
 * connections, which wagmi's `reconnect` would replace, and runs while another config's
 * reconnect holds wagmi's one-per-page lock.
 */
async function reconnectBeside(
  config: Config,
  connector: WagmiConnector,
  connect: WagmiConnect,
): Promise<Connection | undefined> {
  if (!(await connector.isAuthorized())) return undefined
  const data = await connect(config, { connector, isReconnecting: true } as never).catch(
    () => undefined,
  )
  return data && { connector, accounts: data.accounts, chainId: data.chainId }
}
