/**
 * The swap and onramp providers and defaults of docs/limits.md#swaps and docs/limits.md#onramp
 * that the features option resolves at start; the onramp's currencies, limits and fallbacks
 * are in onramp.ts, loaded with the onramp.
 */

/** docs/limits.md#swaps: slippage tolerance (percent) used by the embedded toolkit. */
export const SWAP_SLIPPAGE_TOLERANCE = 1
/** docs/limits.md#swaps: default remote swap provider. */
export const DEFAULT_SWAP_PROVIDER = '1inch'

/** docs/limits.md#onramp: default onramp providers. */
export const DEFAULT_ONRAMP_PROVIDERS = ['coinbase', 'meld'] as const
export type OnrampProviderName = (typeof DEFAULT_ONRAMP_PROVIDERS)[number]
/** docs/services.md#calls: balance lookups send currency usd. */
export const BALANCE_CURRENCY = 'usd'
