/**
 * Finishing a WalletConnect connection: the deep link, recent wallet and CONNECT_SUCCESS,
 * and one session adopted by every namespace it carries. Loaded with the connect rules.
 */
import type { ChainNamespace } from '../../chains/types.js'
import { applyConnection } from './apply-connection.js'
import type { ConnectionContext } from './context.js'
import { isConnected } from './status.js'

/**
 * Finalising a WalletConnect connection: stores the deep link and the recent wallet, and
 * tracks CONNECT_SUCCESS with method 'mobile' (a deep link was used) or 'qrcode'.
 */
export function finalizeWalletConnect(
  ctx: ConnectionContext,
  parameters: { namespace: ChainNamespace },
): void {
  const { wcLinking, recentWallet } = ctx.state
  const { storage } = ctx.deps
  if (wcLinking) storage.set('wcDeepLink', { name: wcLinking.name, href: wcLinking.href })
  if (recentWallet) storage.addRecentWallet({ ...recentWallet })
  ctx.deps.track('CONNECT_SUCCESS', {
    method: wcLinking ? 'mobile' : 'qrcode',
    name: recentWallet?.name ?? 'Unknown',
    namespace: parameters.namespace,
  })
}

/**
 * One WalletConnect session can carry accounts of several namespaces: after it connects,
 * every other namespace with a WalletConnect connector and no connection takes its
 * account from that session. `reconnect` never proposes a new pairing; a namespace the
 * session lacks stays disconnected. The namespace the user connected stays active.
 */
export async function adoptWalletConnectSession(
  ctx: ConnectionContext,
  parameters: { namespace: ChainNamespace; signal?: AbortSignal | undefined },
): Promise<void> {
  const { deps } = ctx
  const { namespace, signal } = parameters
  const others = deps.namespaces().filter((ns) => ns !== namespace && !isConnected(ctx, ns))
  await Promise.all(
    others.map(async (other) => {
      const [connector] = deps.connector.getConnectorsByType('WALLET_CONNECT', other)
      const adapter = deps.getAdapter(other)
      if (!connector || !adapter) return
      try {
        const result = await adapter.reconnect({ connectorId: connector.id, signal })
        applyConnection(ctx, { namespace: other, result })
      } catch {
        // The session has no account in this namespace: nothing to adopt.
      }
    }),
  )
  if (deps.chain.state.activeNamespace !== namespace) deps.chain.setActiveNamespace(namespace)
}
