/** Rules about the typed swap amount (docs/validation.md#send: an amount is required; docs/errors.md#sending-a-transaction-the-nodes-reasons insufficient funds). */
import type { SwapToken } from '../../../api/types.js'
import { SwapAmountRequiredError, SwapInsufficientBalanceError } from '../../../errors/swap.js'
import { parseUnits } from '../../../utils/units.js'
import type { SwapAmountProblem } from '../state.js'

/** The typed amount in base units; undefined while it is empty or not a number yet. */
export function amountInBaseUnits(amount: string, decimals: number): bigint | undefined {
  if (amount.trim() === '') return undefined
  try {
    return parseUnits(amount, decimals)
  } catch {
    return undefined
  }
}

export type SwapAmountCheck = {
  /** The typed error to refuse the quote or swap with; undefined when it can go ahead. */
  error: SwapAmountRequiredError | SwapInsufficientBalanceError | undefined
  /** What the view says under the field (the state's `amountProblem`). */
  problem: SwapAmountProblem | undefined
}

/**
 * An amount of 0 is refused; so is one above the account's known balance of the token.
 * An unknown balance (`sourceBalance` undefined) is not checked against.
 */
export function checkSwapAmount(
  ctx: { sourceBalance: string | undefined },
  parameters: { token: Pick<SwapToken, 'decimals' | 'symbol'>; amount: bigint },
): SwapAmountCheck {
  const { token, amount } = parameters
  if (amount <= 0n) {
    const error = new SwapAmountRequiredError()
    return { error, problem: { kind: 'zero', message: error.shortMessage } }
  }
  const held =
    ctx.sourceBalance === undefined
      ? undefined
      : amountInBaseUnits(ctx.sourceBalance, token.decimals)
  if (held !== undefined && amount > held) {
    const error = new SwapInsufficientBalanceError(token.symbol)
    return {
      error,
      problem: { kind: 'over-balance', message: error.shortMessage, symbol: error.symbol },
    }
  }
  return { error: undefined, problem: undefined }
}
