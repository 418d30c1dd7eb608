/**
 * The swap form's updates (docs/account-features.md#swap): each returns the patch of the state a change
 * makes. Any change of the tokens or the amount drops the quote and the built transactions.
 */
import type { SwapToken } from '../../../api/types.js'
import type { SwapState } from '../state.js'

/** What a change of the form clears: the quote, its output and the built transactions. */
export function clearedQuote(): Partial<SwapState> {
  return {
    quote: undefined,
    targetTokenAmount: '',
    swapTransaction: undefined,
    approvalTransaction: undefined,
  }
}

/** A new source token: its allowance, balance and the amount's problem are unknown again. */
export function sourceTokenChange(token: SwapToken | undefined): Partial<SwapState> {
  return {
    sourceToken: token,
    allowance: undefined,
    sourceBalance: undefined,
    amountProblem: undefined,
    ...clearedQuote(),
  }
}

export function targetTokenChange(token: SwapToken | undefined): Partial<SwapState> {
  return { targetToken: token, ...clearedQuote() }
}

export function amountChange(amount: string): Partial<SwapState> {
  return { sourceTokenAmount: amount, amountProblem: undefined, ...clearedQuote() }
}

/** Swaps source and target; the quoted amount becomes the new input. */
export function flippedTokens(
  state: Pick<SwapState, 'sourceToken' | 'targetToken' | 'targetTokenAmount'>,
): Partial<SwapState> {
  return {
    sourceToken: state.targetToken,
    targetToken: state.sourceToken,
    sourceTokenAmount: state.targetTokenAmount,
    allowance: undefined,
    sourceBalance: undefined,
    amountProblem: undefined,
    ...clearedQuote(),
  }
}
