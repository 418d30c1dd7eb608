import type { KeywayClient } from '../client/create-keyway.js'
import type { BaseError } from '../errors/base.js'
import type { SwapsNetworkNotSupportedError } from '../errors/chain-support.js'
import type { UserRejectedRequestError } from '../errors/provider-rpc.js'
import type {
  SwapAmountRequiredError,
  SwapFormIncompleteError,
  SwapInsufficientBalanceError,
} from '../errors/swap.js'
import { refreshSwapSourceBalance } from './swap-source-balance.js'

export type SwapTokensParameters = { signal?: AbortSignal | undefined }

export type SwapTokensReturnType = {
  /** The swap transaction's hash. */
  hash: string
}

export type SwapTokensErrorType =
  | SwapFormIncompleteError
  | SwapAmountRequiredError
  | SwapInsufficientBalanceError
  | SwapsNetworkNotSupportedError
  | UserRejectedRequestError
  | BaseError

/**
 * Swaps as the form stands (docs/account-features.md#swap): refuses an amount of 0 ('An amount greater
 * than 0 is required') or above the account's balance ('Insufficient {symbol} balance');
 * reads the allowance; when it is short, the approval (build-approve) is sent through the
 * wallet and awaited; then the swap
 * (build-transaction, slippage 1 per docs/limits.md#swaps) is sent and the balances are read again.
 * The swap state's `steps` show each step's status as it runs.
 */
export async function swapTokens(
  client: KeywayClient,
  parameters: SwapTokensParameters = {},
): Promise<SwapTokensReturnType> {
  const loader = client._internal.swap
  const swap = await loader.load()
  loader.cancelQuote()
  await refreshSwapSourceBalance(client, swap, parameters.signal)
  const hash = await swap.swap({ signal: parameters.signal })
  return { hash }
}
