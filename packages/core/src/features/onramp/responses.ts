/**
 * Checks of the onramp service's answers (docs/services.md#configuration-service-config options, quote, onrampurl). A 200 answer
 * can still lack a field the purchase needs; each check turns that into OnrampResponseError
 * instead of a TypeError deep in the view. Loaded with the onramp controller; each is a plain rule with its test beside it.
 */
import type {
  OnrampOptionsResponse,
  OnrampQuote,
  PaymentCurrency,
  PurchaseCurrency,
} from '../../api/types.js'
import { OnrampResponseError } from '../../errors/onramp.js'

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== ''

/** A decimal amount as the service writes it ('10.00'). */
const isAmountText = (value: unknown): value is string =>
  typeof value === 'string' && /^\d+(\.\d+)?$/.test(value)

function checkedPurchaseCurrency(item: unknown): PurchaseCurrency | undefined {
  if (!isRecord(item) || !isText(item.id) || !isText(item.symbol)) return undefined
  const networks = Array.isArray(item.networks) ? item.networks : []
  return {
    id: item.id,
    name: isText(item.name) ? item.name : item.symbol,
    symbol: item.symbol,
    networks: networks.filter(
      (network): network is PurchaseCurrency['networks'][number] =>
        isRecord(network) &&
        isText(network.name) &&
        typeof network.display_name === 'string' &&
        typeof network.chain_id === 'string' &&
        typeof network.contract_address === 'string',
    ),
  }
}

function checkedPaymentCurrency(item: unknown): PaymentCurrency | undefined {
  if (!isRecord(item) || !isText(item.id) || !Array.isArray(item.payment_method_limits)) {
    return undefined
  }
  const limits = item.payment_method_limits.filter(
    (limit): limit is PaymentCurrency['payment_method_limits'][number] =>
      isRecord(limit) &&
      isText(limit.id) &&
      isAmountText(limit.min) &&
      isAmountText(limit.max) &&
      Number(limit.min) <= Number(limit.max),
  )
  // A currency without a usable limit would let any amount through: leave it out.
  return limits.length > 0 ? { id: item.id, payment_method_limits: limits } : undefined
}

/**
 * The well-formed currencies of an options answer. Throws when either list is missing or
 * keeps no usable item, so the caller falls back to the built-in defaults (docs/errors.md#onramp).
 */
export function checkedOnrampOptions(answer: unknown): OnrampOptionsResponse {
  if (!isRecord(answer)) throw new OnrampResponseError('currency options')
  const purchase = Array.isArray(answer.purchaseCurrencies)
    ? answer.purchaseCurrencies.map(checkedPurchaseCurrency).filter((item) => item !== undefined)
    : []
  const payment = Array.isArray(answer.paymentCurrencies)
    ? answer.paymentCurrencies.map(checkedPaymentCurrency).filter((item) => item !== undefined)
    : []
  if (purchase.length === 0) throw new OnrampResponseError('purchase currencies')
  if (payment.length === 0) throw new OnrampResponseError('payment currencies')
  return { purchaseCurrencies: purchase, paymentCurrencies: payment }
}

/** A quote with every docs/state.md#onramp-state field: each amount with its currency, and the quote id. */
export function checkedOnrampQuote(answer: unknown): OnrampQuote {
  if (!isRecord(answer)) throw new OnrampResponseError('a quote')
  const fields = [
    'coinbaseFee',
    'networkFee',
    'paymentSubtotal',
    'paymentTotal',
    'purchaseAmount',
  ] as const
  for (const field of fields) {
    const value = answer[field]
    if (!isRecord(value) || !isAmountText(value.amount) || typeof value.currency !== 'string') {
      throw new OnrampResponseError(`the quote's ${field}`)
    }
  }
  if (!isText(answer.quoteId)) throw new OnrampResponseError("the quote's id")
  return answer as OnrampQuote
}

/** The provider page's address: an http(s) URL, never a script or an empty string. */
export function checkedProviderUrl(url: unknown): string {
  let protocol = ''
  try {
    protocol = typeof url === 'string' ? new URL(url).protocol : ''
  } catch {
    // Not a URL at all: refused below.
  }
  if (protocol === 'https:' || protocol === 'http:') return url as string
  throw new OnrampResponseError("the provider page's address")
}
