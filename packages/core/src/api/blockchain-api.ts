import type { CaipAddress } from '../chains/types.js'
import { ONRAMP_DEFAULT_EXPERIENCE } from '../constants/onramp.js'
import {
  ENS_NAME_CACHE_MS,
  IDENTITY_CACHE_MS,
  PORTFOLIO_BALANCE_CACHE_MS,
} from '../constants/service-timing.js'
import { BALANCE_CURRENCY } from '../constants/swaps.js'
import { createTtlCache, type TtlCache } from './cache.js'
import { BLOCKCHAIN_API_PATHS as PATHS } from './endpoints.js'
import { createHttpClient } from './http.js'
import { createServiceRequester, type ServiceClientOptions } from './service.js'
import type {
  ApiCallOptions,
  BalanceResponse,
  BuildTransactionResponse,
  FungiblePriceResponse,
  GasPriceResponse,
  IdentityResponse,
  JsonValue,
  NameSuggestionsResponse,
  OnrampDestinationWallet,
  OnrampOptionsResponse,
  OnrampQuote,
  OnrampUrlResponse,
  PaymentCurrency,
  ProfileAccountResponse,
  ProfileReverseResponse,
  PurchaseCurrency,
  SupportedChainsResponse,
  SwapAllowanceResponse,
  SwapQuotesResponse,
  SwapTokensResponse,
  TransactionHistoryResponse,
} from './types.js'

/**
 * Client of the Blockchain API (docs/services.md#calls table): one typed method per row. Every call
 * carries projectId, st (sdk type) and sv (sdk version) as query parameters, goes through
 * the request retry, and takes an AbortSignal. Identity, name and balance answers are
 * cached for the docs/limits.md#cache-expiry expiries.
 */

export type CreateBlockchainApiClientOptions = ServiceClientOptions & {
  /** Share one cache between clients; by default the client makes its own. */
  cache?: TtlCache | undefined
}

export type FetchIdentityParameters = ApiCallOptions & {
  address: string
  sender?: string | undefined
}
export type FetchTransactionsParameters = ApiCallOptions & {
  account: string
  cursor?: string | undefined
  /** 'coinbase' asks for onramp transactions only. */
  onramp?: string | undefined
  chainId?: string | undefined
}
export type FetchSwapQuoteParameters = ApiCallOptions & {
  amount: string
  userAddress: CaipAddress
  from: CaipAddress
  to: CaipAddress
  gasPrice: string
}
export type ChainIdParameters = ApiCallOptions & { chainId: string }
export type FetchTokenPriceParameters = ApiCallOptions & {
  /** CAIP-10 token ids. */
  addresses: string[]
  currency?: string | undefined
}
export type FetchSwapAllowanceParameters = ApiCallOptions & {
  tokenAddress: CaipAddress
  userAddress: CaipAddress
}
export type GenerateSwapCalldataParameters = ApiCallOptions & {
  amount: string
  from: CaipAddress
  to: CaipAddress
  userAddress: CaipAddress
  /** Percent; docs/limits.md#swaps in the embedded toolkit. */
  slippage: number
  disableEstimate?: boolean | undefined
}
export type GenerateApproveCalldataParameters = ApiCallOptions & {
  userAddress: CaipAddress
  from: CaipAddress
  to: CaipAddress
}
export type GetBalanceParameters = ApiCallOptions & {
  address: string
  chainId: string
  /** Skips the 30 s cache (and asks the API to refresh), e.g. right after a send. */
  forceUpdate?: boolean | undefined
}
export type LookupNameParameters = ApiCallOptions & {
  name: string
  apiVersion?: string | undefined
}
export type ReverseLookupNameParameters = ApiCallOptions & {
  address: string
  sender?: string | undefined
  apiVersion?: string | undefined
}
export type GetNameSuggestionsParameters = ApiCallOptions & {
  name: string
  zone?: string | undefined
}
export type RegisterNameParameters = ApiCallOptions & {
  coinType: number
  address: string
  /** docs/services.md#calls: a JSON of name, attributes and a seconds timestamp. */
  message: string
  signature: string
}
export type GenerateOnrampUrlParameters = ApiCallOptions & {
  destinationWallets: OnrampDestinationWallet[]
  partnerUserId: string
  defaultNetwork?: string | undefined
  presetCryptoAmount?: number | undefined
  presetFiatAmount?: number | undefined
}
export type GetOnrampQuoteParameters = ApiCallOptions & {
  purchaseCurrency: PurchaseCurrency
  paymentCurrency: PaymentCurrency
  amount: number | string
}
export type SessionsParameters = ApiCallOptions & { address: string }
export type RevokeSessionParameters = SessionsParameters & { pci: string; signature: string }

export type BlockchainApiClient = ReturnType<typeof createBlockchainApiClient>

export function createBlockchainApiClient(options: CreateBlockchainApiClientOptions) {
  const { projectId } = options
  const http = createHttpClient({
    baseUrl: options.baseUrl,
    fetch: options.fetch,
    timeoutMs: options.timeoutMs,
    timers: options.timers,
  })
  const cache = options.cache ?? createTtlCache({ now: options.now })
  const api = createServiceRequester(
    http,
    { projectId, st: options.sdkType, sv: options.sdkVersion },
    options,
  )

  return {
    getSupportedChains: ({ signal }: ApiCallOptions = {}) =>
      api.get<SupportedChainsResponse>(PATHS.supportedChains, {}, signal),

    /** docs/limits.md#timing: identity answers are kept 5 minutes. */
    fetchIdentity: ({ address, sender, signal }: FetchIdentityParameters) =>
      cache.memoize(
        `identity:${address}`,
        IDENTITY_CACHE_MS,
        () => api.get<IdentityResponse>(PATHS.identity(address), { sender }),
        { signal },
      ),

    fetchTransactions: ({
      account,
      cursor,
      onramp,
      chainId,
      signal,
    }: FetchTransactionsParameters) =>
      api.get<TransactionHistoryResponse>(
        PATHS.history(account),
        { cursor, onramp, chainId },
        signal,
      ),

    fetchSwapQuote: ({ signal, ...params }: FetchSwapQuoteParameters) =>
      api.get<SwapQuotesResponse>(PATHS.swapQuotes, params, signal),

    fetchSwapTokens: ({ chainId, signal }: ChainIdParameters) =>
      api.get<SwapTokensResponse>(PATHS.swapTokens, { chainId }, signal),

    fetchTokenPrice: ({
      addresses,
      currency = BALANCE_CURRENCY,
      signal,
    }: FetchTokenPriceParameters) =>
      api.post<FungiblePriceResponse>(
        PATHS.fungiblePrice,
        { currency, addresses, projectId },
        signal,
      ),

    fetchSwapAllowance: ({ signal, ...params }: FetchSwapAllowanceParameters) =>
      api.get<SwapAllowanceResponse>(PATHS.swapAllowance, params, signal),

    fetchGasPrice: ({ chainId, signal }: ChainIdParameters) =>
      api.get<GasPriceResponse>(PATHS.gasPrice, { chainId }, signal),

    generateSwapCalldata: ({ slippage, signal, ...rest }: GenerateSwapCalldataParameters) =>
      api.post<BuildTransactionResponse>(
        PATHS.buildTransaction,
        {
          amount: rest.amount,
          eip155: { slippage },
          projectId,
          from: rest.from,
          to: rest.to,
          userAddress: rest.userAddress,
          disableEstimate: rest.disableEstimate ?? false,
        },
        signal,
      ),

    generateApproveCalldata: ({ signal, ...params }: GenerateApproveCalldataParameters) =>
      api.get<BuildTransactionResponse>(PATHS.buildApprove, params, signal),

    /** docs/services.md#calls: currency usd; docs/limits.md#timing: portfolio balances are kept 30 s unless forced. */
    getBalance: ({ address, chainId, forceUpdate, signal }: GetBalanceParameters) => {
      const key = `balance:${chainId}:${address}`
      const load = () =>
        api.get<BalanceResponse>(PATHS.balance(address), {
          currency: BALANCE_CURRENCY,
          chainId,
          forceUpdate: forceUpdate ? 'true' : undefined,
        })
      // A forced update drops the stored answer (and any run in flight) and fetches anew.
      if (forceUpdate) cache.delete(key)
      return cache.memoize(key, PORTFOLIO_BALANCE_CACHE_MS, load, { signal })
    },

    /** docs/limits.md#timing: ENS-style name lookups are kept 5 minutes. */
    lookupName: ({ name, apiVersion, signal }: LookupNameParameters) =>
      cache.memoize(
        `name:${name}`,
        ENS_NAME_CACHE_MS,
        () => api.get<ProfileAccountResponse>(PATHS.profileAccount(name), { apiVersion }),
        { signal },
      ),

    reverseLookupName: ({ address, sender, apiVersion, signal }: ReverseLookupNameParameters) =>
      cache.memoize(
        `reverse-name:${address}`,
        ENS_NAME_CACHE_MS,
        () =>
          api.get<ProfileReverseResponse>(PATHS.profileReverse(address), { sender, apiVersion }),
        { signal },
      ),

    getNameSuggestions: ({ name, zone, signal }: GetNameSuggestionsParameters) =>
      api.get<NameSuggestionsResponse>(PATHS.profileSuggestions(name), { zone }, signal),

    /** A registration changes the address's names: its kept reverse lookup is dropped. */
    registerName: async ({
      coinType,
      address,
      message,
      signature,
      signal,
    }: RegisterNameParameters) => {
      const answer = await api.post<JsonValue | undefined>(
        PATHS.profileRegister,
        { coin_type: coinType, address, message, signature },
        signal,
      )
      cache.delete(`reverse-name:${address}`)
      return answer
    },

    /** docs/services.md#calls: defaultExperience is always 'buy'. */
    generateOnrampUrl: ({ signal, ...params }: GenerateOnrampUrlParameters) =>
      api.post<OnrampUrlResponse>(
        PATHS.onrampUrl,
        {
          destinationWallets: params.destinationWallets,
          defaultNetwork: params.defaultNetwork,
          partnerUserId: params.partnerUserId,
          defaultExperience: ONRAMP_DEFAULT_EXPERIENCE,
          presetCryptoAmount: params.presetCryptoAmount,
          presetFiatAmount: params.presetFiatAmount,
        },
        signal,
      ),

    getOnrampOptions: ({ signal }: ApiCallOptions = {}) =>
      api.get<OnrampOptionsResponse>(PATHS.onrampOptions, {}, signal),

    /** docs/services.md#calls: the amount goes as a string and the network is the purchase symbol. */
    getOnrampQuote: ({
      purchaseCurrency,
      paymentCurrency,
      amount,
      signal,
    }: GetOnrampQuoteParameters) =>
      api.post<OnrampQuote>(
        PATHS.onrampQuote,
        {
          purchaseCurrency,
          paymentCurrency,
          amount: String(amount),
          network: purchaseCurrency.symbol,
        },
        signal,
      ),

    getSessions: ({ address, signal }: SessionsParameters) =>
      api.get<JsonValue | undefined>(PATHS.sessions(address), {}, signal),

    revokeSession: ({ address, pci, signature, signal }: RevokeSessionParameters) =>
      api.post<JsonValue | undefined>(PATHS.revokeSession(address), { pci, signature }, signal),
  }
}
