/**
 * Keeps core state in step with what adapters report by themselves: connectors that
 * appear (EIP-6963 announcements, wallet-standard registrations), accounts and chains
 * changed in the wallet, a wallet-side disconnect, wallet-connect pairing uris, and a
 * connection made beside Keyway (the dapp's own wagmi hooks).
 */
import type { ChainAdapter } from '../adapter/types.js'
import type { ChainController } from '../controllers/chain.js'
import { hasAddressPurposes } from '../controllers/connection/active-address.js'
import type { ConnectionController } from '../controllers/connection.js'
import type { ConnectorController } from '../controllers/connector.js'
import type { Account } from '../types/account.js'

export type WatchAdaptersDeps = {
  adapters: readonly ChainAdapter[]
  connector: Pick<ConnectorController, 'setConnectors' | 'getActiveConnectorId'>
  connection: Pick<ConnectionController, 'state' | 'applyConnection' | 'clearNamespace' | 'setUri'>
  chain: Pick<ChainController, 'syncWalletNetwork' | 'state'>
}

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
        if (isActive(connectorId)) deps.chain.syncWalletNetwork(namespace, chainId)
      }),
      adapter.on('accountChanged', ({ connectorId, address, chainId }) => {
        if (!isActive(connectorId)) return
        const known = deps.connection.state.connections[namespace]?.find(
          (c) => c.connectorId === connectorId,
        )
        const currentChainId =
          chainId ?? deps.chain.state.chains[namespace]?.networkState.caipNetwork?.id
        if (currentChainId === undefined) return
        const apply = (accounts: readonly Account[]) =>
          deps.connection.applyConnection(namespace, {
            connectorId,
            address,
            chainId: currentChainId,
            accounts: [...accounts],
          })
        if (known?.accounts.some((a) => a.address === address)) {
          apply(known.accounts)
          return
        }
        // A wallet with an address per purpose (a Bitcoin wallet's payment and ordinals)
        // reports its new (payment) address: it is asked for all of them, so the other one
        // and their types stay known. Failing that, the reported address stands alone.
        if (known && hasAddressPurposes(known.accounts)) {
          const reported: Account = { address, type: 'payment' }
          adapter.getAccounts({ connectorId }).then(
            (accounts) => {
              if (!isActive(connectorId)) return
              apply(accounts.some((a) => a.address === address) ? accounts : [reported])
            },
            () => {
              if (isActive(connectorId)) apply([reported])
            },
          )
          return
        }
        apply([{ address, type: 'eoa' }])
      }),
      // A connection made beside Keyway (the dapp's wagmi hooks) shows as Keyway's own; one
      // made by hand becomes the active namespace, a restored one does not.
      adapter.on('connect', ({ restored, ...result }) => {
        deps.connection.applyConnection(namespace, result, { activate: !restored })
      }),
      adapter.on('disconnect', ({ connectorId }) => {
        if (isActive(connectorId)) deps.connection.clearNamespace(namespace)
      }),
    )
  }
  return () => {
    for (const unsubscribe of unsubscribers) unsubscribe()
  }
}
