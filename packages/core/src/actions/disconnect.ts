import type { ChainNamespace } from '../chains/types.js'
import type { KeywayClient } from '../client/create-keyway.js'
import type { FailedToDisconnectErrorType } from '../errors/connection.js'

export type DisconnectParameters = {
  /** The namespace to disconnect; every connected namespace when absent. */
  namespace?: ChainNamespace | undefined
}

export type DisconnectReturnType = undefined

export type DisconnectErrorType = FailedToDisconnectErrorType

/**
 * Disconnects (docs/connection.md#disconnecting): a WalletConnect or embedded-wallet disconnect also ends every
 * namespace that shares that connection; send state and sessions are reset.
 */
export async function disconnect(
  client: KeywayClient,
  parameters: DisconnectParameters = {},
): Promise<DisconnectReturnType> {
  await client._internal.connection.disconnect(
    parameters.namespace ? { namespace: parameters.namespace } : {},
  )
}
