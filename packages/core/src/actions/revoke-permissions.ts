import type { KeywayClient } from '../client/create-keyway.js'
import type { BaseError } from '../errors/base.js'
import type { RpcError } from '../errors/rpc-base.js'
import type { Hex, WalletRevokePermissionsResult } from '../types/permissions.js'
import { callsTarget } from './calls-target.js'

export type RevokePermissionsParameters = {
  /** The permission's id, as grantPermissions or getPermissions gave it. */
  pci: Hex
  signal?: AbortSignal | undefined
}

/** The revocation's user operation and transaction. */
export type RevokePermissionsReturnType = WalletRevokePermissionsResult

/**
 * `InvalidPermissionsRequestError` for a pci that is not 0x + 64 hex,
 * `ConnectorNotConnectedError` with no EVM account, `PermissionsNotSupportedError`,
 * `UserRejectedRequestError` (4001), `InvalidParamsRpcError` (-32602, "unknown permission")
 * for a pci that is not an active permission of the account, `PermissionsResponseError`.
 */
export type RevokePermissionsErrorType = BaseError | RpcError

/**
 * Asks the connected EVM account to revoke one of its permissions (docs/smart-sessions.md).
 * Resolves once the revocation is on chain: from then on every use of it reverts.
 */
export async function revokePermissions(
  client: KeywayClient,
  parameters: RevokePermissionsParameters,
): Promise<RevokePermissionsReturnType> {
  return client._internal.permissions.revokePermissions(callsTarget(client), parameters)
}
