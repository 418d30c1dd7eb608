/** The namespace an action works on: the one asked for, else the active one. */
import type { ChainNamespace } from '../chains/types.js'
import { ChainAdapterNotFoundError } from '../errors/chain.js'
import { ConnectorNotConnectedError } from '../errors/connector.js'
import type { KeywayClient } from './create-keyway.js'

export function resolveNamespace(
  client: KeywayClient,
  namespace: ChainNamespace | undefined,
): ChainNamespace {
  const resolved = namespace ?? client._internal.chain.state.activeNamespace
  if (!resolved || !client._internal.adapters.has(resolved)) {
    throw new ChainAdapterNotFoundError({ details: `No adapter for ${resolved ?? 'none'}` })
  }
  return resolved
}

/**
 * The connected account an action signs or sends with: its namespace (the one asked for,
 * else the active one), address, adapter and connector id. `ConnectorNotConnectedError`
 * when nothing is connected there.
 */
export function connectedAccount(client: KeywayClient, namespace: ChainNamespace | undefined) {
  const resolved = resolveNamespace(client, namespace)
  const { account, connector, adapters } = client._internal
  const address = account.getAccountState(resolved).address
  const adapter = adapters.get(resolved)
  if (!address || !adapter) throw new ConnectorNotConnectedError()
  return {
    namespace: resolved,
    address,
    adapter,
    connectorId: connector.getActiveConnectorId(resolved),
  }
}
