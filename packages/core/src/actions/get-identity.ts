import { type Identity, resolveIdentity } from '../api/identity.js'
import type { KeywayClient } from '../client/create-keyway.js'
import type { HttpRequestError, InvalidResponseError, NetworkRequestError } from '../errors/http.js'
import type { TimeoutError } from '../errors/timeout.js'

export type GetIdentityParameters = {
  /** The EVM address to name; the connected eip155 account's when absent. */
  address?: string | undefined
  signal?: AbortSignal | undefined
}

/** The name and avatar; undefined when the address has none (or there is no address). */
export type GetIdentityReturnType = Identity | undefined

export type GetIdentityErrorType =
  | HttpRequestError
  | NetworkRequestError
  | TimeoutError
  | InvalidResponseError

/**
 * The identity of an EVM address (a name and an avatar) from the blockchain API, as the
 * account button and the Account view show it in the address's place. Answers are kept
 * 5 minutes. Undefined without the `blockchainApi` endpoint, for an address that is not an
 * EVM one, or when the address has no name.
 */
export async function getIdentity(
  client: KeywayClient,
  parameters: GetIdentityParameters = {},
): Promise<GetIdentityReturnType> {
  const { api, account } = client._internal
  const address = parameters.address ?? account.getAccountState('eip155').address
  if (!address) return undefined
  return resolveIdentity({ blockchainApi: api.blockchain }, { address, signal: parameters.signal })
}
