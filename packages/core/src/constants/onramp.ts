/** The onramp's fees, currencies, fallback limits and request defaults (docs/state.md#onramp-state, docs/validation.md#onramp-limits, docs/account-features.md#onramp). */

/** docs/limits.md#onramp: the Meld provider's fee range, in percent. */
export const MELD_FEE_RANGE_PERCENT = { min: 1, max: 2 } as const

/** docs/state.md#onramp-state: the default purchase currency is USDC on Ethereum (1) and Polygon (137). */
export const DEFAULT_PURCHASE_CURRENCY = {
  id: 'USDC',
  symbol: 'USDC',
  name: 'USD Coin',
  chainIds: [1, 137],
} as const
/** docs/state.md#onramp-state: the default payment currency. */
export const DEFAULT_PAYMENT_CURRENCY = 'USD'

export type PaymentMethodLimit = {
  readonly id: string
  readonly min: string
  readonly max: string
}
export type FallbackPaymentCurrency = {
  readonly id: string
  readonly payment_method_limits: readonly PaymentMethodLimit[]
}

const FALLBACK_PAYMENT_METHOD_LIMITS: readonly PaymentMethodLimit[] = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
]

/**
 * docs/validation.md#onramp-limits (fallback, USD and EUR), in the shape of the onramp-options
 * `paymentCurrencies` items (docs/state.md#onramp-state) so they can stand in for a failed fetch (docs/errors.md#swaps).
 */
export const ONRAMP_FALLBACK_LIMITS: readonly FallbackPaymentCurrency[] = [
  { id: 'USD', payment_method_limits: FALLBACK_PAYMENT_METHOD_LIMITS },
  { id: 'EUR', payment_method_limits: FALLBACK_PAYMENT_METHOD_LIMITS },
]

/** docs/errors.md#fallbacks: the quote id of the mocked quote returned when a quote fails. */
export const MOCKED_ONRAMP_QUOTE_ID = 'mocked-quote-id'
/** docs/services.md#calls: defaultExperience of the onramp-url body. */
export const ONRAMP_DEFAULT_EXPERIENCE = 'buy'
/** docs/account-features.md#onramp (Meld): destination currency code on Solana; USDC elsewhere. */
export const MELD_DESTINATION_CURRENCY = { solana: 'SOL', default: 'USDC' } as const
