/** The active network and a way to switch it (docs/validation.md#configuration: only configured networks). */
import {
  type CaipNetworkId,
  type ChainDefinition,
  type ChainId,
  getNetwork,
  switchNetwork,
  watchNetwork,
} from '@keyway/core'
import { useCallback, useSyncExternalStore } from 'react'
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
  const subscribe = useCallback(
    (onChange: () => void) => watchNetwork(client, { onChange }),
    [client],
  )
  // getNetwork answers the configured definition itself, the same object every time, so
  // it serves as the snapshot without a cache.
  const read = () => getNetwork(client).network
  const caipNetwork = useSyncExternalStore(subscribe, read, read)
  const switchTo = useCallback(
    (network: ChainDefinition | CaipNetworkId) => switchNetwork(client, { network }),
    [client],
  )
  return {
    caipNetwork,
    chainId: caipNetwork?.id,
    caipNetworkId: caipNetwork?.caipNetworkId,
    switchNetwork: switchTo,
  }
}
