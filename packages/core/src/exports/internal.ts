// `@keyway/core/internal`: controller factories, their dependency types, API clients and
// the wiring helpers that @keyway/ui and @keyway/embedded-wallet build on (the chain
// adapters use `@keyway/core/adapter`). No semver promise: a dapp imports `@keyway/core`,
// never this entry.

export { isNamesAvailable } from '../actions/get-name-suggestions.js'
export {
  type AnalyticsClient,
  type AnalyticsEvent,
  type AnalyticsEventBody,
  type AnalyticsEventProperties,
  type CreateAnalyticsClientOptions,
  createAnalyticsClient,
  type ErrorEventProperties,
} from '../api/analytics.js'
export {
  type BlockchainApiClient,
  type ChainIdParameters,
  type CreateBlockchainApiClientOptions,
  createBlockchainApiClient,
  type FetchIdentityParameters,
  type FetchSwapAllowanceParameters,
  type FetchSwapQuoteParameters,
  type FetchTokenPriceParameters,
  type FetchTransactionsParameters,
  type GenerateApproveCalldataParameters,
  type GenerateOnrampUrlParameters,
  type GenerateSwapCalldataParameters,
  type GetNameSuggestionsParameters,
  type GetOnrampQuoteParameters,
  type LookupNameParameters,
  type RegisterNameParameters,
  type ReverseLookupNameParameters,
  type RevokeSessionParameters,
  type SessionsParameters,
} from '../api/blockchain-api.js'
export { type CreateTtlCacheOptions, createTtlCache, type TtlCache } from '../api/cache.js'
export {
  type ConfigApiClient,
  type CreateConfigApiClientOptions,
  createConfigApiClient,
  type GetWalletsParameters,
  type ImageParameters,
} from '../api/config-api.js'
export { BLOCKCHAIN_API_PATHS, CONFIG_API_PATHS, RPC_PATHS } from '../api/endpoints.js'
export type { Timers as HttpTimers } from '../api/http.js'
export {
  type CreateHttpClientOptions,
  createHttpClient,
  type HttpBodyRequestOptions,
  type HttpClient,
  type HttpRequestOptions,
  type HttpVerb,
  type QueryParams,
  type QueryValue,
  type ResponseType,
  toSearchParams,
} from '../api/http.js'
export {
  isRetryableError,
  parseRetryAfter,
  type RetryAttempt,
  type RetryOptions,
  retry,
  retryDelayMs,
  type Sleep,
  type WithRetryOptions,
  withRetry,
} from '../api/retry.js'
export {
  type ChainRpcClient,
  type CreateChainRpcClientOptions,
  createChainRpcClient,
  type GetUserOperationReceiptParameters,
  type RpcRequestParameters,
} from '../api/rpc-client.js'
export type { RetryDeps, ServiceRequester } from '../api/service.js'
export type {
  AllowedOriginsResponse,
  Amount,
  AnalyticsConfigResponse,
  ApiCallOptions,
  BalanceResponse,
  BuildTransactionResponse,
  BuiltTransaction,
  FungiblePrice,
  FungiblePriceResponse,
  GasPriceResponse,
  IdentityResponse,
  JsonRpcErrorObject,
  JsonRpcResponse,
  JsonValue,
  NameAddress,
  NameSuggestion,
  NameSuggestionsResponse,
  OnrampDestinationWallet,
  OnrampOptionsResponse,
  OnrampQuote,
  OnrampUrlResponse,
  PaymentCurrency,
  ProfileAccountResponse,
  ProfileReverseResponse,
  ProjectConfigResponse,
  PurchaseCurrency,
  SupportedChainsResponse,
  SwapAllowanceResponse,
  SwapQuote,
  SwapQuotesResponse,
  SwapToken,
  SwapTokensResponse,
  Transaction,
  TransactionHistoryResponse,
  TransactionTransfer,
  UserOperationReceipt,
  WalletAssetsItem,
  WalletCatalogueEntry,
  WalletCatalogueResponse,
} from '../api/types.js'
export {
  isCaipOfNamespace,
  isChainNamespace,
  type ParsedCaipAddress,
  type ParsedCaipNetworkId,
  toCaipAddress,
  tryParseCaipAddress,
  tryParseCaipNetworkId,
} from '../caip/caip.js'
export { DEFINED_CHAINS } from '../chains/definitions.js'
export {
  EMBEDDED_WALLET_CAIP_NETWORK_IDS,
  EMBEDDED_WALLET_EIP155_CHAIN_IDS,
  EMBEDDED_WALLET_SOLANA_CAIP_NETWORK_IDS,
  isEmbeddedWalletNetwork,
} from '../chains/embedded-wallet.js'
export {
  findNetwork,
  getNativeDecimals,
  getNetworkName,
  isNetworkSupported,
} from '../chains/network.js'
export {
  type ApiClients,
  type CreateApiClientsParameters,
  createApiClients,
  unavailableFeatures,
  warnMissingEndpoints,
} from '../client/create-api-clients.js'
export { KEYWAY_SDK_TYPE, type KeywayInternals } from '../client/create-keyway.js'
export {
  createPlatform,
  isIosSafari,
  isTelegram,
  type PlatformEnvironment,
  readBrowserEnvironment,
} from '../client/platform.js'
export { resolveNamespace } from '../client/resolve-namespace.js'
export { type WatchAdaptersDeps, watchAdapters } from '../client/watch-adapters.js'
export {
  CHAIN_NAMESPACES,
  DEFAULT_CAIP_NETWORK_ID,
  DEFAULT_CHAIN,
  NATIVE_DECIMALS,
  NATIVE_DECIMALS_BY_NAMESPACE,
  NATIVE_TOKEN_ADDRESSES,
} from '../constants/chains.js'
export {
  DEFAULT_LOG_LEVEL,
  DEFAULT_MODAL_APPEARANCE,
  DISPLAY_AMOUNT_DECIMALS,
  LOG_LEVELS,
  type LogLevel,
  MINUS_OPERATION_TYPES,
  type ModalAppearance,
  PLUS_OPERATION_TYPES,
  SECURE_SDK_VERSION_DEFAULT,
  THEME_MODES,
  TRUNCATE_ADDRESS_END_CHARS,
  TRUNCATE_ADDRESS_START_CHARS,
} from '../constants/display.js'
export {
  type ConnectorGroup,
  DEFAULT_ACCOUNT_TYPES,
  DEFAULT_CONNECT_METHOD_ORDER,
  DEFAULT_CONNECTOR_ORDER,
  DEFAULT_FEATURES,
  DEFAULT_REMOTE_FEATURES,
  FEATURE_NAMESPACES,
  LAZY_FEATURE_PANELS,
  REMOTE_FEATURE_FLAGS,
  RESTRICTED_TIMEZONES,
  type RemoteFeatureFlag,
  type RemoteFeatures,
  SOCIAL_LOGIN_PROVIDERS,
  SOCIAL_PROVIDERS,
  type SocialLoginProvider,
  TELEGRAM_REMOVED_SOCIALS,
  type TelegramPlatform,
  WALLET_FEATURE_ORDER,
} from '../constants/features.js'
export {
  EMBEDDED_WALLET_ALLOWED_METHODS,
  JSON_RPC_ERROR_CODES,
  PROVIDER_ERROR_CODES,
  RPC_ERROR_CODES,
  SAFE_RPC_METHODS,
  UNSAFE_RPC_METHODS,
  USER_REJECTION_CODES,
  WALLET_CALLS_ERROR_CODES,
} from '../constants/rpc.js'
export {
  ADDRESS_CHECK_CACHE_SIZE,
  EVENT_EMITTER_MAX_LISTENERS,
  LOG_BUFFER_SIZE_BYTES,
  PENDING_TRANSACTIONS_LIMIT,
  RECENT_WALLETS_LIMIT,
  RECOMMENDED_WALLETS_COUNT,
  REQUEST_CACHE_SIZE,
  WALLET_IMAGE_PREFETCH_COUNT,
  WALLET_PAGE_SIZE,
  WALLET_SEARCH_MIN_WAIT_MS,
  WALLET_SEARCH_PAGE_SIZE,
} from '../constants/sizes.js'
export { EMBEDDED_WALLET_STORAGE_KEYS } from '../constants/storage.js'
export {
  BALANCE_CURRENCY,
  DEFAULT_ONRAMP_PROVIDERS,
  DEFAULT_PAYMENT_CURRENCY,
  DEFAULT_PURCHASE_CURRENCY,
  DEFAULT_SWAP_PROVIDER,
  type FallbackPaymentCurrency,
  MELD_DESTINATION_CURRENCY,
  MELD_FEE_RANGE_PERCENT,
  MOCKED_ONRAMP_QUOTE_ID,
  ONRAMP_DEFAULT_EXPERIENCE,
  ONRAMP_FALLBACK_LIMITS,
  type OnrampProviderName,
  type PaymentMethodLimit,
  SWAP_SLIPPAGE_TOLERANCE,
} from '../constants/swaps.js'
export {
  ACTION_NOT_ALLOWED_DELAY_MS,
  BALANCE_RETRY_WINDOW_MS,
  DEFAULT_POLLING_INTERVAL_MS,
  DEFAULT_REQUEST_TIMEOUT_MS,
  EMAIL_LOGIN_THROTTLE_MS,
  ENS_NAME_CACHE_MS,
  ERROR_EVENT_LIMIT,
  ERROR_EVENT_WINDOW_MS,
  FRAME_CONNECT_TIMEOUT_MS,
  FRAME_LOAD_TIMEOUT_MS,
  FRAME_POST_READY_DELAY_MS,
  IDENTITY_CACHE_MS,
  MODAL_SHAKE_MS,
  NATIVE_BALANCE_CACHE_MS,
  NOTIFICATION_REPLACE_DELAY_MS,
  PORTFOLIO_BALANCE_CACHE_MS,
  PROTOCOL_HEARTBEAT_MS,
  REQUEST_RETRY_BASE_DELAY_MS,
  REQUEST_RETRY_COUNT,
  REQUEST_RETRY_HTTP_STATUSES,
  REQUEST_RETRY_RPC_CODES,
  RETRY_HELPER_DEFAULTS,
  SIGN_OUT_WAIT_MS,
  TIME_MS,
  WALLETCONNECT_PAIRING_RENEWALS,
  WALLETCONNECT_RELAY_RETRY_DELAYS_MS,
  WALLETCONNECT_URI_WAIT_MS,
} from '../constants/timing.js'
export { FEATURE_SERVICES, SERVICE_NAMES, type ServiceFeature } from '../constants/urls.js'
export {
  type AccountController,
  type CreateAccountControllerParameters,
  createAccountController,
} from '../controllers/account.js'
export {
  type BalanceAccount,
  type BalanceController,
  type BalanceDeps,
  createBalanceController,
  type FetchBalancesParameters,
  type FetchOptions,
  filterZeroDecimalBalances,
} from '../controllers/balance.js'
export {
  type ChainController,
  type ChainControllerDeps,
  type ChainNetworkSlice,
  type ChainStorage,
  createChainController,
  UNKNOWN_NETWORK_NAME,
} from '../controllers/chain.js'
export {
  CONNECT_METHOD_ORDER_WITHOUT_INJECTED,
  type ConnectMethodsOrderParameters,
  getConnectMethodsOrder,
} from '../controllers/connect-methods-order.js'
export {
  type ConnectionController,
  type ConnectionControllerDeps,
  type ConnectionTrack,
  type ConnectParameters as ConnectionConnectParameters,
  createConnectionController,
} from '../controllers/connection.js'
export {
  type ConnectorController,
  type ConnectorControllerDeps,
  type ConnectorStorage,
  connectorServes,
  createConnectorController,
  mergeConnectors,
} from '../controllers/connector.js'
export {
  createEmailLoginController,
  type EmailLoginController,
  type EmailLoginDeps,
  type EmailLoginState,
  type EmailLoginStorage,
} from '../controllers/email-login.js'
export {
  createEventsController,
  type EventsController,
  type EventsDeps,
  type EventsState,
  type EventsSubscriber,
} from '../controllers/events.js'
export {
  type ConnectMethod,
  DEFAULT_RESOLVED_FEATURES,
  filterTelegramSocials,
  getConnectorOrder,
  getDefaultAccountTypes,
  getWalletFeaturesOrder,
  type RemoteFeatureConfig,
  type ResolveFeaturesParameters,
  type ResolveFeaturesReturnType,
  resolveFeatures,
  type WalletFeature,
} from '../controllers/features.js'
export {
  createModalController,
  type ModalController,
  type ModalDeps,
} from '../controllers/modal.js'
export type { Timers as NotificationTimers } from '../controllers/notification.js'
export {
  createNotificationController,
  defaultTimers,
  NOTIFICATION_AUTO_CLOSE_MS,
  type NotificationController,
  type NotificationDeps,
  type NotificationState,
  type NotificationVariant,
  type ShowNotificationOptions,
} from '../controllers/notification.js'
export {
  createOptionsController,
  type KeywayOptions,
  type OptionsController,
  type OptionsDeps,
  type OptionsNetwork,
  type OptionsState,
  originMatches,
} from '../controllers/options.js'
export {
  createRouterController,
  ROUTER_VIEWS,
  type RouteNetwork,
  type RouterController,
  type RouterData,
  type RouterDeps,
  type RouterState,
  type RouteWallet,
  type SelectWalletParameters,
  type SwitchNetworkParameters as RouterSwitchNetworkParameters,
  type TransactionAction,
  type TransactionResult,
} from '../controllers/router.js'
export {
  browserStorage,
  type CreateStorageControllerParameters,
  createStorageController,
  DEFAULT_STORAGE_PREFIX,
  type StorageController,
  type StorageKey,
  type StorageSchema,
} from '../controllers/storage.js'
export {
  createThemeController,
  type ThemeController,
  type ThemeDeps,
} from '../controllers/theme.js'
export {
  AccountAddressRequiredError,
  type AccountAddressRequiredErrorType,
  FetchTransactionsError,
  type FetchTransactionsErrorType,
  NoActiveCaipAddressError,
  type NoActiveCaipAddressErrorType,
} from '../errors/account.js'
export { DOCS_BASE_URL } from '../errors/base.js'
export {
  GasPriceNetworkNotSupportedError,
  type GasPriceNetworkNotSupportedErrorType,
  NetworkControllerClientNotSetError,
  type NetworkControllerClientNotSetErrorType,
  NoActiveCaipNetworkError,
  type NoActiveCaipNetworkErrorType,
  SwapsNetworkNotSupportedError,
  type SwapsNetworkNotSupportedErrorType,
} from '../errors/chain.js'
export {
  InvalidProjectIdError,
  type InvalidProjectIdErrorType,
  OriginNotAllowedError,
  type OriginNotAllowedErrorType,
} from '../errors/config.js'
export {
  ConnectionClientChainRequiredError,
  type ConnectionClientChainRequiredErrorType,
  ConnectionControllerClientNotSetError,
  type ConnectionControllerClientNotSetErrorType,
  NoConnectionControllerClientError,
  type NoConnectionControllerClientErrorType,
  WalletConnectConnectorNotFoundError,
  type WalletConnectConnectorNotFoundErrorType,
} from '../errors/connector.js'
export {
  InvalidSocialProviderError,
  type InvalidSocialProviderErrorType,
} from '../errors/email-login-validation.js'
export {
  EmailLoginThrottledError,
  type EmailLoginThrottledErrorType,
  SomethingWentWrongError,
  type SomethingWentWrongErrorType,
} from '../errors/embedded-wallet.js'
export {
  ActionNotAllowedError,
  type ActionNotAllowedErrorType,
  AuthInitializationError,
  type AuthInitializationErrorType,
  EmailLoginDependencyError,
  type EmailLoginDependencyErrorType,
  FrameError,
  type FrameErrorType,
  MethodNotAllowedError,
  type MethodNotAllowedErrorType,
  RpcCallNotAllowedError,
  type RpcCallNotAllowedErrorType,
} from '../errors/embedded-wallet-frame.js'
export {
  InternalRpcError,
  type InternalRpcErrorType,
  InvalidInputRpcError,
  type InvalidInputRpcErrorType,
  InvalidParamsRpcError,
  type InvalidParamsRpcErrorType,
  InvalidRequestRpcError,
  type InvalidRequestRpcErrorType,
  JsonRpcVersionUnsupportedError,
  type JsonRpcVersionUnsupportedErrorType,
  LimitExceededRpcError,
  type LimitExceededRpcErrorType,
  MethodNotFoundRpcError,
  type MethodNotFoundRpcErrorType,
  MethodNotSupportedRpcError,
  type MethodNotSupportedRpcErrorType,
  ParseRpcError,
  type ParseRpcErrorType,
  ResourceNotFoundRpcError,
  type ResourceNotFoundRpcErrorType,
  ResourceUnavailableRpcError,
  type ResourceUnavailableRpcErrorType,
  TransactionRejectedRpcError,
  type TransactionRejectedRpcErrorType,
} from '../errors/json-rpc.js'
export { noConnectorOrNetworkWarning, UI_MESSAGES } from '../errors/messages.js'
export {
  AddressOrAuthConnectorNotFoundError,
  type AddressOrAuthConnectorNotFoundErrorType,
  InvalidRegisteredNameError,
  type InvalidRegisteredNameErrorType,
  NameSuggestionsError,
  type NameSuggestionsErrorType,
  NamesForAddressError,
  type NamesForAddressErrorType,
  RegisterNameError,
  type RegisterNameErrorType,
  ResolveNameError,
  type ResolveNameErrorType,
} from '../errors/names.js'
export {
  FeeCapTooHighError,
  type FeeCapTooHighErrorType,
  FeeCapTooLowError,
  type FeeCapTooLowErrorType,
  IntrinsicGasTooHighError,
  type IntrinsicGasTooHighErrorType,
  IntrinsicGasTooLowError,
  type IntrinsicGasTooLowErrorType,
  type NodeError,
  NonceMaxValueError,
  type NonceMaxValueErrorType,
  NonceTooHighError,
  type NonceTooHighErrorType,
  NonceTooLowError,
  type NonceTooLowErrorType,
  TipAboveFeeCapError,
  type TipAboveFeeCapErrorType,
  TransactionTypeNotSupportedError,
  type TransactionTypeNotSupportedErrorType,
  toNodeError,
  UnknownNodeError,
  type UnknownNodeErrorType,
} from '../errors/node.js'
export {
  ChainDisconnectedError,
  type ChainDisconnectedErrorType,
  UnauthorizedProviderError,
  type UnauthorizedProviderErrorType,
} from '../errors/provider-rpc.js'
export {
  SiwxAuthMismatchError,
  type SiwxAuthMismatchErrorType,
  SmartAccountSignatureError,
  type SmartAccountSignatureErrorType,
} from '../errors/siwx.js'
export {
  InvalidDecimalNumberError,
  type InvalidDecimalNumberErrorType,
  InvalidSendCallsError,
  type InvalidSendCallsErrorType,
  ProjectIdRequiredError,
  type ProjectIdRequiredErrorType,
} from '../errors/validation.js'
export {
  AtomicityNotSupportedError,
  type AtomicityNotSupportedErrorType,
  AtomicReadyWalletRejectedUpgradeError,
  type AtomicReadyWalletRejectedUpgradeErrorType,
  BundleTooLargeError,
  type BundleTooLargeErrorType,
  DuplicateIdError,
  type DuplicateIdErrorType,
  UnknownBundleIdError,
  type UnknownBundleIdErrorType,
  UnsupportedNonOptionalCapabilityError,
  type UnsupportedNonOptionalCapabilityErrorType,
} from '../errors/wallet-calls-rpc.js'
export {
  createTransactionsController,
  FETCH_TRANSACTIONS_ERROR_EVENT,
  type FetchHistoryParameters,
  type FetchTransactionsOptions,
  filterTransactions,
  groupTransactionsByYear,
  isSpamTransaction,
  type TransactionsByYear,
  type TransactionsController,
  type TransactionsDeps,
  type TransactionsState,
} from '../features/activity/controller.js'
export type {
  EmailUpdateStep,
  EmbeddedWalletAccountController,
  EmbeddedWalletAccountDeps,
  EmbeddedWalletAccountState,
} from '../features/embedded-wallet/account.js'
export {
  createEmbeddedWalletController,
  type EmbeddedWalletController,
  type EmbeddedWalletDeps,
  type EmbeddedWalletRetry,
  type EmbeddedWalletState,
  type EmbeddedWalletStep,
} from '../features/embedded-wallet/controller.js'
export type {
  SocialLoginAuth,
  SocialPopup,
} from '../features/embedded-wallet/social.js'
export {
  createNamesController,
  createRegistrationMessage,
  type NameRegistrationSigner,
  type NamesController,
  type NamesDeps,
  type NamesState,
} from '../features/names/controller.js'
export {
  createOnrampController,
  DEFAULT_PURCHASE_CURRENCY_ITEM,
  FALLBACK_PAYMENT_CURRENCIES,
  type GetQuoteParameters,
  type OnrampAccount,
  type OnrampController,
  type OnrampDeps,
  type OnrampProvider,
  type OnrampState,
} from '../features/onramp/controller.js'
export {
  createSendController,
  type NamespaceSender,
  type SendController,
  type SendDeps,
  type SendNamespace,
  type SendState,
  type SendTokenParameters,
} from '../features/send/controller.js'
export {
  canSignInWhileConnecting,
  createSiwxController,
  type SiwxAccount,
  type SiwxAuthRequest,
  type SiwxCacao,
  type SiwxConfig,
  type SiwxController,
  type SiwxDeps,
  type SiwxMessage,
  type SiwxMessageData,
  type SiwxSession,
  type SiwxState,
  type SiwxStatus,
} from '../features/sign-in/controller.js'
export {
  createSwapController,
  type SwapController,
  type SwapDeps,
} from '../features/swap/controller.js'
export type { SwapNetwork } from '../features/swap/rules/network.js'
export {
  isNativeSwapToken,
  NO_RETURN_VALUE_TRANSFER_TOKENS,
  requiresNoReturnValueTransfer,
} from '../features/swap/rules/tokens.js'
export type { SwapState } from '../features/swap/state.js'
export type { AccountTab, SocialWindow } from '../types/account.js'
export type { WcLinking } from '../types/connection.js'
export { isAuthProvider } from '../types/embedded-wallet.js'
export { coinTypeFromChainId } from '../utils/coin-type.js'
export type { FormatDisplayAmountOptions } from '../utils/format-amount.js'
export { getNativeTokenAddress } from '../utils/native-token.js'
export { getOperationSign, type OperationSign } from '../utils/operation-sign.js'
export { shallowEqual } from '../utils/shallow-equal.js'
export type { TruncateAddressOptions } from '../utils/truncate-address.js'
export { assertEmail, assertOtp, assertSocialProvider } from '../validate/email-login.js'
export { assertValidRegisteredName } from '../validate/names.js'
export {
  assertEmbeddedWalletMethodAllowed,
  type EmbeddedWalletMethod,
  isEmbeddedWalletMethodAllowed,
  isSafeRequest,
  isUnsafeRequest,
  type SafeRpcMethod,
  type UnsafeRpcMethod,
} from '../validate/rpc-methods.js'
export { classifyRpcResponse, type RpcResponseKind } from '../validate/rpc-response.js'
export type { SendCall, SendCallsParameters } from '../validate/send-calls.js'
export { type SyncDataPayload, validateSyncDataPayload } from '../validate/sync-data.js'
export { assertThemeMode } from '../validate/theme.js'
export {
  type BuildConnectListParameters,
  buildConnectList,
  formatWalletCount,
} from '../wallet-list/connect-list.js'
export {
  type CreateWalletCatalogueParameters,
  createWalletCatalogue,
  type WalletCatalogue,
  type WalletCatalogueLoad,
  type WalletCatalogueRequestOptions,
  type WalletCatalogueSearchOptions,
  type WalletCatalogueState,
} from '../wallet-list/wallet-catalogue.js'
