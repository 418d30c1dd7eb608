import type { KeywayClient } from '../client/create-keyway.js'
import type { BaseError } from '../errors/base.js'
import type { RpcError } from '../errors/rpc-base.js'
import { callsTarget } from './calls-target.js'

export type GetCapabilitiesParameters = { signal?: AbortSignal | undefined }

/**
 * The wallet's capabilities keyed by hex chain id (e.g. `{ '0x1': { atomic: { status:
 * 'supported' } } }`); empty for a wallet that reports none.
 */
export type GetCapabilitiesReturnType = Record<string, unknown>

export type GetCapabilitiesErrorType = BaseError | RpcError

/** What the connected EVM wallet can do (EIP-5792 wallet_getCapabilities). */
export async function getCapabilities(
  client: KeywayClient,
  parameters: GetCapabilitiesParameters = {},
): Promise<GetCapabilitiesReturnType> {
  return client._internal.calls.getCapabilities(callsTarget(client), parameters)
}
