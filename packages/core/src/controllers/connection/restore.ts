/**
 * Bringing a returning visitor's connections back at page load: the stored account shown at
 * once and the saved connector synced. The reconnect pass a dapp asks for (reconnect.ts)
 * loads with the commands.
 */
import { applyConnection } from './apply-connection.js'
import { markDisconnected } from './clear.js'
import type { ConnectionContext } from './context.js'
import { isConnected, setStatus } from './status.js'

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
