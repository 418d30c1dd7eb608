import type { ChainNamespace } from '../chains/types.js'
import type { KeywayClient } from '../client/create-keyway.js'
import { connectedAccount } from '../client/resolve-namespace.js'
import type { BaseError } from '../errors/base.js'
import { NetworkNotFoundError } from '../errors/chain.js'
import type { RpcError } from '../errors/rpc-base.js'

export type SendTransactionParameters = {
  to: string
  /** Amount in the smallest unit (wei, lamports...). */
  value: bigint
  /** Call data (eip155) as 0x hex. */
  data?: `0x${string}` | undefined
  /** A token contract (eip155) or mint (solana): a token transfer instead of a native one. */
  tokenAddress?: string | undefined
  /** The namespace to send on; the active one when absent. */
  namespace?: ChainNamespace | undefined
  signal?: AbortSignal | undefined
}

/** The transaction hash (eip155) or signature (solana). */
export type SendTransactionReturnType = string

/**
 * `ConnectorNotConnectedError` with no account, `NetworkNotFoundError` while the wallet
 * is on a network not configured, a `UserRejectedRequestError` when the user declines,
 * and the node's error class (insufficient funds...) otherwise.
 */
export type SendTransactionErrorType = BaseError | RpcError

/** Sends a transaction from the connected account on the namespace's active network. */
export async function sendTransaction(
  client: KeywayClient,
  parameters: SendTransactionParameters,
): Promise<SendTransactionReturnType> {
  const { namespace, address, adapter, connectorId } = connectedAccount(
    client,
    parameters.namespace,
  )
  const { chain } = client._internal
  const networkId = chain.state.chains[namespace]?.networkState.caipNetwork?.caipNetworkId
  const network =
    networkId && !chain.isUnsupportedNetwork(namespace) ? chain.findNetwork(networkId) : undefined
  if (!network) throw new NetworkNotFoundError({ details: `No supported ${namespace} network` })
  return adapter.sendTransaction({
    address,
    to: parameters.to,
    value: parameters.value,
    data: parameters.data,
    tokenAddress: parameters.tokenAddress,
    network,
    connectorId,
    signal: parameters.signal,
  })
}
