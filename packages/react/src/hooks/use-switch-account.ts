/** Switches to another account of the connected wallet (e.g. its second address). */
import {
  type SwitchAccountParameters,
  type SwitchAccountReturnType,
  switchAccount as switchAccountAction,
} from '@keyway/core'
import { useCallback } from 'react'
import { useKeywayClient } from '../context/keyway-context.js'

export type UseSwitchAccountReturnType = {
  /**
   * Makes `address` (one of `useAccount().allAccounts`) the account in use. Rejects with
   * ConnectorAccountNotFoundError ('Account not found for connector') for an address the
   * wallet does not share.
   */
  switchAccount: (parameters: SwitchAccountParameters) => Promise<SwitchAccountReturnType>
}

export function useSwitchAccount(): UseSwitchAccountReturnType {
  const client = useKeywayClient()
  const switchAccount = useCallback(
    (parameters: SwitchAccountParameters) => switchAccountAction(client, parameters),
    [client],
  )
  return { switchAccount }
}
