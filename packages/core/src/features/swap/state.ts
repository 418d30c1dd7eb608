/** The swap's state (docs/account-features.md#swap): the form, the quote, the steps of a running swap. */
import type { BuiltTransaction, SwapQuote, SwapToken } from '../../api/types.js'
import { SWAP_SLIPPAGE_TOLERANCE } from '../../constants/swaps.js'

/** Why the typed amount cannot be quoted or swapped, for the view to say under the field. */
export type SwapAmountProblem =
  | { kind: 'zero'; message: string }
  | { kind: 'over-balance'; message: string; symbol: string }

/** docs/account-features.md#swap steps: the approval (only when the allowance is short), then the swap. */
export type SwapStepKind = 'approve' | 'swap'
export type SwapStepStatus = 'pending' | 'active' | 'done' | 'failed'
export type SwapStep = {
  kind: SwapStepKind
  status: SwapStepStatus
  /** The transaction hash once the wallet sent it. */
  hash?: string | undefined
  /** Why the step failed (the wallet's refusal, a failed build). */
  error?: string | undefined
}

export type SwapState = {
  sourceToken: SwapToken | undefined
  targetToken: SwapToken | undefined
  /** Human-readable amounts (e.g. '1.5'), as typed and as quoted. */
  sourceTokenAmount: string
  targetTokenAmount: string
  tokens: SwapToken[]
  quote: SwapQuote | undefined
  /** Allowance of the source token for the swap router, base units. */
  allowance: string | undefined
  gasPrice: string | undefined
  /** docs/limits.md#swaps: slippage tolerance 1 (percent) in the embedded toolkit. */
  slippage: number
  loadingTokens: boolean
  loadingQuote: boolean
  loadingTransaction: boolean
  approvalTransaction: BuiltTransaction | undefined
  swapTransaction: BuiltTransaction | undefined
  /** USD price per token, keyed by the token's lower-case CAIP-10 address. */
  tokenPrices: Record<string, number>
  /** A swap (its approval and itself) is running. */
  swapping: boolean
  /** The steps of the running or last swap (empty before the first). */
  steps: SwapStep[]
  /** The last failure of a quote or a swap, as a message for the view. */
  error: string | undefined
  /**
   * The account's balance of the source token (e.g. '12.5') the amount is checked against;
   * undefined while it is not known (the amount is then not checked against it).
   */
  sourceBalance: string | undefined
  /** The typed amount is 0 or more than `sourceBalance`: no quote is asked for. */
  amountProblem: SwapAmountProblem | undefined
}

export function initialSwapState(): SwapState {
  return {
    sourceToken: undefined,
    targetToken: undefined,
    sourceTokenAmount: '',
    targetTokenAmount: '',
    tokens: [],
    quote: undefined,
    allowance: undefined,
    gasPrice: undefined,
    slippage: SWAP_SLIPPAGE_TOLERANCE,
    loadingTokens: false,
    loadingQuote: false,
    loadingTransaction: false,
    approvalTransaction: undefined,
    swapTransaction: undefined,
    tokenPrices: {},
    swapping: false,
    steps: [],
    error: undefined,
    sourceBalance: undefined,
    amountProblem: undefined,
  }
}
