import type { KeywayClient } from '../client/create-keyway.js'
import { ConnectorNotConnectedError } from '../errors/connector.js'
import type { HttpRequestError, InvalidResponseError, NetworkRequestError } from '../errors/http.js'
import type {
  InvalidPermissionsRequestError,
  PermissionsNotSupportedError,
  PermissionsResponseError,
} from '../errors/permissions.js'
import type { TimeoutError } from '../errors/timeout.js'
import type { ActivePermission } from '../types/permissions.js'

export type GetPermissionsParameters = {
  /** The EVM account; the connected eip155 account's when left out. */
  address?: string | undefined
  signal?: AbortSignal | undefined
}

/** The account's active permissions (granted, not revoked, not expired). */
export type GetPermissionsReturnType = ActivePermission[]

/**
 * `PermissionsNotSupportedError` without the blockchain API endpoint,
 * `PermissionsResponseError` for an answer that is not the sessions list,
 * `ConnectorNotConnectedError` with no address and no EVM account, and the service's HTTP
 * errors.
 */
export type GetPermissionsErrorType =
  | ConnectorNotConnectedError
  | InvalidPermissionsRequestError
  | PermissionsNotSupportedError
  | PermissionsResponseError
  | HttpRequestError
  | NetworkRequestError
  | TimeoutError
  | InvalidResponseError

/**
 * The active permissions of an EVM account, read from the chain by the blockchain API
 * (docs/smart-sessions.md, `GET /v1/sessions/{address}`), each with what is spent and left in
 * its current period.
 */
export async function getPermissions(
  client: KeywayClient,
  parameters: GetPermissionsParameters = {},
): Promise<GetPermissionsReturnType> {
  const { account, permissions } = client._internal
  const address = parameters.address ?? account.getAccountState('eip155').address
  if (!address) throw new ConnectorNotConnectedError()
  return permissions.getPermissions({ address, signal: parameters.signal })
}
