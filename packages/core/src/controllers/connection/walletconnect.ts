/**
 * The WalletConnect part of connecting: the pairing uri and its expiry, the pending
 * connection reused on Telegram and iOS Safari, finalising (deep link, recent wallet,
 * CONNECT_SUCCESS) and one session adopted by every namespace it carries.
 */
import type { ChainNamespace } from '../../chains/types.js'
import { TIME_MS } from '../../constants/timing.js'
import { WalletConnectConnectorNotFoundError } from '../../errors/connector.js'
import { applyConnection } from './apply-connection.js'
import type { ConnectionContext } from './context.js'
import { isConnected } from './status.js'

/** Forgets the wallet-connect pairing, link and recent wallet, and the saved deep link. */
export function clearPairing(ctx: ConnectionContext): void {
  const { state } = ctx
  state.wcUri = undefined
  state.wcPairingExpiry = undefined
  state.wcLinking = undefined
  state.wcError = false
  state.buffering = false
  state.recentWallet = undefined
  ctx.deps.storage.remove('wcDeepLink')
}

/** A new pairing uri from the wallet-connect connector; it can be reused for 4 min. */
export function setUri(ctx: ConnectionContext, parameters: { uri: string }): void {
  ctx.state.wcUri = parameters.uri
  ctx.state.wcPairingExpiry = ctx.deps.now() + TIME_MS.fourMinutes
  ctx.state.wcError = false
}

export function isPairingExpired(ctx: ConnectionContext): boolean {
  const expiry = ctx.state.wcPairingExpiry
  return expiry === undefined || ctx.deps.now() >= expiry
}

export function walletConnectConnectorId(
  ctx: ConnectionContext,
  namespace: ChainNamespace,
): string {
  const [connector] = ctx.deps.connector.getConnectorsByType('WALLET_CONNECT', namespace)
  if (!connector) throw new WalletConnectConnectorNotFoundError({ details: namespace })
  return connector.id
}

/** Whether a pairing made now may wait on the pending one (Telegram, iOS Safari). */
export function reusesPendingPairing(ctx: ConnectionContext): boolean {
  const { platform } = ctx.deps
  return Boolean(platform?.isTelegram() || platform?.isIosSafari())
}

/**
 * On Telegram and iOS Safari a new attempt waits on the one still pending, or does nothing
 * while a pairing shown already has not expired: what it reuses, else undefined (start one).
 */
export function reusedPairing(ctx: ConnectionContext): Promise<void> | undefined {
  if (!reusesPendingPairing(ctx)) return undefined
  if (ctx.pending.walletConnect) return ctx.pending.walletConnect
  if (ctx.state.wcUri && !isPairingExpired(ctx)) return Promise.resolve()
  return undefined
}

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
