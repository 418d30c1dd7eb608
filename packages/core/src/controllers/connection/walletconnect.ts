/**
 * The WalletConnect part of the connection state: the pairing uri and its expiry, and the
 * pending connection reused on Telegram and iOS Safari. What finishes a connection
 * (walletconnect-finish.ts) loads with the connect rules.
 */
import type { ChainNamespace } from '../../chains/types.js'
import { TIME_MS } from '../../constants/timing.js'
import { WalletConnectConnectorNotFoundError } from '../../errors/connector.js'
import type { ConnectionContext } from './context.js'

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
