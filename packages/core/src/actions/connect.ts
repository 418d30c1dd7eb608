import type { AdapterConnection } from '../adapter/types.js'
import type { ChainId, ChainNamespace } from '../chains/types.js'
import type { KeywayClient } from '../client/create-keyway.js'
import { resolveNamespace } from '../client/resolve-namespace.js'
import type { BaseError } from '../errors/base.js'
import type { ChainAdapterNotFoundErrorType } from '../errors/chain.js'
import type { RpcError } from '../errors/rpc-base.js'

export type ConnectParameters = {
  /** The connector to use, as the adapter reports it (`client.state.connector`). */
  connectorId: string
  /** The namespace to connect on; the active one when absent. */
  namespace?: ChainNamespace | undefined
  /** Ask the wallet for this chain. */
  chainId?: ChainId | undefined
  signal?: AbortSignal | undefined
}

export type ConnectReturnType = AdapterConnection & { namespace: ChainNamespace }

/** A wallet's refusal is a `UserRejectedRequestError` (an RpcError); connector failures are BaseErrors. */
export type ConnectErrorType = ChainAdapterNotFoundErrorType | RpcError | BaseError

/** Connects a wallet on a namespace; the namespace becomes the active one (docs/connection.md#connecting). */
export async function connect(
  client: KeywayClient,
  parameters: ConnectParameters,
): Promise<ConnectReturnType> {
  const namespace = resolveNamespace(client, parameters.namespace)
  const connection = await client._internal.connection.connect({
    namespace,
    connectorId: parameters.connectorId,
    chainId: parameters.chainId,
    signal: parameters.signal,
  })
  return { ...connection, namespace }
}
