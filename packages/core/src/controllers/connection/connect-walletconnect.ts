/** Connecting over WalletConnect: a pairing, then the session shared by every namespace. */
import type { ChainNamespace } from '../../chains/types.js'
import { connect } from './connect.js'
import { startWalletConnecting, type WalletConnectStart } from './connect-start.js'
import type { ConnectionContext } from './context.js'
import { reusedPairing, reusesPendingPairing } from './walletconnect.js'
import { adoptWalletConnectSession } from './walletconnect-finish.js'

export type ConnectWalletConnectParameters = {
  namespace: ChainNamespace
  signal?: AbortSignal | undefined
  /**
   * The attempt's start when the caller made it already (the controller does, before this
   * module has loaded, having checked that no pairing is reused); else it starts here.
   */
  started?: WalletConnectStart | undefined
}

async function startWalletConnect(
  ctx: ConnectionContext,
  parameters: ConnectWalletConnectParameters,
): Promise<void> {
  const { namespace, signal } = parameters
  const started = parameters.started ?? startWalletConnecting(ctx, parameters)
  try {
    await connect(ctx, { namespace, connectorId: started.connectorId, signal }, started.start)
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
  parameters: ConnectWalletConnectParameters,
): Promise<void> {
  if (!reusesPendingPairing(ctx)) return startWalletConnect(ctx, parameters)
  const reused = parameters.started ? undefined : reusedPairing(ctx)
  if (reused) return reused
  const attempt = startWalletConnect(ctx, parameters).finally(() => {
    ctx.pending.walletConnect = undefined
  })
  ctx.pending.walletConnect = attempt
  return attempt
}
