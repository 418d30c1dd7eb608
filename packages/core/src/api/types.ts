/**
 * Wire formats of the remote services of docs/services.md, as they are answered. State entities
 * live in core/src/types/; where an answer already has that shape (TokenBalance) it is
 * reused rather than copied.
 */
import type { CaipAddress, CaipNetworkId } from '../chains/types.js'
import type { RemoteFeatures } from '../constants/features.js'
import type { TokenBalance } from '../types/account.js'

/** Any JSON value: the type of answers the spec marks "not shown". */
export type JsonValue =
  | string
  | number
  | boolean
  | null
  | JsonValue[]
  | { [key: string]: JsonValue }

/** Options every API method takes. */
export type ApiCallOptions = { signal?: AbortSignal | undefined }

// ---- Blockchain API: chains, identity, history -------------------------------------------

/** GET v1/supported-chains: the CAIP-2 ids served over http and over ws. */
export type SupportedChainsResponse = { http: string[]; ws: string[] }

/** GET /v1/identity/{address} (docs/state.md#identity-and-names). */
export type IdentityResponse = { name: string | null; avatar: string | null }

/** docs/state.md#transaction-history: one transfer of a transaction. */
export type TransactionTransfer = {
  direction?: 'in' | 'out' | 'self' | undefined
  quantity: { numeric: string }
  value?: number | undefined
  price?: number | undefined
  fungible_info?:
    | { name?: string | undefined; symbol?: string | undefined; icon?: { url: string } }
    | undefined
  nft_info?:
    | {
        name?: string | undefined
        flags: { is_spam: boolean }
        content?: { preview?: { url: string } | undefined } | undefined
      }
    | undefined
}

/** docs/state.md#transaction-history. */
export type Transaction = {
  id: string
  metadata: {
    /** ISO date of the block. */
    minedAt: string
    /** CAIP-2 id of the chain, e.g. eip155:1. */
    chain: CaipNetworkId
    operationType: string
    status: string
    sentFrom: string
    sentTo: string
    nonce?: number | undefined
    hash?: string | undefined
  }
  transfers: TransactionTransfer[]
}

/** GET /v1/account/{account}/history. `next` is the cursor of the following page. */
export type TransactionHistoryResponse = { data: Transaction[]; next: string | null }

// ---- Blockchain API: convert (swaps) ------------------------------------------------------

export type SwapQuote = {
  id?: string | null | undefined
  fromAddress: string
  toAddress: string
  fromAmount: string
  toAmount: string
  gasPrice?: string | undefined
  fee?: string | undefined
}

/** GET /v1/convert/quotes. */
export type SwapQuotesResponse = { quotes: SwapQuote[] }

export type SwapToken = {
  name: string
  symbol: string
  /** CAIP-10 id of the token (or of the native-token placeholder). */
  address: CaipAddress
  decimals: number
  logoUri: string
  eip2612?: boolean | undefined
}

/** GET /v1/convert/tokens. */
export type SwapTokensResponse = { tokens: SwapToken[] }

/** GET /v1/convert/allowance: the allowance as a base-10 integer string. */
export type SwapAllowanceResponse = { allowance: string }

/** GET /v1/convert/gas-price ("not shown" in docs/services.md#calls; the fields devnet answers). */
export type GasPriceResponse = { standard: string; fast: string; instant: string }

/** A transaction the API built for the wallet to send. */
export type BuiltTransaction = {
  from: CaipAddress
  to: CaipAddress
  data: `0x${string}`
  /** Wei, base-10 string. */
  amount?: string | undefined
  value?: string | undefined
  eip155?: { gas: string; gasPrice: string } | undefined
}

/** POST /v1/convert/build-transaction and GET /v1/convert/build-approve. */
export type BuildTransactionResponse = { tx: BuiltTransaction }

export type FungiblePrice = { name: string; symbol: string; iconUrl: string; price: number }

/** POST /v1/fungible/price. */
export type FungiblePriceResponse = { fungibles: FungiblePrice[] }

// ---- Blockchain API: balances --------------------------------------------------------------

/** GET /v1/account/{address}/balance (docs/state.md#token-balance). */
export type BalanceResponse = { balances: TokenBalance[] }

/** docs/state.md#wallet-assets-item (wallet_getAssets), balance as a hex string. */
export type WalletAssetsItem = {
  address: string
  balance: `0x${string}`
  type: 'ERC20' | 'NATIVE'
  metadata: {
    name: string
    symbol: string
    decimals: number
    price?: number | undefined
    iconUrl?: string | undefined
  }
}

// ---- Blockchain API: names (profile) -------------------------------------------------------

export type NameAddress = { address: string; created: string }

/** GET /v1/profile/account/{name} (docs/state.md#identity-and-names: addresses, attributes). */
export type ProfileAccountResponse = {
  name: string
  registered: number
  updated: number
  /** Keyed by coin type (ENSIP-11 for EVM chains). */
  addresses: Record<string, NameAddress>
  attributes: Record<string, string>[]
}

/** GET /v1/profile/reverse/{address}: the names of an address. */
export type ProfileReverseResponse = ProfileAccountResponse[]

export type NameSuggestion = { name: string; registered: boolean }

/** GET /v1/profile/suggestions/{name}. */
export type NameSuggestionsResponse = { suggestions: NameSuggestion[] }

// ---- Blockchain API: onramp ----------------------------------------------------------------

/** docs/state.md#onramp-state. */
export type PurchaseCurrency = {
  id: string
  name: string
  symbol: string
  networks: { name: string; display_name: string; chain_id: string; contract_address: string }[]
}

/** docs/state.md#onramp-state. */
export type PaymentCurrency = {
  id: string
  payment_method_limits: { id: string; min: string; max: string }[]
}

/** GET /v1/onramp/options. */
export type OnrampOptionsResponse = {
  purchaseCurrencies: PurchaseCurrency[]
  paymentCurrencies: PaymentCurrency[]
}

export type Amount = { amount: string; currency: string }

/** POST /v1/onramp/quote (docs/state.md#onramp-state). */
export type OnrampQuote = {
  coinbaseFee: Amount
  networkFee: Amount
  paymentSubtotal: Amount
  paymentTotal: Amount
  purchaseAmount: Amount
  quoteId: string
}

/** A wallet the onramp delivers to (POST /v1/generators/onrampurl). */
export type OnrampDestinationWallet = {
  address: string
  blockchains?: string[] | undefined
  assets?: string[] | undefined
  supportedNetworks?: string[] | undefined
}

/** POST /v1/generators/onrampurl: the URL is opened in a new window. */
export type OnrampUrlResponse = { url: string }

// ---- Toolkit configuration services ---------------------------------------------------------

/** GET /appkit/v1/config: the remote feature flags of docs/overview.md#feature-flags. */
export type ProjectConfigResponse = { features: RemoteFeatures }

/** GET /projects/v1/origins. */
export type AllowedOriginsResponse = { allowedOrigins: string[] }

/** docs/state.md#wallet-catalogue-entry. */
export type WalletCatalogueEntry = {
  id: string
  name: string
  image_id?: string | undefined
  /** An image URL instead of a catalogue image id (the bundled well-known list's icons). */
  image_url?: string | undefined
  rdns?: string | null | undefined
  /** CAIP-2 ids of the chains the wallet supports. */
  chains?: string[] | undefined
  mobile_link?: string | null | undefined
  desktop_link?: string | null | undefined
  webapp_link?: string | null | undefined
  app_store?: string | null | undefined
  play_store?: string | null | undefined
  homepage?: string | undefined
  badge_type?: string | undefined
}

/** GET /getWallets. */
export type WalletCatalogueResponse = { data: WalletCatalogueEntry[]; count: number }

/** GET /getAnalyticsConfig. */
export type AnalyticsConfigResponse = { isAnalyticsEnabled: boolean }

// ---- Chain RPC -----------------------------------------------------------------------------

/** A JSON-RPC 2.0 error object as answered. */
export type JsonRpcErrorObject = { code: number; message: string; data?: unknown }

export type JsonRpcResponse<T = unknown> = {
  jsonrpc: '2.0'
  id: number | string | null
  result?: T
  error?: JsonRpcErrorObject
}

/** ERC-4337 eth_getUserOperationReceipt answer (null while the operation is pending). */
export type UserOperationReceipt = {
  userOpHash: `0x${string}`
  entryPoint: `0x${string}`
  sender: `0x${string}`
  nonce: `0x${string}`
  success: boolean
  actualGasCost: `0x${string}`
  actualGasUsed: `0x${string}`
  reason?: string | undefined
  logs: JsonValue[]
  receipt: {
    transactionHash: `0x${string}`
    blockHash: `0x${string}`
    blockNumber: `0x${string}`
    status: `0x${string}`
    [key: string]: JsonValue
  }
}
