import type { AdapterSendCallsResult } from '../adapter/types.js'
import type { KeywayClient } from '../client/create-keyway.js'
import type { BaseError } from '../errors/base.js'
import type { RpcError } from '../errors/rpc-base.js'
import type { SendCallsRequest } from '../features/calls/calls.js'
import { callsTarget } from './calls-target.js'

export type SendCallsParameters = SendCallsRequest

/** The batch id; `sequential` when the calls went one transaction at a time. */
export type SendCallsReturnType = AdapterSendCallsResult

/**
 * `InvalidSendCallsError` for a call whose `to` or `data` is not 0x hex,
 * `ConnectorNotConnectedError` with no EVM account, `AtomicityNotSupportedError` (5760)
 * when the batch must be atomic and the wallet cannot, the wallet's other 57xx errors
 * (UnsupportedNonOptionalCapabilityError, DuplicateIdError, BundleTooLargeError...) and
 * `UserRejectedRequestError` when the user declines.
 */
export type SendCallsErrorType = BaseError | RpcError

/**
 * Sends a batch of calls from the connected EVM account on its active network
 * (docs/batched-calls.md). All or nothing unless `forceAtomic: false`.
 */
export async function sendCalls(
  client: KeywayClient,
  parameters: SendCallsParameters,
): Promise<SendCallsReturnType> {
  return client._internal.calls.sendCalls(callsTarget(client), parameters)
}
