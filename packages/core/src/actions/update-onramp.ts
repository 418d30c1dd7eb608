import type { OnrampQuote } from '../api/types.js'
import type { KeywayClient } from '../client/create-keyway.js'
import type { RequestAbortedError } from '../errors/embedded-wallet.js'
import { OnrampAmountOutOfLimitsError, OnrampDisabledError } from '../errors/onramp.js'

export type UpdateOnrampParameters = {
  /** The amount to pay, in the payment currency; undefined clears it. */
  paymentAmount?: number | undefined
  /** The id of one of the state's `paymentCurrencies` (e.g. 'USD'). */
  paymentCurrency?: string | undefined
  /** The id of one of the state's `purchaseCurrencies` (e.g. 'USDC'). */
  purchaseCurrency?: string | undefined
  /** The payment method whose limits apply (docs/validation.md#onramp-limits); 'card' unless given. */
  paymentMethod?: string | undefined
  signal?: AbortSignal | undefined
}

export type UpdateOnrampReturnType = {
  /** The quote for the amount (a mocked estimate when the quote service failed, docs/errors.md#fallbacks). */
  quote: OnrampQuote | null
}

export type UpdateOnrampErrorType =
  | OnrampDisabledError
  | OnrampAmountOutOfLimitsError
  | RequestAbortedError

/** docs/overview.md#feature-flags: the onramp needs its feature flag, and its service a blockchain API endpoint. */
export function isOnrampEnabled(client: KeywayClient): boolean {
  const onramp = client._internal.options.state.features.onramp
  return Array.isArray(onramp) && onramp.length > 0 && client._internal.onramp.available
}

/**
 * Sets the purchase (docs/account-features.md#onramp) and quotes it: loads the onramp code and the currency
 * options (docs/services.md#when-a-call-fails, the built-in defaults when they fail, docs/errors.md#onramp) on first use, applies
 * the given currencies and amount, checks the amount against the payment method's limits
 * (docs/validation.md#onramp-limits: card 10.00 to 7500.00, bank account 10.00 to 25000.00 by default) and asks for
 * a quote, with `quotesLoading` true meanwhile. An amount outside the limits rejects with
 * 'Amount must be between {min} and {max} {currency}', kept in the state's `error` too.
 * Rejects with 'Onramp is not enabled' while the onramp flag is off.
 */
export async function updateOnramp(
  client: KeywayClient,
  parameters: UpdateOnrampParameters = {},
): Promise<UpdateOnrampReturnType> {
  if (!isOnrampEnabled(client)) throw new OnrampDisabledError()
  const loader = client._internal.onramp
  const { signal } = parameters
  const onramp = await loader.load()
  await loader.options({ signal })
  const { state } = onramp
  if (parameters.purchaseCurrency !== undefined) {
    const wanted = state.purchaseCurrencies.find((item) => item.id === parameters.purchaseCurrency)
    if (wanted) onramp.setPurchaseCurrency(wanted)
  }
  if (parameters.paymentCurrency !== undefined) {
    const wanted = state.paymentCurrencies.find((item) => item.id === parameters.paymentCurrency)
    if (wanted) onramp.setPaymentCurrency(wanted)
  }
  if ('paymentAmount' in parameters) {
    onramp.setPaymentAmount(parameters.paymentAmount)
    onramp.setPurchaseAmount(undefined)
  }
  const amount = state.paymentAmount
  if (amount === undefined) {
    state.error = undefined
    return { quote: null }
  }
  const method = parameters.paymentMethod ?? 'card'
  const limits = onramp.getPaymentLimits().find((limit) => limit.id === method)
  if (limits && !(amount >= Number(limits.min) && amount <= Number(limits.max))) {
    const error = new OnrampAmountOutOfLimitsError({
      min: limits.min,
      max: limits.max,
      currency: state.paymentCurrency.id,
    })
    state.error = error.shortMessage
    throw error
  }
  const quote = await onramp.getQuote({ signal })
  return { quote }
}
