/** Disconnects the wallet (docs/connection.md#disconnecting). */
import { type ChainNamespace, disconnect as disconnectAction } from '@keyway/core'
import { useCallback } from 'react'
import { useKeywayClient } from '../context/keyway-context.js'

export type DisconnectParameters = {
  /** One namespace (and those sharing its connection); every connected one when absent. */
  namespace?: ChainNamespace | undefined
}

export type UseDisconnectReturnType = {
  /** Rejects with FailedToDisconnectError ('Failed to disconnect') when a wallet fails. */
  disconnect: (parameters?: DisconnectParameters) => Promise<void>
}

export function useDisconnect(): UseDisconnectReturnType {
  const client = useKeywayClient()
  const disconnect = useCallback(
    (parameters: DisconnectParameters = {}) =>
      disconnectAction(client, parameters.namespace ? { namespace: parameters.namespace } : {}),
    [client],
  )
  return { disconnect }
}
