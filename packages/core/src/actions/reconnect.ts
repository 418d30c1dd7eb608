import type { ChainNamespace } from '../chains/types.js'
import type { KeywayClient } from '../client/create-keyway.js'
import type { ChainAdapterNotFoundErrorType } from '../errors/chain.js'

export type ReconnectParameters = {
  /** Only this namespace; every namespace with an adapter when absent. */
  namespace?: ChainNamespace | undefined
  signal?: AbortSignal | undefined
}

export type ReconnectReturnType = undefined

/** A connector that cannot reconnect is no error: its namespace ends disconnected. */
export type ReconnectErrorType = ChainAdapterNotFoundErrorType

/**
 * docs/connection.md#reconnecting-on-page-load reconnect pass: tries the recent connector first, then those still connected;
 * connected if any succeeds, otherwise disconnected with connections cleared.
 */
export async function reconnect(
  client: KeywayClient,
  parameters: ReconnectParameters = {},
): Promise<ReconnectReturnType> {
  await client._internal.connection.reconnect({
    ...(parameters.namespace ? { namespace: parameters.namespace } : {}),
    ...(parameters.signal ? { signal: parameters.signal } : {}),
  })
}
