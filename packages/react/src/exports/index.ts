/**
 * The public entry of `@keyway/react` (its generated reference is on the docs site).
 * @module @keyway/react
 */
// @keyway/react: the package entry. Every public name is listed here on purpose; the
// test beside this file snapshots the list so any API change shows in review. Sorted by
// source file: context (client, error), the render-prop button, element wrappers, hooks,
// provider.

export type { KeywayProviderNotFoundErrorType } from '../context/errors.js'
export { KeywayProviderNotFoundError } from '../context/errors.js'
export { useKeywayClient } from '../context/keyway-context.js'
export type {
  ConnectButtonAccount,
  ConnectButtonCustomProps,
  ConnectButtonNetwork,
  ConnectButtonRenderProps,
} from '../custom/connect-button-custom.js'
export { ConnectButtonCustom } from '../custom/connect-button-custom.js'
export type { AccountButtonProps } from '../elements/account-button.js'
export { AccountButton } from '../elements/account-button.js'
export type { ConnectButtonProps } from '../elements/connect-button.js'
export { ConnectButton } from '../elements/connect-button.js'
export type { NetworkButtonProps } from '../elements/network-button.js'
export { NetworkButton } from '../elements/network-button.js'
export type {
  EmbeddedWalletInfo,
  UseAccountParameters,
  UseAccountReturnType,
} from '../hooks/use-account.js'
export { useAccount } from '../hooks/use-account.js'
export type { UseActivityParameters, UseActivityReturnType } from '../hooks/use-activity.js'
export { useActivity } from '../hooks/use-activity.js'
export type { UseBalanceParameters, UseBalanceReturnType } from '../hooks/use-balance.js'
export { useBalance, useNativeBalance } from '../hooks/use-balance.js'
export type {
  UseCallsStatusParameters,
  UseCallsStatusReturnType,
} from '../hooks/use-calls-status.js'
export { useCallsStatus } from '../hooks/use-calls-status.js'
export type { DisconnectParameters, UseDisconnectReturnType } from '../hooks/use-disconnect.js'
export { useDisconnect } from '../hooks/use-disconnect.js'
export type { EmailLoginStep, UseEmailLoginReturnType } from '../hooks/use-email-login.js'
export { useEmailLogin } from '../hooks/use-email-login.js'
export type {
  UseGrantPermissionsParameters,
  UseGrantPermissionsReturnType,
} from '../hooks/use-grant-permissions.js'
export { useGrantPermissions } from '../hooks/use-grant-permissions.js'
export type { UseKeywayOpenOptions, UseKeywayReturnType } from '../hooks/use-keyway.js'
export { useKeyway } from '../hooks/use-keyway.js'
export type {
  KeywayEventListener,
  UseKeywayEventsReturnType,
} from '../hooks/use-keyway-events.js'
export { useKeywayEvents } from '../hooks/use-keyway-events.js'
export type { UseKeywayStateReturnType } from '../hooks/use-keyway-state.js'
export { useKeywayState } from '../hooks/use-keyway-state.js'
export type { UseKeywayThemeReturnType } from '../hooks/use-keyway-theme.js'
export { useKeywayTheme } from '../hooks/use-keyway-theme.js'
export type { UseNamesParameters, UseNamesReturnType } from '../hooks/use-names.js'
export { useNames } from '../hooks/use-names.js'
export type { UseNetworkReturnType } from '../hooks/use-network.js'
export { useNetwork } from '../hooks/use-network.js'
export type { UseOnrampOpenOptions, UseOnrampReturnType } from '../hooks/use-onramp.js'
export { useOnramp } from '../hooks/use-onramp.js'
export type {
  UsePermissionsParameters,
  UsePermissionsReturnType,
} from '../hooks/use-permissions.js'
export { usePermissions } from '../hooks/use-permissions.js'
export type {
  PreferredAccountType,
  UsePreferredAccountTypeReturnType,
} from '../hooks/use-preferred-account-type.js'
export { usePreferredAccountType } from '../hooks/use-preferred-account-type.js'
export type {
  UseRevokePermissionsParameters,
  UseRevokePermissionsReturnType,
} from '../hooks/use-revoke-permissions.js'
export { useRevokePermissions } from '../hooks/use-revoke-permissions.js'
export type { UseSendReturnType } from '../hooks/use-send.js'
export { useSend } from '../hooks/use-send.js'
export type { UseSendCallsParameters, UseSendCallsReturnType } from '../hooks/use-send-calls.js'
export { useSendCalls } from '../hooks/use-send-calls.js'
export type {
  SocialLoginProviderName,
  UseSocialLoginReturnType,
} from '../hooks/use-social-login.js'
export { useSocialLogin } from '../hooks/use-social-login.js'
export type { UseSwapReturnType } from '../hooks/use-swap.js'
export { useSwap } from '../hooks/use-swap.js'
export type { UseSwitchAccountReturnType } from '../hooks/use-switch-account.js'
export { useSwitchAccount } from '../hooks/use-switch-account.js'
export type {
  UseTokenBalancesParameters,
  UseTokenBalancesReturnType,
} from '../hooks/use-token-balances.js'
export { useTokenBalances } from '../hooks/use-token-balances.js'
export type { UpdateEmailStep, UseUpdateEmailReturnType } from '../hooks/use-update-email.js'
export { useUpdateEmail } from '../hooks/use-update-email.js'
export type { UseWalletInfoParameters, UseWalletInfoReturnType } from '../hooks/use-wallet-info.js'
export { useWalletInfo } from '../hooks/use-wallet-info.js'
export type { UseWalletListReturnType } from '../hooks/use-wallet-list.js'
export { useWalletList } from '../hooks/use-wallet-list.js'
export { KeywayProvider } from '../provider/keyway-provider.js'
export type { KeywayProviderProps } from '../provider/keyway-provider-base.js'
