/**
 * The public entry of `@keyway/core` (its generated reference is on the docs site).
 * @module @keyway/core
 */
// Public entry of @keyway/core: what a dapp uses. Every name is imported from the file
// that defines it; index.test.ts snapshots the list, so an API change shows in review.
// Every error class a dapp can receive is here and listed in docs/errors.md
// (errors-doc.test.ts). What views, adapters and the embedded wallet need of core beyond
// this is in ./host.ts, ./adapter.ts and ./embedded-wallet.ts.

export type { ActivitySnapshot } from '../actions/activity-snapshot.js'
export {
  type CloseModalErrorType,
  type CloseModalReturnType,
  closeModal,
} from '../actions/close-modal.js'
export {
  type ConnectErrorType,
  type ConnectParameters,
  type ConnectReturnType,
  connect,
} from '../actions/connect.js'
export {
  type ConnectEmailErrorType,
  type ConnectEmailParameters,
  type ConnectEmailReturnType,
  connectEmail,
} from '../actions/connect-email.js'
export {
  type ConnectSocialErrorType,
  type ConnectSocialParameters,
  type ConnectSocialReturnType,
  connectSocial,
  type SocialLoginWindow,
} from '../actions/connect-social.js'
export {
  type DisconnectErrorType,
  type DisconnectParameters,
  type DisconnectReturnType,
  disconnect,
} from '../actions/disconnect.js'
export {
  type EstimateSendFeeErrorType,
  type EstimateSendFeeParameters,
  type EstimateSendFeeReturnType,
  estimateSendFee,
} from '../actions/estimate-send-fee.js'
export {
  type GetAccountErrorType,
  type GetAccountParameters,
  type GetAccountReturnType,
  getAccount,
} from '../actions/get-account.js'
export {
  type GetActivityErrorType,
  type GetActivityParameters,
  type GetActivityReturnType,
  getActivity,
} from '../actions/get-activity.js'
export {
  type GetBalanceErrorType,
  type GetBalanceParameters,
  type GetBalanceReturnType,
  getBalance,
} from '../actions/get-balance.js'
export {
  type GetCallsStatusErrorType,
  type GetCallsStatusParameters,
  type GetCallsStatusReturnType,
  getCallsStatus,
} from '../actions/get-calls-status.js'
export {
  type GetCapabilitiesErrorType,
  type GetCapabilitiesParameters,
  type GetCapabilitiesReturnType,
  getCapabilities,
} from '../actions/get-capabilities.js'
export {
  type GetIdentityErrorType,
  type GetIdentityParameters,
  type GetIdentityReturnType,
  getIdentity,
} from '../actions/get-identity.js'
export {
  type GetNameSuggestionsErrorType,
  type GetNameSuggestionsParameters,
  type GetNameSuggestionsReturnType,
  getNameSuggestions,
} from '../actions/get-name-suggestions.js'
export {
  type GetNetworkErrorType,
  type GetNetworkReturnType,
  getNetwork,
} from '../actions/get-network.js'
export {
  type GetOnrampStateErrorType,
  type GetOnrampStateReturnType,
  getOnrampState,
} from '../actions/get-onramp-state.js'
export {
  type GetPermissionsErrorType,
  type GetPermissionsParameters,
  type GetPermissionsReturnType,
  getPermissions,
} from '../actions/get-permissions.js'
export {
  type GetSendMaxAmountErrorType,
  type GetSendMaxAmountParameters,
  type GetSendMaxAmountReturnType,
  getSendMaxAmount,
} from '../actions/get-send-max-amount.js'
export {
  type GetSendStateErrorType,
  type GetSendStateReturnType,
  getSendState,
  type SendStateSnapshot,
} from '../actions/get-send-state.js'
export {
  type GetSwapStateErrorType,
  type GetSwapStateReturnType,
  getSwapState,
} from '../actions/get-swap-state.js'
export {
  type GetTokenBalancesErrorType,
  type GetTokenBalancesParameters,
  type GetTokenBalancesReturnType,
  getTokenBalances,
} from '../actions/get-token-balances.js'
export {
  type GetWalletListErrorType,
  type GetWalletListReturnType,
  getWalletList,
} from '../actions/get-wallet-list.js'
export {
  type GrantPermissionsErrorType,
  type GrantPermissionsParameters,
  type GrantPermissionsReturnType,
  grantPermissions,
} from '../actions/grant-permissions.js'
export {
  type InitializeErrorType,
  type InitializeParameters,
  type InitializeReturnType,
  initialize,
  prepareConfiguration,
} from '../actions/initialize.js'
export {
  type LoadMoreActivityErrorType,
  type LoadMoreActivityParameters,
  type LoadMoreActivityReturnType,
  loadMoreActivity,
} from '../actions/load-more-activity.js'
export {
  type LoadWalletListErrorType,
  type LoadWalletListReturnType,
  loadWalletList,
} from '../actions/load-wallet-list.js'
export {
  type OpenModalErrorType,
  type OpenModalParameters,
  type OpenModalReturnType,
  openModal,
} from '../actions/open-modal.js'
export {
  type OpenOnrampProviderErrorType,
  type OpenOnrampProviderParameters,
  type OpenOnrampProviderReturnType,
  openOnrampProvider,
} from '../actions/open-onramp-provider.js'
export {
  type PrepareSwapErrorType,
  type PrepareSwapParameters,
  type PrepareSwapReturnType,
  prepareSwap,
} from '../actions/prepare-swap.js'
export {
  type ReconnectErrorType,
  type ReconnectParameters,
  type ReconnectReturnType,
  reconnect,
} from '../actions/reconnect.js'
export {
  type RegisterNameErrorType,
  type RegisterNameParameters,
  type RegisterNameReturnType,
  registerName,
} from '../actions/register-name.js'
export {
  type ResolveSendReceiverErrorType,
  type ResolveSendReceiverParameters,
  type ResolveSendReceiverReturnType,
  resolveSendReceiver,
} from '../actions/resolve-send-receiver.js'
export {
  type RevokePermissionsErrorType,
  type RevokePermissionsParameters,
  type RevokePermissionsReturnType,
  revokePermissions,
} from '../actions/revoke-permissions.js'
export {
  type SendCallsErrorType,
  type SendCallsParameters,
  type SendCallsReturnType,
  sendCalls,
} from '../actions/send-calls.js'
export {
  type SendTokenErrorType,
  type SendTokenParameters,
  type SendTokenReturnType,
  sendToken,
} from '../actions/send-token.js'
export {
  type SendTransactionErrorType,
  type SendTransactionParameters,
  type SendTransactionReturnType,
  sendTransaction,
} from '../actions/send-transaction.js'
export {
  type SetPreferredAccountTypeErrorType,
  type SetPreferredAccountTypeParameters,
  type SetPreferredAccountTypeReturnType,
  setPreferredAccountType,
} from '../actions/set-preferred-account-type.js'
export {
  type SetThemeErrorType,
  type SetThemeParameters,
  type SetThemeReturnType,
  setTheme,
} from '../actions/set-theme.js'
export {
  type ShowCallsStatusErrorType,
  type ShowCallsStatusParameters,
  type ShowCallsStatusReturnType,
  showCallsStatus,
} from '../actions/show-calls-status.js'
export {
  type CancelSignInErrorType,
  type CancelSignInReturnType,
  cancelSignIn,
  type SignInErrorType,
  type SignInReturnType,
  signIn,
} from '../actions/sign-in.js'
export {
  type SignMessageErrorType,
  type SignMessageParameters,
  type SignMessageReturnType,
  signMessage,
} from '../actions/sign-message.js'
export {
  type SwapTokensErrorType,
  type SwapTokensParameters,
  type SwapTokensReturnType,
  swapTokens,
} from '../actions/swap-tokens.js'
export {
  type SwitchAccountErrorType,
  type SwitchAccountParameters,
  type SwitchAccountReturnType,
  switchAccount,
} from '../actions/switch-account.js'
export {
  type SwitchNetworkErrorType,
  type SwitchNetworkParameters,
  type SwitchNetworkReturnType,
  switchNetwork,
} from '../actions/switch-network.js'
export {
  type UpdateEmailErrorType,
  type UpdateEmailParameters,
  type UpdateEmailReturnType,
  updateEmail,
} from '../actions/update-email.js'
export {
  type UpdateOnrampErrorType,
  type UpdateOnrampParameters,
  type UpdateOnrampReturnType,
  updateOnramp,
} from '../actions/update-onramp.js'
export {
  type UpdateSendFormErrorType,
  type UpdateSendFormParameters,
  type UpdateSendFormReturnType,
  updateSendForm,
} from '../actions/update-send-form.js'
export {
  type UpdateSwapFormErrorType,
  type UpdateSwapFormParameters,
  type UpdateSwapFormReturnType,
  updateSwapForm,
} from '../actions/update-swap-form.js'
export {
  type VerifyEmailCodeErrorType,
  type VerifyEmailCodeParameters,
  type VerifyEmailCodeReturnType,
  verifyEmailCode,
} from '../actions/verify-email-code.js'
export {
  type VerifyEmailDeviceErrorType,
  type VerifyEmailDeviceParameters,
  type VerifyEmailDeviceReturnType,
  verifyEmailDevice,
} from '../actions/verify-email-device.js'
export {
  type VerifyEmailUpdateCodeErrorType,
  type VerifyEmailUpdateCodeParameters,
  type VerifyEmailUpdateCodeReturnType,
  verifyEmailUpdateCode,
} from '../actions/verify-email-update-code.js'
export {
  type WatchAccountParameters,
  type WatchAccountReturnType,
  watchAccount,
} from '../actions/watch-account.js'
export {
  type WatchActivityParameters,
  type WatchActivityReturnType,
  watchActivity,
} from '../actions/watch-activity.js'
export {
  type WatchEventsParameters,
  type WatchEventsReturnType,
  watchEvents,
} from '../actions/watch-events.js'
export {
  type WatchNetworkParameters,
  type WatchNetworkReturnType,
  watchNetwork,
} from '../actions/watch-network.js'
export {
  type WatchOnrampParameters,
  type WatchOnrampReturnType,
  watchOnramp,
} from '../actions/watch-onramp.js'
export {
  type WatchSendParameters,
  type WatchSendReturnType,
  watchSend,
} from '../actions/watch-send.js'
export {
  type SendFeeState,
  type WatchSendFeeErrorType,
  type WatchSendFeeParameters,
  type WatchSendFeeReturnType,
  watchSendFee,
} from '../actions/watch-send-fee.js'
export {
  type WatchSwapParameters,
  type WatchSwapReturnType,
  watchSwap,
} from '../actions/watch-swap.js'
export {
  type TokenBalancesSnapshot,
  type WatchTokenBalancesParameters,
  type WatchTokenBalancesReturnType,
  watchTokenBalances,
} from '../actions/watch-token-balances.js'
export {
  type WatchWalletListParameters,
  type WatchWalletListReturnType,
  watchWalletList,
} from '../actions/watch-wallet-list.js'
export type {
  AbortableParameters,
  AdapterBalance,
  AdapterCall,
  AdapterCallsReceipt,
  AdapterCallsStatus,
  AdapterCallsStatusParameters,
  AdapterConnection,
  AdapterConnectParameters,
  AdapterDisconnectParameters,
  AdapterEstimateGasParameters,
  AdapterEventListener,
  AdapterEventMap,
  AdapterEventName,
  AdapterGetAccountsParameters,
  AdapterGetBalanceParameters,
  AdapterGetTokenBalancesParameters,
  AdapterGrantPermissionsParameters,
  AdapterRevokePermissionsParameters,
  AdapterSendCallsParameters,
  AdapterSendCallsResult,
  AdapterSendTransactionParameters,
  AdapterSignIn,
  AdapterSignMessageParameters,
  AdapterSwitchNetworkParameters,
  AdapterTokenBalance,
  AdapterTokenConfig,
  AdapterTransferFeeParameters,
  AdapterWalletAsset,
  AdapterWalletAssetsParameters,
  AdapterWriteContractParameters,
  ChainAdapter,
} from '../adapter/types.js'
export type { FetchFn } from '../api/http.js'
export type { Identity } from '../api/identity.js'
export type {
  OnrampQuote,
  PaymentCurrency,
  PurchaseCurrency,
  SwapToken,
  Transaction,
  TransactionTransfer,
} from '../api/types.js'
export {
  isCaipAddress,
  isCaipNetworkId,
  parseCaipAddress,
  parseCaipNetworkId,
  toCaipNetworkId,
} from '../caip/caip.js'
export { defineChain } from '../chains/define-chain.js'
export {
  arbitrum,
  arbitrumSepolia,
  bitcoin,
  bitcoinTestnet,
  ethereum,
  solana,
  solanaDevnet,
  solanaTestnet,
} from '../chains/definitions.js'
export type {
  BlockExplorer,
  CaipAddress,
  CaipNetworkId,
  ChainDefinition,
  ChainId,
  ChainNamespace,
  NativeCurrency,
  RpcUrls,
} from '../chains/types.js'
export {
  type CreateKeywayParameters,
  createKeyway,
  type KeywayClient,
  type KeywayMetadata,
  type KeywayState,
} from '../client/create-keyway.js'
export type { Platform } from '../client/platform.js'
export type { ThemeMode } from '../constants/display.js'
export type { AccountType, SocialProvider } from '../constants/features.js'
export type { KeywayEndpoints, ServiceName } from '../constants/urls.js'
export {
  WALLETCONNECT_EIP155_METHODS,
  WALLETCONNECT_SOLANA_METHODS,
} from '../constants/wallet-methods.js'
export type { AccountControllerState } from '../controllers/account.js'
export type { BalanceState, NativeBalance, TokenBalanceSource } from '../controllers/balance.js'
export type { ChainControllerState } from '../controllers/chain.js'
export type {
  ErrorEvent,
  EventProperties,
  KeywayEvent,
  TrackEvent,
  TrackedEvent,
  TrackedEventName,
} from '../controllers/events.js'
export type { Features, LocalFeatures } from '../controllers/features.js'
export type { ModalState, OpenModalOptions } from '../controllers/modal.js'
export type { Timers } from '../controllers/notification.js'
export type { ConfigAlert, ConfigAlertId, CustomWallet, Logger } from '../controllers/options.js'
export type { RouterView, SwapArguments } from '../controllers/router.js'
export { createMemoryStorage, type StorageLike } from '../controllers/storage.js'
export type { ThemeState, ThemeVariables } from '../controllers/theme.js'
export {
  AccountAddressRequiredError,
  type AccountAddressRequiredErrorType,
  FetchTransactionsError,
  type FetchTransactionsErrorType,
  NoActiveCaipAddressError,
  type NoActiveCaipAddressErrorType,
  TokenBalanceUnavailableError,
  type TokenBalanceUnavailableErrorType,
} from '../errors/account.js'
export {
  BaseError,
  type BaseErrorParameters,
  type BaseErrorType,
} from '../errors/base.js'
export {
  InvalidCaip10AddressError,
  type InvalidCaip10AddressErrorType,
  InvalidCaipAddressError,
  type InvalidCaipAddressErrorType,
  InvalidCaipNetworkIdError,
  type InvalidCaipNetworkIdErrorType,
} from '../errors/caip.js'
export { InvalidSendCallsError, type InvalidSendCallsErrorType } from '../errors/calls.js'
export {
  ChainAdapterNotFoundError,
  type ChainAdapterNotFoundErrorType,
  NetworkNotFoundError,
  type NetworkNotFoundErrorType,
} from '../errors/chain.js'
export {
  ChainNotSupportedError,
  type ChainNotSupportedErrorType,
  GasPriceNetworkNotSupportedError,
  type GasPriceNetworkNotSupportedErrorType,
  InvalidChainIdError,
  type InvalidChainIdErrorType,
  SwapsNetworkNotSupportedError,
  type SwapsNetworkNotSupportedErrorType,
  UnsupportedChainError,
  type UnsupportedChainErrorType,
} from '../errors/chain-support.js'
export {
  InvalidAppConfigurationError,
  type InvalidAppConfigurationErrorType,
  InvalidOnrampOptionError,
  type InvalidOnrampOptionErrorType,
  InvalidTokensOptionError,
  type InvalidTokensOptionErrorType,
  ProjectIdNotConfiguredError,
  type ProjectIdNotConfiguredErrorType,
  SiwxConfigConflictError,
  type SiwxConfigConflictErrorType,
} from '../errors/config.js'
export {
  ConnectorAccountNotFoundError,
  type ConnectorAccountNotFoundErrorType,
  ConnectorAlreadyConnectedError,
  type ConnectorAlreadyConnectedErrorType,
  ConnectorChainMismatchError,
  type ConnectorChainMismatchErrorType,
  ConnectorUnavailableReconnectingError,
  type ConnectorUnavailableReconnectingErrorType,
  FailedToDisconnectError,
  type FailedToDisconnectErrorType,
} from '../errors/connection.js'
export {
  ChainNotConfiguredError,
  type ChainNotConfiguredErrorType,
  ConnectorNotConnectedError,
  type ConnectorNotConnectedErrorType,
  WalletConnectConnectorNotFoundError,
  type WalletConnectConnectorNotFoundErrorType,
} from '../errors/connector.js'
export {
  InvalidEmailError,
  type InvalidEmailErrorType,
  InvalidOtpError,
  type InvalidOtpErrorType,
  InvalidSocialProviderError,
  type InvalidSocialProviderErrorType,
} from '../errors/email-login-validation.js'
export {
  EmailLoginThrottledError,
  type EmailLoginThrottledErrorType,
  RequestAbortedError,
  type RequestAbortedErrorType,
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
  ProjectIdRequiredError,
  type ProjectIdRequiredErrorType,
  RpcCallNotAllowedError,
  type RpcCallNotAllowedErrorType,
  SomethingWentWrongError,
  type SomethingWentWrongErrorType,
} from '../errors/embedded-wallet-frame.js'
export {
  HttpRequestError,
  type HttpRequestErrorType,
  InvalidResponseError,
  type InvalidResponseErrorType,
  NetworkRequestError,
  type NetworkRequestErrorType,
} from '../errors/http.js'
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
  ResolveNameError,
  type ResolveNameErrorType,
} from '../errors/names.js'
export {
  ExecutionRevertedError,
  type ExecutionRevertedErrorType,
  FeeCapTooHighError,
  type FeeCapTooHighErrorType,
  FeeCapTooLowError,
  type FeeCapTooLowErrorType,
  InsufficientFundsError,
  type InsufficientFundsErrorType,
  IntrinsicGasTooHighError,
  type IntrinsicGasTooHighErrorType,
  IntrinsicGasTooLowError,
  type IntrinsicGasTooLowErrorType,
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
  UnknownNodeError,
  type UnknownNodeErrorType,
} from '../errors/node.js'
export {
  OnrampAccountRequiredError,
  OnrampAmountOutOfLimitsError,
  OnrampDisabledError,
  OnrampPopupBlockedError,
  OnrampResponseError,
} from '../errors/onramp.js'
export {
  InvalidPermissionsRequestError,
  type InvalidPermissionsRequestErrorType,
  PermissionsNotSupportedError,
  type PermissionsNotSupportedErrorType,
  PermissionsResponseError,
  type PermissionsResponseErrorType,
} from '../errors/permissions.js'
export {
  ChainDisconnectedError,
  type ChainDisconnectedErrorType,
  ProviderDisconnectedError,
  type ProviderDisconnectedErrorType,
  SwitchChainError,
  type SwitchChainErrorType,
  UnauthorizedProviderError,
  type UnauthorizedProviderErrorType,
  UnknownRpcError,
  type UnknownRpcErrorType,
  UnsupportedProviderMethodError,
  type UnsupportedProviderMethodErrorType,
  UserRejectedRequestError,
  type UserRejectedRequestErrorType,
} from '../errors/provider-rpc.js'
export { isUserRejection } from '../errors/rpc.js'
export {
  RpcError,
  type RpcErrorParameters,
} from '../errors/rpc-base.js'
export {
  SendAmountAndReceiverRequiredError,
  type SendAmountAndReceiverRequiredErrorType,
  SendTokenRequiredError,
  type SendTokenRequiredErrorType,
} from '../errors/send.js'
export {
  SignatureDeclinedError,
  type SignatureDeclinedErrorType,
  SiwxAuthMismatchError,
  type SiwxAuthMismatchErrorType,
  SiwxNotEnabledError,
  type SiwxNotEnabledErrorType,
  SmartAccountSignatureError,
  type SmartAccountSignatureErrorType,
} from '../errors/siwx.js'
export {
  SocialWindowBlockedError,
  type SocialWindowBlockedErrorType,
  SocialWindowClosedError,
  type SocialWindowClosedErrorType,
} from '../errors/social-login.js'
export {
  SwapAmountRequiredError,
  SwapApprovalTimeoutError,
  SwapBatchFailedError,
  SwapFormIncompleteError,
  SwapInsufficientBalanceError,
  SwapResponseError,
  SwapsDisabledError,
} from '../errors/swap.js'
export { TimeoutError, type TimeoutErrorType } from '../errors/timeout.js'
export { toUserMessage } from '../errors/user-message.js'
export {
  InvalidDecimalNumberError,
  type InvalidDecimalNumberErrorType,
  InvalidThemeModeError,
  type InvalidThemeModeErrorType,
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
  UnsupportedChainIdError,
  type UnsupportedChainIdErrorType,
  UnsupportedNonOptionalCapabilityError,
  type UnsupportedNonOptionalCapabilityErrorType,
} from '../errors/wallet-calls-rpc.js'
export type { TransactionsByYear } from '../features/activity/controller.js'
export type { BatchCall } from '../features/calls/calls.js'
export {
  EmbeddedWalletNotEnabledError,
  type EmbeddedWalletNotEnabledErrorType,
} from '../features/embedded-wallet/errors.js'
export type { OnrampProvider, OnrampState } from '../features/onramp/controller.js'
export type {
  Erc20PeriodicPermissionRequest,
  GrantPermissionsRequest,
} from '../features/permissions/request.js'
export type {
  SiwxAuthRequest,
  SiwxCacao,
  SiwxConfig,
  SiwxMessage,
  SiwxMessageData,
  SiwxSession,
} from '../features/sign-in/controller.js'
export type {
  SwapAmountProblem,
  SwapState,
  SwapStep,
  SwapStepKind,
  SwapStepStatus,
} from '../features/swap/state.js'
export type {
  Account,
  AccountState,
  AccountStatus,
  ConnectedWalletInfo,
  EmbeddedWalletAccount,
  EmbeddedWalletUser,
  PreferredAccountTypes,
  TokenBalance,
} from '../types/account.js'
export type { ChainState, NetworkState } from '../types/chain.js'
export type {
  Connection,
  ConnectionState,
  ConnectionStatus,
  RecentWallet,
} from '../types/connection.js'
export type { Connector, ConnectorState, ConnectorType } from '../types/connector.js'
export type {
  AuthApprovalRequest,
  AuthProvider,
  AuthProviderEvent,
  AuthRequestOptions,
  AuthUser,
  EmbeddedWalletAdapterConfig,
  EmbeddedWalletFrameSync,
  EmbeddedWalletTimeoutReason,
} from '../types/embedded-wallet.js'
export type { OnrampOption } from '../types/onramp.js'
export type {
  ActivePermission,
  Erc20PeriodicPermission,
  PermissionSigner,
  WalletGrantPermissionsRequest,
  WalletGrantPermissionsResult,
  WalletRevokePermissionsResult,
} from '../types/permissions.js'
export type { ConfiguredToken, TokensOption } from '../types/tokens.js'
export { formatDisplayAmount } from '../utils/format-amount.js'
export { truncateAddress } from '../utils/truncate-address.js'
export { formatUnits, parseUnits } from '../utils/units.js'
export { isEvmAddress } from '../validate/address.js'
export { isEmail, isOtp, isSocialProvider } from '../validate/email-login.js'
export { isValidRegisteredName } from '../validate/names.js'
export { validateSendCalls } from '../validate/send-calls.js'
export { isThemeMode } from '../validate/theme.js'
export { isAllowedUrlScheme } from '../validate/url.js'
export {
  type ConnectEntry,
  type ConnectGroup,
  connectorForNamespace,
} from '../wallet-list/connect-list.js'
export type { WalletCatalogueLoadStatus } from '../wallet-list/wallet-catalogue.js'
