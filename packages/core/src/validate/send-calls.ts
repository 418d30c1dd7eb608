/** docs/validation.md#batched-calls wallet_sendCalls: each call's `to` starts with 0x; `data`, if present, too. */
import { InvalidSendCallsError } from '../errors/calls.js'

export type SendCall = {
  readonly to: `0x${string}`
  readonly data?: `0x${string}` | undefined
  readonly value?: unknown
}
export type SendCallsParameters = {
  readonly calls: readonly SendCall[]
  readonly [key: string]: unknown
}

function isHexPrefixed(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && value.startsWith('0x')
}

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * Checks the parameters of a wallet_sendCalls request: the JSON-RPC `params` array
 * (`[{ calls, … }]`) or its single object. Returns the object, typed; throws
 * InvalidSendCallsError naming the first bad call otherwise.
 */
export function validateSendCalls(params: unknown): SendCallsParameters {
  const request = Array.isArray(params) ? params[0] : params
  if (!isRecord(request) || !Array.isArray(request.calls)) {
    throw new InvalidSendCallsError({ details: 'expected an object with a calls array' })
  }
  request.calls.forEach((call: unknown, index) => {
    if (!isRecord(call) || !isHexPrefixed(call.to)) {
      throw new InvalidSendCallsError({ details: `calls[${index}].to must start with 0x` })
    }
    if (call.data !== undefined && !isHexPrefixed(call.data)) {
      throw new InvalidSendCallsError({ details: `calls[${index}].data must start with 0x` })
    }
  })
  return request as SendCallsParameters
}
