/**
 * The swap's and the balances' defaults of docs/limits.md#swaps; the default swap and onramp
 * providers, which the features option resolves at start, are with the other feature
 * defaults (features.ts), and the onramp's currencies, limits and fallbacks in onramp.ts,
 * loaded with the onramp.
 */

/** docs/limits.md#swaps: slippage tolerance (percent) used by the embedded toolkit. */
export const SWAP_SLIPPAGE_TOLERANCE = 1
/** docs/services.md#calls: balance lookups send currency usd. */
export const BALANCE_CURRENCY = 'usd'
