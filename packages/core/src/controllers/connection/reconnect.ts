/**
 * The reconnect pass a dapp asks for (the `reconnect` action): loaded with the connection
 * commands, as it is no part of the page-load restore (restore.ts).
 */
import type { ChainNamespace } from '../../chains/types.js'
import { applyConnection } from './apply-connection.js'
import { getReconnectOrder } from './connector-rules.js'
import type { ConnectionContext } from './context.js'
import { activateAConnectedNamespace, markDisconnected } from './restore.js'
import { adapterFor, setStatus } from './status.js'

/**
 * The reconnect pass: tries the candidates in order (the recent wallet first, then the
 * connectors already connected); connected if any succeeds, otherwise disconnected with
 * the namespace's connections cleared.
 */
export async function reconnect(
  ctx: ConnectionContext,
  parameters: { namespace?: ChainNamespace | undefined; signal?: AbortSignal | undefined } = {},
): Promise<void> {
  const { state, deps } = ctx
  const namespaces = parameters.namespace ? [parameters.namespace] : deps.namespaces()
  await Promise.all(
    namespaces.map(async (namespace) => {
      const adapter = adapterFor(ctx, namespace)
      setStatus(ctx, { namespace, status: 'reconnecting' })
      const recent = state.recentWallet ?? deps.storage.getRecentWallets()[0]
      const connectedIds = [namespace, ...deps.namespaces()].map((ns) =>
        deps.connector.getActiveConnectorId(ns),
      )
      const order = getReconnectOrder(deps.connector, namespace, recent, connectedIds)
      for (const connectorId of order) {
        try {
          const result = await adapter.reconnect({ connectorId, signal: parameters.signal })
          applyConnection(ctx, { namespace, result })
          return
        } catch {
          // Try the next candidate: an expired session is not an error for the user.
        }
      }
      markDisconnected(ctx, namespace)
    }),
  )
  activateAConnectedNamespace(ctx)
}
