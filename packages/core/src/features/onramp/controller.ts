/**
 * Onramp controller: fiat-to-crypto purchase (docs/state.md#onramp-state, docs/account-features.md#onramp, docs/validation.md#onramp-limits limits,
 * docs/errors.md#fallbacks fallbacks).
 *
 * Quote failures, reconciled: docs/account-features.md#onramp says a failed quote stores the error and returns
 * null, docs/errors.md#fallbacks says a quote failure returns a mocked quote ('mocked-quote-id'). Both
 * hold at different layers: the injected `getQuote` (the API layer) answers a mocked quote
 * when the quote service fails, so the UI still shows an estimate, and this controller
 * flags it (`quoteIsMocked`); only when `getQuote` throws anyway (bad input, abort, the
 * fallback itself failing) does the controller store the error and return null.
 */
import { proxy } from 'valtio/vanilla'
import type {
  OnrampOptionsResponse,
  OnrampQuote,
  PaymentCurrency,
  PurchaseCurrency,
} from '../../api/types.js'
import type { ChainNamespace } from '../../chains/types.js'
import { DEFAULT_ONRAMP_PROVIDERS, type OnrampProviderName } from '../../constants/features.js'
import {
  DEFAULT_PAYMENT_CURRENCY,
  DEFAULT_PURCHASE_CURRENCY,
  MELD_DESTINATION_CURRENCY,
  MELD_FEE_RANGE_PERCENT,
  MOCKED_ONRAMP_QUOTE_ID,
  ONRAMP_FALLBACK_LIMITS,
  type PaymentMethodLimit,
} from '../../constants/onramp.js'
import { BaseError } from '../../errors/base.js'
import { checkedOnrampOptions, checkedOnrampQuote, checkedProviderUrl } from './responses.js'

export type OnrampProvider = {
  name: OnrampProviderName
  label: string
  /** The page the purchase continues on; Meld's gets the docs/account-features.md#onramp query parameters. */
  url: string
  /** Fee range in percent, when known. */
  feeRange?: { min: number; max: number } | undefined
  supportedChains: ChainNamespace[]
}

export type OnrampState = {
  providers: OnrampProvider[]
  selectedProvider: OnrampProvider | undefined
  error: string | undefined
  purchaseCurrency: PurchaseCurrency
  paymentCurrency: PaymentCurrency
  purchaseCurrencies: PurchaseCurrency[]
  paymentCurrencies: PaymentCurrency[]
  quotesLoading: boolean
  purchaseAmount: number | undefined
  paymentAmount: number | undefined
  /** True when the last quote is the API layer's mocked fallback (an estimate). */
  quoteIsMocked: boolean
}

export type GetQuoteParameters = {
  purchaseCurrency: PurchaseCurrency
  paymentCurrency: PaymentCurrency
  amount: number
  signal?: AbortSignal | undefined
}

export type OnrampAccount = { address: string; chainNamespace: ChainNamespace }

export type OnrampDeps = {
  /** docs/services.md#configuration-service-config GET /v1/onramp/options. */
  getOptions: (parameters: { signal?: AbortSignal | undefined }) => Promise<OnrampOptionsResponse>
  /** docs/services.md#calls POST /v1/onramp/quote (falling back to the mocked quote, docs/errors.md#fallbacks). */
  getQuote: (parameters: GetQuoteParameters) => Promise<OnrampQuote>
  getActiveAccount: () => OnrampAccount | undefined
  projectId: string
  /** The Meld public key sent as `publicKey`; empty when the dapp gave none. */
  meldPublicKey: string
  /** Base URL of each provider's page (from the options / URL constants). */
  providerUrls: Record<OnrampProviderName, string>
}

/** docs/state.md#onramp-state: USDC on Ethereum (1) and Polygon (137). */
export const DEFAULT_PURCHASE_CURRENCY_ITEM: PurchaseCurrency = {
  id: DEFAULT_PURCHASE_CURRENCY.id,
  name: DEFAULT_PURCHASE_CURRENCY.name,
  symbol: DEFAULT_PURCHASE_CURRENCY.symbol,
  networks: [
    {
      name: 'ethereum',
      display_name: 'Ethereum',
      chain_id: '1',
      contract_address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
    },
    {
      name: 'polygon',
      display_name: 'Polygon',
      chain_id: '137',
      contract_address: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359',
    },
  ],
}

/** docs/validation.md#onramp-limits fallback limits, as mutable onramp-options items. */
export const FALLBACK_PAYMENT_CURRENCIES: PaymentCurrency[] = ONRAMP_FALLBACK_LIMITS.map(
  (currency) => ({
    id: currency.id,
    payment_method_limits: currency.payment_method_limits.map((limit) => ({ ...limit })),
  }),
)

function defaultPaymentCurrency(): PaymentCurrency {
  const fallback = FALLBACK_PAYMENT_CURRENCIES.find((item) => item.id === DEFAULT_PAYMENT_CURRENCY)
  return {
    id: DEFAULT_PAYMENT_CURRENCY,
    payment_method_limits: fallback ? fallback.payment_method_limits.map((l) => ({ ...l })) : [],
  }
}

const PROVIDER_LABELS: Record<OnrampProviderName, string> = {
  coinbase: 'Coinbase',
  meld: 'Meld.io',
}

export function createOnrampController(deps: OnrampDeps) {
  /**
   * docs/limits.md#onramp default providers. Meld only with a public key: docs/account-features.md#onramp puts the key in Meld's
   * URL and Meld's page refuses a purchase without one, so offering it would send the user
   * to an error page after they chose it; leaving it out shows Coinbase alone instead.
   */
  function defaultProviders(): OnrampProvider[] {
    const offered = DEFAULT_ONRAMP_PROVIDERS.filter(
      (name) => name !== 'meld' || deps.meldPublicKey !== '',
    )
    return offered.map((name) => ({
      name,
      label: PROVIDER_LABELS[name],
      url: deps.providerUrls[name],
      ...(name === 'meld' ? { feeRange: { ...MELD_FEE_RANGE_PERCENT } } : {}),
      // docs/overview.md#chain-namespaces-per-feature: onramp on eip155 and solana; both providers deliver to either.
      supportedChains: ['eip155', 'solana'],
    }))
  }

  function initialState(): OnrampState {
    return {
      providers: defaultProviders(),
      selectedProvider: undefined,
      error: undefined,
      purchaseCurrency: structuredClone(DEFAULT_PURCHASE_CURRENCY_ITEM),
      paymentCurrency: defaultPaymentCurrency(),
      purchaseCurrencies: [structuredClone(DEFAULT_PURCHASE_CURRENCY_ITEM)],
      paymentCurrencies: structuredClone(FALLBACK_PAYMENT_CURRENCIES),
      quotesLoading: false,
      purchaseAmount: undefined,
      paymentAmount: undefined,
      quoteIsMocked: false,
    }
  }

  const state = proxy<OnrampState>(initialState())

  /**
   * docs/errors.md#onramp: an options failure falls back to the built-in defaults; an answer without
   * usable currencies is such a failure, and malformed items are left out.
   */
  async function fetchOptions(options: { signal?: AbortSignal | undefined } = {}) {
    try {
      const answer = checkedOnrampOptions(await deps.getOptions({ signal: options.signal }))
      state.purchaseCurrencies = answer.purchaseCurrencies
      state.paymentCurrencies = answer.paymentCurrencies
    } catch {
      state.purchaseCurrencies = [structuredClone(DEFAULT_PURCHASE_CURRENCY_ITEM)]
      state.paymentCurrencies = structuredClone(FALLBACK_PAYMENT_CURRENCIES)
    }
  }

  /**
   * docs/account-features.md#onramp: quotesLoading is true during the fetch; a failure stores the error and gives
   * null (see the file comment for the mocked-quote fallback).
   */
  async function getQuote(
    options: { signal?: AbortSignal | undefined } = {},
  ): Promise<OnrampQuote | null> {
    const amount = state.paymentAmount
    if (amount === undefined || !(amount > 0)) return null
    state.quotesLoading = true
    state.error = undefined
    try {
      // A quote without its amounts is a failed quote (OnrampResponseError), not a blank one.
      const quote = checkedOnrampQuote(
        await deps.getQuote({
          purchaseCurrency: state.purchaseCurrency,
          paymentCurrency: state.paymentCurrency,
          amount,
          signal: options.signal,
        }),
      )
      state.purchaseAmount = Number(quote.purchaseAmount.amount)
      state.quoteIsMocked = quote.quoteId === MOCKED_ONRAMP_QUOTE_ID
      return quote
    } catch (error) {
      // A BaseError's short message is the user-facing text; `message` adds developer details.
      state.error =
        error instanceof BaseError
          ? error.shortMessage
          : error instanceof Error
            ? error.message
            : String(error)
      return null
    } finally {
      state.quotesLoading = false
    }
  }

  /** docs/validation.md#onramp-limits: the limits of a payment currency, the fallback ones when none are known. */
  function getPaymentLimits(currencyId: string = state.paymentCurrency.id): PaymentMethodLimit[] {
    const known = state.paymentCurrencies.find((item) => item.id === currencyId)
    if (known && known.payment_method_limits.length > 0) return known.payment_method_limits
    return (
      FALLBACK_PAYMENT_CURRENCIES.find((item) => item.id === currencyId)?.payment_method_limits ??
      []
    )
  }

  /**
   * docs/account-features.md#onramp: Meld's URL gets publicKey, destinationCurrencyCode (SOL on Solana, else
   * USDC), walletAddress and externalCustomerId (the project id).
   */
  function getProviderUrl(provider: OnrampProvider): string {
    if (provider.name !== 'meld') return provider.url
    const account = deps.getActiveAccount()
    const url = new URL(provider.url)
    url.searchParams.set('publicKey', deps.meldPublicKey)
    url.searchParams.set(
      'destinationCurrencyCode',
      account?.chainNamespace === 'solana'
        ? MELD_DESTINATION_CURRENCY.solana
        : MELD_DESTINATION_CURRENCY.default,
    )
    if (account) url.searchParams.set('walletAddress', account.address)
    url.searchParams.set('externalCustomerId', deps.projectId)
    return url.toString()
  }

  function setSelectedProvider(provider: OnrampProvider | undefined) {
    state.selectedProvider = provider ? { ...provider, url: getProviderUrl(provider) } : undefined
  }

  return {
    state,
    fetchOptions,
    getQuote,
    getPaymentLimits,
    getProviderUrl,
    /** The provider page's address as the service answered it, refused unless http(s). */
    checkedProviderUrl,
    setSelectedProvider,
    setPurchaseCurrency: (currency: PurchaseCurrency) => {
      state.purchaseCurrency = currency
    },
    setPaymentCurrency: (currency: PaymentCurrency) => {
      state.paymentCurrency = currency
    },
    setPaymentAmount: (amount: number | undefined) => {
      state.paymentAmount = amount
    },
    setPurchaseAmount: (amount: number | undefined) => {
      state.purchaseAmount = amount
    },
    /** docs/connection.md#reconnecting-on-page-load: reset restores the defaults. */
    resetState: () => {
      Object.assign(state, initialState())
    },
  }
}

export type OnrampController = ReturnType<typeof createOnrampController>
