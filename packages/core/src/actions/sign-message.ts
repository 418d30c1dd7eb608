import type { ChainNamespace } from '../chains/types.js'
import type { KeywayClient } from '../client/create-keyway.js'
import { connectedAccount } from '../client/resolve-namespace.js'
import type { BaseError } from '../errors/base.js'
import type { RpcError } from '../errors/rpc-base.js'

export type SignMessageParameters = {
  message: string
  /** The namespace whose account signs; the active one when absent. */
  namespace?: ChainNamespace | undefined
  signal?: AbortSignal | undefined
}

/** The signature as the wallet returns it (0x hex on eip155, base58 on solana). */
export type SignMessageReturnType = string

/** `ConnectorNotConnectedError` with no account; a refusal is a `UserRejectedRequestError`. */
export type SignMessageErrorType = BaseError | RpcError

/** Asks the connected wallet to sign a message (personal_sign / solana_signMessage, docs/account-features.md#names). */
export async function signMessage(
  client: KeywayClient,
  parameters: SignMessageParameters,
): Promise<SignMessageReturnType> {
  const { address, adapter, connectorId } = connectedAccount(client, parameters.namespace)
  return adapter.signMessage({
    message: parameters.message,
    address,
    connectorId,
    signal: parameters.signal,
  })
}
