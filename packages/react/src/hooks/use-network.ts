/** The active network and a way to switch it (spec §5: only configured networks). */
import { type CaipNetworkId, type ChainDefinition, type ChainId, switchNetwork } from '@keyway/core'
import { useSnapshot } from 'valtio/react'
import { useKeywayClient } from '../context/keyway-context.js'

export type UseNetworkReturnType = {
  /** The active network; undefined when the wallet is on a network not configured. */
  caipNetwork: ChainDefinition | undefined
  chainId: ChainId | undefined
  caipNetworkId: CaipNetworkId | undefined
  /**
   * Asks the connected wallet to switch, then makes the network active. Rejects with
   * NetworkNotFoundError ('Network not found') for a network that is not configured.
   */
  switchNetwork: (network: ChainDefinition | CaipNetworkId) => Promise<void>
}

export function useNetwork(): UseNetworkReturnType {
  const client = useKeywayClient()
  const chain = useSnapshot(client._internal.chain.state)
  // The snapshot is a frozen copy; the app gets the configured definition itself.
  const caipNetwork = chain.activeCaipNetwork
    ? client._internal.chain.findNetwork(chain.activeCaipNetwork.caipNetworkId)
    : undefined
  return {
    caipNetwork,
    chainId: caipNetwork?.id,
    caipNetworkId: caipNetwork?.caipNetworkId,
    switchNetwork: (network) => switchNetwork(client, { network }),
  }
}
