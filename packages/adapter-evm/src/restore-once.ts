/**
 * A stored connection comes back through ONE wagmi reconnect. The dapp's WagmiProvider runs
 * wagmi's `reconnect` on mount, and core asks the adapter to restore the connector it saved;
 * whichever starts first does the work, the other takes its outcome:
 * - wagmi is reconnecting (or connecting): wait for it, then read the config;
 * - the config already has the connector connected: that connection;
 * - else wagmi's `reconnect` for that connector alone (it asks the wallet without a prompt).
 *   While another connection is live, wagmi's `connect` with `isReconnecting` is used
 *   instead, since `reconnect` replaces every connection with the ones it restored.
 */
import {
  type Config,
  type Connection,
  connect,
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

export async function restoreOnce(
  config: Config,
  connector: WagmiConnector,
): Promise<Connection | undefined> {
  await settled(config)
  const existing = liveConnection(config, connector.id)
  if (existing) return existing
  if ([...config.state.connections.values()].some(isLive)) {
    if (!(await connector.isAuthorized())) return undefined
    // Runs as wagmi's connect, which keeps the other connections; `isReconnecting` reaches
    // the connector (no prompt), as wagmi's reconnect passes it.
    const data = await connect(config, { connector, isReconnecting: true } as never).catch(
      () => undefined,
    )
    return data && { connector, accounts: data.accounts, chainId: data.chainId }
  }
  // Answers [] at once while another reconnect runs (wagmi runs one at a time): that one's
  // outcome is then this one's.
  await reconnect(config, { connectors: [connector] })
  await settled(config)
  return liveConnection(config, connector.id)
}
