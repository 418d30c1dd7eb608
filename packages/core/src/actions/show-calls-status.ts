import type { KeywayClient } from '../client/create-keyway.js'
import type { BaseError } from '../errors/base.js'
import type { RpcError } from '../errors/rpc-base.js'
import { callsTarget } from './calls-target.js'

export type ShowCallsStatusParameters = {
  /** The id `sendCalls` returned. */
  id: string
  signal?: AbortSignal | undefined
}

export type ShowCallsStatusReturnType = undefined

/** `UnknownBundleIdError` (5730) for an id the wallet does not know. */
export type ShowCallsStatusErrorType = BaseError | RpcError

/** Asks the wallet to show the batch to the user (its own view of the calls). */
export async function showCallsStatus(
  client: KeywayClient,
  parameters: ShowCallsStatusParameters,
): Promise<ShowCallsStatusReturnType> {
  await client._internal.calls.showCallsStatus(callsTarget(client), parameters)
  return undefined
}
