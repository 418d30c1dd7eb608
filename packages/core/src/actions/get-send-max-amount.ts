import type { KeywayClient } from '../client/create-keyway.js'
import type { BaseError } from '../errors/base.js'
import type { TokenBalance } from '../types/account.js'
import { formatUnits, parseUnits } from '../utils/units.js'

export type GetSendMaxAmountParameters = {
  token: TokenBalance
  /** The send's network fee in the native currency's smallest unit, when it is known. */
  fee?: { value: bigint } | undefined
}

/** In the token's units, e.g. '1.499979'. */
export type GetSendMaxAmountReturnType = string

export type GetSendMaxAmountErrorType = BaseError

/**
 * The amount the send form's Max fills in (docs/account-features.md#send): the whole balance of the token;
 * for the native token, less the network fee when it is known (never below 0), since the
 * fee is paid from the same balance.
 */
export function getSendMaxAmount(
  _client: KeywayClient,
  parameters: GetSendMaxAmountParameters,
): GetSendMaxAmountReturnType {
  const { token, fee } = parameters
  const decimals = Number(token.quantity.decimals)
  let amount = parseUnits(token.quantity.numeric, decimals)
  if (!token.address && fee) amount = amount > fee.value ? amount - fee.value : 0n
  return formatUnits(amount, decimals)
}
