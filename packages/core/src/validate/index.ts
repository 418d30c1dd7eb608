export { isEvmAddress } from './address.js'
export {
  isCaipAddress,
  isCaipNetworkId,
  isChainNamespace,
  type ParsedCaipAddress,
  type ParsedCaipNetworkId,
  parseCaipAddress,
  parseCaipNetworkId,
} from './caip.js'
export {
  assertEmail,
  assertOtp,
  assertSocialProvider,
  isEmail,
  isOtp,
  isSocialProvider,
} from './email-login.js'
export { assertValidRegisteredName, isValidRegisteredName } from './names.js'
export {
  assertEmbeddedWalletMethodAllowed,
  type EmbeddedWalletMethod,
  isEmbeddedWalletMethodAllowed,
  isSafeRequest,
  isUnsafeRequest,
  type SafeRpcMethod,
  type UnsafeRpcMethod,
} from './rpc-methods.js'
export { classifyRpcResponse, type RpcResponseKind } from './rpc-response.js'
export { type SendCall, type SendCallsParameters, validateSendCalls } from './send-calls.js'
export { type SyncDataPayload, validateSyncDataPayload } from './sync-data.js'
export { assertThemeMode, isThemeMode } from './theme.js'
export { isAllowedUrlScheme } from './url.js'
