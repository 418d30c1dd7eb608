import type { KeywayClient } from '../client/create-keyway.js'
import type { BaseError } from '../errors/base.js'
import type { RpcError } from '../errors/rpc-base.js'
import type { GrantPermissionsRequest } from '../features/permissions/request.js'
import type { WalletGrantPermissionsResult } from '../types/permissions.js'
import { callsTarget } from './calls-target.js'

export type GrantPermissionsParameters = GrantPermissionsRequest & {
  signal?: AbortSignal | undefined
}

/** The permission as granted, with its `pci` and the `context` a redemption passes on. */
export type GrantPermissionsReturnType = WalletGrantPermissionsResult

/**
 * `InvalidPermissionsRequestError` for a request that breaks a rule (before any wallet is
 * asked), `ConnectorNotConnectedError` with no EVM account, `NetworkNotFoundError` without a
 * supported eip155 network, `PermissionsNotSupportedError` when the wallet does not grant
 * permissions, `UserRejectedRequestError` (4001) when the user declines, `InvalidParamsRpcError`
 * (-32602) when the wallet refuses a field, `PermissionsResponseError` for an answer of
 * another shape.
 */
export type GrantPermissionsErrorType = BaseError | RpcError

/**
 * Asks the connected EVM account for a permission (docs/smart-sessions.md): the session
 * account `signer` may move up to `periodAmount` of one ERC-20 token per period until
 * `expiry`. The chain defaults to the active eip155 network and the address to the connected
 * account. Resolves once the grant is on chain.
 */
export async function grantPermissions(
  client: KeywayClient,
  parameters: GrantPermissionsParameters,
): Promise<GrantPermissionsReturnType> {
  return client._internal.permissions.grantPermissions(callsTarget(client), parameters)
}
