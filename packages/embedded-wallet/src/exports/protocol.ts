// `@keyway/embedded-wallet/protocol`: the frame protocol's schemas, shared by the dapp-side
// client and frame-host. No DOM code: Node imports it as well as the browser.

export {
  addressSchema,
  base64Schema,
  caipNetworkIdSchema,
  emailSchema,
  embeddedAccountTypeSchema,
  embeddedWalletUserSchema,
  emptySchema,
  jsonSchema,
  MAX_STRING_LENGTH,
  otpSchema,
  socialProviderSchema,
} from '../protocol/common.js'
export { FRAME_PROTOCOL_NAME, FRAME_PROTOCOL_VERSION } from '../protocol/constants.js'
export {
  createErrorReply,
  createFrameRequest,
  createRequestId,
  createSuccessReply,
  type FrameErrorBody,
  type FrameErrorReply,
  type FrameReply,
  type FrameRequest,
  type FrameSuccessReply,
  frameErrorBodySchema,
  frameErrorReplySchema,
  frameReplySchema,
  frameRequestSchema,
  frameSuccessEnvelopeSchema,
  parseSuccessPayload,
  requestIdSchema,
} from '../protocol/envelope.js'
export {
  type EmbeddedWalletUser,
  FRAME_EVENT_NAMES,
  FRAME_EVENTS,
  type FrameEventName,
  type FrameRequestPayload,
  type FrameSuccessPayload,
  type RpcRequestPayload,
  type SocialLoginUser,
} from '../protocol/events.js'
export {
  buildFrameUrl,
  type FrameUrlParams,
  frameUrlParamsSchema,
  parseFrameUrlParams,
} from '../protocol/frame-url.js'
export {
  type AppConnect,
  appConnectSchema,
  createAppConnect,
  createFrameReady,
  createFrameUnverifiedDomain,
  type FrameHandshake,
  type FrameReady,
  type FrameUnverifiedDomain,
  frameHandshakeSchema,
  frameReadySchema,
  frameUnverifiedDomainSchema,
} from '../protocol/handshake.js'
export {
  EMBEDDED_WALLET_RPC_METHODS,
  EMBEDDED_WALLET_SOLANA_METHODS,
  type EmbeddedWalletRpcMethod,
  type EmbeddedWalletSolanaMethod,
  isEmbeddedWalletRpcMethod,
  isSolanaRpcMethod,
  type RpcMethodPolicy,
  rpcMethodPolicy,
} from '../protocol/rpc-methods.js'
export {
  MAX_BATCH,
  rpcRequestPayloadSchema,
  rpcResultPayloadSchema,
  SOLANA_RPC_PARAM_SCHEMAS,
  SOLANA_RPC_RESULT_SCHEMAS,
} from '../protocol/rpc-schemas.js'
