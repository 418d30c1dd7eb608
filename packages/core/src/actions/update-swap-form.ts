import type { SwapToken } from '../api/types.js'
import type { KeywayClient } from '../client/create-keyway.js'
import { refreshSwapSourceBalance } from './swap-source-balance.js'

/** The fields to change; a field left out is kept. `switchTokens` flips source and target. */
export type UpdateSwapFormParameters = {
  sourceToken?: SwapToken | undefined
  targetToken?: SwapToken | undefined
  /** The source amount in the token's units, e.g. '1.5'. */
  amount?: string | undefined
  switchTokens?: boolean | undefined
}

export type UpdateSwapFormReturnType = Promise<void>

export type UpdateSwapFormErrorType = never

/**
 * Changes the swap form (docs/account-features.md#swap) and asks for a new quote once typing pauses (the
 * quote is debounced; a newer change cancels the older request). Resolves when that quote
 * settled; a failed quote leaves its message in the swap state's `error`. An amount of 0 or
 * above the account's balance of the source token is not quoted: the swap state's
 * `amountProblem` says why (docs/validation.md#send), and changing the amount quotes again. Picking a token
 * that is the other side's swaps the two.
 */
export async function updateSwapForm(
  client: KeywayClient,
  parameters: UpdateSwapFormParameters,
): UpdateSwapFormReturnType {
  const loader = client._internal.swap
  const swap = await loader.load()
  if (parameters.switchTokens) swap.switchTokens()
  const { sourceToken, targetToken } = swap.state
  if ('sourceToken' in parameters) {
    if (parameters.sourceToken && parameters.sourceToken.address === targetToken?.address) {
      swap.switchTokens()
    } else swap.setSourceToken(parameters.sourceToken)
  }
  if ('targetToken' in parameters) {
    if (parameters.targetToken && parameters.targetToken.address === sourceToken?.address) {
      swap.switchTokens()
    } else swap.setTargetToken(parameters.targetToken)
  }
  if ('amount' in parameters) swap.setSourceTokenAmount(parameters.amount ?? '')
  await refreshSwapSourceBalance(client, swap)
  await loader.scheduleQuote()
}
