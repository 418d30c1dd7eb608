/**
 * Bringing a returning visitor's connections back at page load: the stored account shown at
 * once and the saved connector synced. Recording a restored connection (apply-connection.ts)
 * is one of the connection's rules, which load with the first command (commands.ts): the
 * restore asks for them only when storage holds a connection to restore, beside the
 * wallets' answers, so a first visit downloads none of them. The reconnect pass a dapp asks
 * for (reconnect.ts) loads with the commands.
 */
import type { ChainNamespace } from '../../chains/types.js'
import type { applyConnection } from './apply-connection.js'
import type { ConnectionContext } from './context.js'
import { isConnected, setStatus } from './status.js'

/** What the restore needs of the connection's rules, once they have loaded. */
export type RestoreRules = { applyConnection: typeof applyConnection }

/** A failed sync or reconnect: disconnected, with the namespace's connections cleared. */
export function markDisconnected(ctx: ConnectionContext, namespace: ChainNamespace): void {
  delete ctx.state.connections[namespace]
  ctx.deps.storage.removeLastAccount(namespace)
  ctx.deps.account.resetAccount(namespace)
  setStatus(ctx, { namespace, status: 'disconnected' })
}

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
 * tracks nothing. The rules that record a connection are asked for (`loadRules`) only when
 * a namespace has a saved connector, at the same time as the wallets; should they not
 * arrive, the namespaces waiting on them are disconnected, as a failed sync is.
 */
export async function syncExistingConnection(
  ctx: ConnectionContext,
  parameters: {
    signal?: AbortSignal | undefined
    loadRules: () => Promise<RestoreRules>
  },
): Promise<void> {
  const { deps } = ctx
  const saved = deps.namespaces().flatMap((namespace) => {
    const adapter = deps.getAdapter(namespace)
    const connectorId = deps.connector.getActiveConnectorId(namespace)
    if (adapter && connectorId) return [{ namespace, adapter, connectorId }]
    setStatus(ctx, { namespace, status: 'disconnected' })
    return []
  })
  if (saved.length > 0) {
    const rules = parameters.loadRules()
    // Awaited below, after each wallet's answer: a failure before then is handled there.
    rules.catch(() => undefined)
    await Promise.all(
      saved.map(async ({ namespace, adapter, connectorId }) => {
        setStatus(ctx, { namespace, status: 'reconnecting' })
        try {
          const result = await adapter.reconnect({ connectorId, signal: parameters.signal })
          ;(await rules).applyConnection(ctx, { namespace, result })
        } catch {
          markDisconnected(ctx, namespace)
        }
      }),
    )
  }
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
