/**
 * Disconnecting: per namespace, provider, account, network, user and connector id are
 * cleared; then send state, the wallet-connect session and sessions reset. Tracks
 * DISCONNECT_SUCCESS, or DISCONNECT_ERROR before 'Failed to disconnect' is thrown.
 */
import type { ChainNamespace } from '../../chains/types.js'
import { FailedToDisconnectError } from '../../errors/connection.js'
import { clearNamespace } from './clear.js'
import { getNamespacesSharingConnection } from './connector-rules.js'
import type { ConnectionContext } from './context.js'
import { adapterFor } from './status.js'
import { clearPairing } from './walletconnect.js'

/**
 * The namespaces a disconnect ends: the one asked for and, for a WalletConnect or Auth
 * connection, every namespace on that connection; without one, every connected namespace
 * (or every namespace when none is connected, to clear what a failed restore left).
 */
export function namespacesToDisconnect(
  ctx: ConnectionContext,
  parameters: { namespace?: ChainNamespace | undefined },
): ChainNamespace[] {
  const { deps } = ctx
  if (parameters.namespace)
    return getNamespacesSharingConnection(deps.connector, parameters.namespace)
  const connected = deps.namespaces().filter((ns) => deps.connector.getActiveConnectorId(ns))
  return connected.length ? connected : [...deps.namespaces()]
}

/**
 * Namespaces that did disconnect are cleared even if another failed; then 'Failed to
 * disconnect' is thrown.
 */
export async function disconnect(
  ctx: ConnectionContext,
  parameters: { namespace?: ChainNamespace | undefined } = {},
): Promise<void> {
  const { deps } = ctx
  const namespaces = namespacesToDisconnect(ctx, parameters)
  const results = await Promise.allSettled(
    namespaces.map(async (namespace) => {
      const connectorId = deps.connector.getActiveConnectorId(namespace)
      await adapterFor(ctx, namespace).disconnect(connectorId ? { connectorId } : {})
      clearNamespace(ctx, namespace)
    }),
  )
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected')
  let failure: FailedToDisconnectError | undefined
  try {
    deps.resetSend?.()
    clearPairing(ctx)
    await deps.resetWalletConnectSession?.()
    await deps.clearSessions?.()
    await deps.afterDisconnect?.(namespaces)
  } catch (error) {
    failure = new FailedToDisconnectError({ cause: error })
  }
  failure ??= failed ? new FailedToDisconnectError({ cause: failed.reason }) : undefined
  const properties = { namespace: namespaces.join(',') }
  if (failure) {
    deps.track('DISCONNECT_ERROR', { ...properties, message: failure.shortMessage })
    throw failure
  }
  deps.track('DISCONNECT_SUCCESS', properties)
}
