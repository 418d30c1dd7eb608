/** Rules about swap tokens (docs/limits.md#swaps). */
import type { SwapToken } from '../../../api/types.js'
import { NATIVE_TOKEN_ADDRESSES } from '../../../constants/chains.js'

/** Whether a token is the chain's native coin (it needs no allowance). */
export function isNativeSwapToken(token: Pick<SwapToken, 'address'>): boolean {
  return token.address.toLowerCase().endsWith(`:${NATIVE_TOKEN_ADDRESSES.eip155}`)
}

/**
 * The USD price of each token, keyed by its lower-case CAIP-10 address, from a price list
 * matched by symbol (docs/services.md#calls fungible price answers by symbol). Unpriced tokens are left out.
 */
export function pricesByToken(
  tokens: readonly Pick<SwapToken, 'address' | 'symbol'>[],
  prices: readonly { symbol: string; price: number }[],
): Record<string, number> {
  const bySymbol = new Map(prices.map((entry) => [entry.symbol.toUpperCase(), entry.price]))
  const next: Record<string, number> = {}
  for (const token of tokens) {
    const price = bySymbol.get(token.symbol.toUpperCase())
    if (price !== undefined) next[token.address.toLowerCase()] = price
  }
  return next
}
