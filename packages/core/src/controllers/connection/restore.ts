/**
 * Bringing a returning visitor's connections back: the stored account shown at once, the
 * saved connector synced on page load, and the reconnect pass over candidate connectors.
 */
import type { ChainNamespace } from '../../chains/types.js'
import { applyConnection } from './apply-connection.js'
import { markDisconnected } from './clear.js'
import type { ConnectionContext } from './context.js'
import { adapterFor, isConnected, setStatus } from './status.js'

/**
 * A returning visitor's first paint: each namespace with a saved connection shows the
 * account it last had, as 'reconnecting', until `syncExistingConnection` confirms it with
 * the wallet (or, failing that, clears it quietly). Synchronous, so the account button
 * never flashes "Connect" first.
 */
export function showStoredAccounts(ctx: ConnectionContext): void {
  const { deps } = ctx
  for (const namespace of deps.namespaces()) {
    const stored = deps.storage.getLastAccount(namespace)
    if (!stored || !deps.connector.getActiveConnectorId(namespace)) continue
    deps.account.setCaipAddress(namespace, stored.caipAddress)
    if (stored.walletName) {
      deps.account.setConnectedWalletInfo(namespace, {
        name: stored.walletName,
        type: stored.walletType,
      })
    }
    setStatus(ctx, { namespace, status: 'reconnecting' })
  }
}

/**
 * On page load the connection saved for each namespace is restored; a failure (or nothing
 * saved) gives disconnected. A restore is not a connection the visitor asked for, so it
 * tracks nothing.
 */
export async function syncExistingConnection(
  ctx: ConnectionContext,
  parameters: { signal?: AbortSignal | undefined } = {},
): Promise<void> {
  const { deps } = ctx
  await Promise.all(
    deps.namespaces().map(async (namespace) => {
      const adapter = deps.getAdapter(namespace)
      const connectorId = deps.connector.getActiveConnectorId(namespace)
      if (!adapter || !connectorId) {
        setStatus(ctx, { namespace, status: 'disconnected' })
        return
      }
      setStatus(ctx, { namespace, status: 'reconnecting' })
      try {
        const result = await adapter.reconnect({ connectorId, signal: parameters.signal })
        applyConnection(ctx, { namespace, result })
      } catch {
        markDisconnected(ctx, namespace)
      }
    }),
  )
  activateAConnectedNamespace(ctx)
}

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
      for (const connectorId of deps.connector.getReconnectOrder(namespace, recent, connectedIds)) {
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

/**
 * After restoring: the active namespace (kept from the last visit) stays active while it
 * is connected; if it did not come back but another namespace did, that one becomes
 * active, so the account shown is one that is connected.
 */
export function activateAConnectedNamespace(ctx: ConnectionContext): void {
  const active = ctx.deps.chain.state.activeNamespace
  if (active && isConnected(ctx, active)) return
  const connected = ctx.deps.namespaces().find((ns) => isConnected(ctx, ns))
  if (connected) ctx.deps.chain.setActiveNamespace(connected)
}
