/** What a connection leaves behind, cleared: a failed restore, a disconnect, a reset. */
import type { ChainNamespace } from '../../chains/types.js'
import type { ConnectionContext } from './context.js'
import { resetNetworkState } from './network-rules.js'
import { getStatus, setStatus } from './status.js'
import { clearPairing } from './walletconnect.js'

/**
 * Disconnect, per namespace: clears provider, account, network, user and connector id.
 * Also what an adapter's `disconnect` event does, without calling the wallet.
 */
export function clearNamespace(ctx: ConnectionContext, namespace: ChainNamespace): void {
  const { deps } = ctx
  delete ctx.state.connections[namespace]
  deps.storage.removeLastAccount(namespace)
  deps.account.resetAccount(namespace)
  resetNetworkState(deps.chain, namespace)
  const activeId = deps.connector.getActiveConnectorId(namespace)
  if (deps.connector.state.activeConnector?.id === activeId) {
    deps.connector.setActiveConnector(undefined)
  }
  deps.connector.removeActiveConnectorId(namespace)
  setStatus(ctx, { namespace, status: 'disconnected' })
}

/**
 * Connection reset: disconnected; clears the link, recent wallet and saved deep link.
 * Without a namespace, every namespace not connected now is reset: resetting the pairing
 * must not drop a live connection on another namespace.
 */
export function resetConnection(
  ctx: ConnectionContext,
  parameters: { namespace?: ChainNamespace | undefined } = {},
): void {
  clearPairing(ctx)
  const namespaces = parameters.namespace
    ? [parameters.namespace]
    : (Object.keys(ctx.state.status) as ChainNamespace[]).filter(
        (ns) => getStatus(ctx, ns) !== 'connected',
      )
  for (const namespace of namespaces) setStatus(ctx, { namespace, status: 'disconnected' })
}
