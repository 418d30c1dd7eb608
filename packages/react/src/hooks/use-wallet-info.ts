/** The connected wallet's name and icon (docs/state.md#account-state). */
import type { ChainNamespace, ConnectedWalletInfo } from '@keyway/core'
import { useSnapshot } from 'valtio/react'
import type { Snapshot } from 'valtio/vanilla'
import { useKeywayClient } from '../context/keyway-context.js'

export type UseWalletInfoParameters = {
  /** The namespace to read; the active one when absent. */
  namespace?: ChainNamespace | undefined
}

export type UseWalletInfoReturnType = {
  walletInfo: Snapshot<ConnectedWalletInfo> | undefined
}

export function useWalletInfo(parameters: UseWalletInfoParameters = {}): UseWalletInfoReturnType {
  const client = useKeywayClient()
  const chain = useSnapshot(client.state.chain)
  const accounts = useSnapshot(client.state.account)
  const namespace = parameters.namespace ?? chain.activeNamespace
  return { walletInfo: namespace ? accounts.byNamespace[namespace].connectedWalletInfo : undefined }
}
