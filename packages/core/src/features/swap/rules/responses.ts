/**
 * Checks of the swap service's answers (docs/services.md#calls convert calls): an answer without a field
 * the swap needs is refused with SwapResponseError, never passed on half-read.
 */
import type {
  BuildTransactionResponse,
  BuiltTransaction,
  GasPriceResponse,
  SwapAllowanceResponse,
  SwapQuote,
  SwapQuotesResponse,
  SwapToken,
  SwapTokensResponse,
} from '../../../api/types.js'
import { SwapResponseError } from '../../../errors/swap.js'

const isDigits = (value: unknown): value is string =>
  typeof value === 'string' && /^\d+$/.test(value)

/** Keeps the well-formed tokens of a token list; a list that is not one is refused. */
export function checkedTokens(answer: SwapTokensResponse | undefined): SwapToken[] {
  if (!Array.isArray(answer?.tokens)) throw new SwapResponseError('a token list')
  return answer.tokens.filter(
    (token) =>
      typeof token?.address === 'string' &&
      typeof token.symbol === 'string' &&
      typeof token.name === 'string' &&
      Number.isInteger(token.decimals),
  )
}

/** A built transaction names its target and hex call data. */
export function checkedTransaction(answer: BuildTransactionResponse | undefined): BuiltTransaction {
  const tx = answer?.tx
  if (typeof tx?.to !== 'string' || typeof tx.data !== 'string' || !tx.data.startsWith('0x')) {
    throw new SwapResponseError('a transaction')
  }
  return tx
}

/** The standard gas price, in wei digits. */
export function checkedGasPrice(answer: GasPriceResponse | undefined): string {
  if (!isDigits(answer?.standard)) throw new SwapResponseError('a gas price')
  return answer.standard
}

/** The first quote (undefined when the service has none), its output in base-unit digits. */
export function checkedQuote(answer: SwapQuotesResponse | undefined): SwapQuote | undefined {
  if (!Array.isArray(answer?.quotes)) throw new SwapResponseError('a quote')
  const quote = answer.quotes[0]
  if (quote && !isDigits(quote.toAmount)) throw new SwapResponseError('a quoted amount')
  return quote
}

/** The allowance, in base-unit digits. */
export function checkedAllowance(answer: SwapAllowanceResponse | undefined): string {
  if (!isDigits(answer?.allowance)) throw new SwapResponseError('an allowance')
  return answer.allowance
}
