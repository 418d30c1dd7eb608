/** Connection status per namespace, kept in connection and account state alike. */
import type { ChainAdapter } from '../../adapter/types.js'
import type { ChainNamespace } from '../../chains/types.js'
import { ChainAdapterNotFoundError } from '../../errors/chain.js'
import type { ConnectionStatus } from '../../types/connection.js'
import type { ConnectionContext } from './context.js'

export function getStatus(ctx: ConnectionContext, namespace: ChainNamespace): ConnectionStatus {
  return ctx.state.status[namespace] ?? 'disconnected'
}

export function setStatus(
  ctx: ConnectionContext,
  parameters: { namespace: ChainNamespace; status: ConnectionStatus },
): void {
  ctx.state.status[parameters.namespace] = parameters.status
  ctx.deps.account.setStatus(parameters.namespace, parameters.status)
}

export function isConnected(ctx: ConnectionContext, namespace: ChainNamespace): boolean {
  return getStatus(ctx, namespace) === 'connected'
}

/** The namespace's adapter; 'Chain adapter not found' without one. */
export function adapterFor(ctx: ConnectionContext, namespace: ChainNamespace): ChainAdapter {
  const adapter = ctx.deps.getAdapter(namespace)
  if (!adapter) throw new ChainAdapterNotFoundError({ details: `No adapter for ${namespace}` })
  return adapter
}
