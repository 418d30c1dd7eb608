import type { AdapterCallsStatus } from '../adapter/types.js'
import type { KeywayClient } from '../client/create-keyway.js'
import type { BaseError } from '../errors/base.js'
import type { RpcError } from '../errors/rpc-base.js'
import { callsTarget } from './calls-target.js'

export type GetCallsStatusParameters = {
  /** The id `sendCalls` returned. */
  id: string
  signal?: AbortSignal | undefined
}

export type GetCallsStatusReturnType = AdapterCallsStatus

/** `UnknownBundleIdError` (5730) for an id the wallet does not know. */
export type GetCallsStatusErrorType = BaseError | RpcError

/** The status of a batch: pending (100), confirmed (200) or failed, with its receipts. */
export async function getCallsStatus(
  client: KeywayClient,
  parameters: GetCallsStatusParameters,
): Promise<GetCallsStatusReturnType> {
  return client._internal.calls.getCallsStatus(callsTarget(client), parameters)
}
