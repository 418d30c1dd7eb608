/** The modal's and the active chain's state, for apps that react to them. */
import type { CaipNetworkId, ChainNamespace } from '@keyway/core'
import { useSnapshot } from 'valtio/react'
import { useKeywayClient } from '../context/keyway-context.js'

export type UseKeywayStateReturnType = {
  /** Whether the modal is open. */
  open: boolean
  /** The modal shows its loading state. */
  loading: boolean
  /** CAIP-2 id of the active network; undefined on a network that is not configured. */
  selectedNetworkId: CaipNetworkId | undefined
  /** The active chain namespace. */
  activeChain: ChainNamespace | undefined
}

export function useKeywayState(): UseKeywayStateReturnType {
  const client = useKeywayClient()
  const modal = useSnapshot(client.state.modal)
  const chain = useSnapshot(client.state.chain)
  return {
    open: modal.open,
    loading: modal.loading,
    selectedNetworkId: chain.activeCaipNetwork?.caipNetworkId,
    activeChain: chain.activeNamespace,
  }
}
