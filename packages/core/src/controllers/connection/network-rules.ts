/**
 * What a wallet's network does to the chain state: the network it reports (connect,
 * chainChanged) recorded, and what it approved or reported cleared on disconnect. Free
 * functions over the chain controller rather than its methods, so they load with the
 * connection's rules (commands.ts), which are what call them, and not at page load.
 */
import { toCaipNetworkId } from '../../caip/caip.js'
import type { ChainId, ChainNamespace } from '../../chains/types.js'
import { type ChainController, type ChainStorage, initialNetworkState } from '../chain.js'

export type ChainWriter = Pick<ChainController, 'state' | 'findNetwork' | 'setActiveCaipNetwork'>

/**
 * Records the network a wallet reports (connect, chainChanged). A network that is not
 * configured is kept as unsupported: its name is 'Unknown Network' and chain calls
 * return empty defaults (docs/validation.md#networks, docs/errors.md).
 *
 * Only the active namespace (or none yet, or `activate`: the visitor just connected
 * there) becomes the active network: with wallets on several namespaces, a reconnect on
 * page load or a chain change in the wallet of another namespace updates that
 * namespace's network without taking over the one the visitor is using.
 */
export function syncWalletNetwork(
  chain: ChainWriter,
  storage: Pick<ChainStorage, 'set'> | undefined,
  parameters: { namespace: ChainNamespace; chainId: ChainId; activate?: boolean | undefined },
): void {
  const { state } = chain
  const { namespace, chainId } = parameters
  const slice = state.chains[namespace]
  if (!slice) return
  const id = toCaipNetworkId(namespace, chainId)
  const network = chain.findNetwork(id)
  const activate =
    parameters.activate === true ||
    state.activeNamespace === namespace ||
    state.activeNamespace === undefined
  if (network) {
    if (activate) chain.setActiveCaipNetwork(network)
    else {
      slice.networkState.caipNetwork = network
      slice.networkState.unsupportedCaipNetworkId = undefined
    }
    return
  }
  slice.networkState.unsupportedCaipNetworkId = id
  if (activate) {
    state.activeNamespace = namespace
    state.activeCaipNetwork = undefined
    storage?.set('activeNamespace', namespace)
  }
}

/**
 * docs/connection.md#disconnecting clears the network: what the wallet approved or reported goes;
 * the configured network the user was on stays selected.
 */
export function resetNetworkState(
  chain: Pick<ChainController, 'state'>,
  namespace: ChainNamespace,
) {
  const { state } = chain
  const slice = state.chains[namespace]
  if (!slice) return
  const { caipNetwork, smartAccountEnabledNetworks } = slice.networkState
  slice.networkState = {
    ...initialNetworkState(),
    caipNetwork,
    smartAccountEnabledNetworks: [...smartAccountEnabledNetworks],
  }
  if (state.activeNamespace === namespace) state.activeCaipNetwork = caipNetwork
}
