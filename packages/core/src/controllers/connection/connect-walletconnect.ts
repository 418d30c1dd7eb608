/** Connecting over WalletConnect: a pairing, then the session shared by every namespace. */
import type { ChainNamespace } from '../../chains/types.js'
import { connect } from './connect.js'
import type { ConnectionContext } from './context.js'
import {
  adoptWalletConnectSession,
  isPairingExpired,
  reusesPendingPairing,
  walletConnectConnectorId,
} from './walletconnect.js'

async function startWalletConnect(
  ctx: ConnectionContext,
  parameters: { namespace: ChainNamespace; signal?: AbortSignal | undefined },
): Promise<void> {
  const { namespace, signal } = parameters
  try {
    await connect(ctx, { namespace, connectorId: walletConnectConnectorId(ctx, namespace), signal })
  } catch (error) {
    // An attempt the caller gave up on (a new pairing, the view closed) is no failure.
    if (!signal?.aborted) ctx.state.wcError = true
    throw error
  }
  await adoptWalletConnectSession(ctx, { namespace, signal })
}

/**
 * On Telegram or iOS Safari a pending pairing is reused while it has not expired (those
 * browsers only open a deep link synchronously on tap, so the uri must already exist);
 * otherwise connecting, then connected after success.
 */
export async function connectWalletConnect(
  ctx: ConnectionContext,
  parameters: { namespace: ChainNamespace; signal?: AbortSignal | undefined },
): Promise<void> {
  if (!reusesPendingPairing(ctx)) return startWalletConnect(ctx, parameters)
  if (ctx.pending.walletConnect) return ctx.pending.walletConnect
  if (ctx.state.wcUri && !isPairingExpired(ctx)) return
  const attempt = startWalletConnect(ctx, parameters).finally(() => {
    ctx.pending.walletConnect = undefined
  })
  ctx.pending.walletConnect = attempt
  return attempt
}
