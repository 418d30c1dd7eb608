/**
 * Keeps core state in step with what adapters report by themselves: connectors that
 * appear (EIP-6963 announcements, wallet-standard registrations), accounts and chains
 * changed in the wallet, a wallet-side disconnect, wallet-connect pairing uris, and a
 * connection made beside Keyway (the dapp's own wagmi hooks). Recording or clearing a
 * connection is one of the connection's rules, loaded with the first of them: should they
 * not arrive, the event is dropped and the state stays as it was (the next event or command
 * loads them again).
 */
import type { ChainAdapter } from '../adapter/types.js'
import type { ConnectionController } from '../controllers/connection.js'
import type { ConnectorController } from '../controllers/connector.js'

export type WatchAdaptersDeps = {
  adapters: readonly ChainAdapter[]
  connector: Pick<ConnectorController, 'setConnectors' | 'getActiveConnectorId'>
  connection: Pick<
    ConnectionController,
    | 'state'
    | 'applyConnection'
    | 'applyAccountChange'
    | 'syncWalletNetwork'
    | 'clearNamespace'
    | 'setUri'
  >
}

/** An event whose rules could not load is dropped (see above); nothing is left unhandled. */
const dropped = (): void => undefined

/** Subscribes to every adapter; returns one function that unsubscribes them all. */
export function watchAdapters(deps: WatchAdaptersDeps): () => void {
  const unsubscribers: (() => void)[] = []
  for (const adapter of deps.adapters) {
    const namespace = adapter.namespace
    deps.connector.setConnectors(namespace, adapter.getConnectors())
    // Events of a connector that is not the active one on this namespace are ignored:
    // a wallet the user did not pick must not change the account shown.
    const isActive = (connectorId: string) =>
      deps.connector.getActiveConnectorId(namespace) === connectorId &&
      deps.connection.state.status[namespace] === 'connected'

    unsubscribers.push(
      adapter.on('connectorsChanged', ({ connectors }) => {
        deps.connector.setConnectors(namespace, connectors)
      }),
      adapter.on('displayUri', ({ uri }) => deps.connection.setUri(uri)),
      adapter.on('chainChanged', ({ connectorId, chainId }) => {
        if (isActive(connectorId)) {
          deps.connection.syncWalletNetwork(namespace, chainId).catch(dropped)
        }
      }),
      adapter.on('accountChanged', (change) => {
        if (!isActive(change.connectorId)) return
        deps.connection
          .applyAccountChange({ ...change, namespace, adapter, isActive })
          .catch(dropped)
      }),
      // A connection made beside Keyway (the dapp's wagmi hooks) shows as Keyway's own; one
      // made by hand becomes the active namespace, a restored one does not.
      adapter.on('connect', ({ restored, ...result }) => {
        deps.connection.applyConnection(namespace, result, { activate: !restored }).catch(dropped)
      }),
      adapter.on('disconnect', ({ connectorId }) => {
        if (isActive(connectorId)) deps.connection.clearNamespace(namespace).catch(dropped)
      }),
    )
  }
  return () => {
    for (const unsubscribe of unsubscribers) unsubscribe()
  }
}
