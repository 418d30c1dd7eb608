/** The connected EVM account and network a batched-calls action works with. */
import type { KeywayClient } from '../client/create-keyway.js'
import { connectedAccount } from '../client/resolve-namespace.js'
import { NetworkNotFoundError } from '../errors/chain.js'
import type { CallsTarget } from '../features/calls/target.js'

export function callsTarget(client: KeywayClient): CallsTarget {
  const { address, adapter, connectorId } = connectedAccount(client, 'eip155')
  const { chain } = client._internal
  const networkId = chain.state.chains.eip155?.networkState.caipNetwork?.caipNetworkId
  const network =
    networkId && !chain.isUnsupportedNetwork('eip155') ? chain.findNetwork(networkId) : undefined
  if (!network) throw new NetworkNotFoundError({ details: 'No supported eip155 network' })
  return { adapter, address, network, connectorId }
}
