/**
 * The part of connecting that runs before anything is awaited, kept apart from the rest of
 * the connect rules: the controller runs it at once, while the rules themselves load with
 * the first connection (docs/first-load.md), so `connect` still shows "connecting" in the
 * same frame as the visitor's choice.
 */
import type { ChainAdapter } from '../../adapter/types.js'
import type { ChainNamespace } from '../../chains/types.js'
import type { ConnectionStatus } from '../../types/connection.js'
import type { ConnectionContext } from './context.js'
import { adapterFor, getStatus, setStatus } from './status.js'
import { walletConnectConnectorId } from './walletconnect.js'

/** The namespace's adapter, and the status to go back to if no connection is made. */
export type ConnectStart = { adapter: ChainAdapter; previous: ConnectionStatus }

/**
 * The namespace's adapter ('Chain adapter not found' without one), then its status set to
 * connecting.
 */
export function startConnecting(
  ctx: ConnectionContext,
  parameters: { namespace: ChainNamespace },
): ConnectStart {
  const { namespace } = parameters
  const adapter = adapterFor(ctx, namespace)
  const previous = getStatus(ctx, namespace)
  setStatus(ctx, { namespace, status: 'connecting' })
  return { adapter, previous }
}

/** A connection that was not made leaves an existing one as it was: connected, else disconnected. */
export function endConnectingWithout(
  ctx: ConnectionContext,
  parameters: { namespace: ChainNamespace; start: ConnectStart },
): void {
  const status = parameters.start.previous === 'connected' ? 'connected' : 'disconnected'
  setStatus(ctx, { namespace: parameters.namespace, status })
}

/** A WalletConnect attempt once started: its connector, and what connecting began with. */
export type WalletConnectStart = { connectorId: string; start: ConnectStart }

/**
 * The synchronous start of a WalletConnect attempt: the namespace's WalletConnect connector
 * ('WalletConnect connector not found' without one), then connecting. A failure here marks
 * the pairing failed, unless the caller gave up already.
 */
export function startWalletConnecting(
  ctx: ConnectionContext,
  parameters: { namespace: ChainNamespace; signal?: AbortSignal | undefined },
): WalletConnectStart {
  try {
    const connectorId = walletConnectConnectorId(ctx, parameters.namespace)
    return { connectorId, start: startConnecting(ctx, parameters) }
  } catch (error) {
    if (!parameters.signal?.aborted) ctx.state.wcError = true
    throw error
  }
}
