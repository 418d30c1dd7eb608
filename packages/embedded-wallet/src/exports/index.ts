// `@keyway/embedded-wallet`: the dapp side of the embedded email/social wallet. The frame
// protocol's schemas have their own entry, `@keyway/embedded-wallet/protocol`.

export {
  type CreateFrameClientParameters,
  createFrameClient,
  DEFAULT_FRAME_CLIENT_TIMEOUTS,
  type FrameClient,
  type FrameClientState,
  type FrameClientTimeouts,
  type FrameSyncSource,
  type RequestOptions,
} from '../client/frame-client.js'
export { FRAME_ELEMENT_ATTRIBUTE } from '../client/frame-element.js'
export type { FrameLogger, FrameStatus, FrameTimeoutReason } from '../client/frame-transport.js'
export {
  type AcquireFrameClientParameters,
  acquireFrameClient,
  type FrameClientLease,
} from '../client/shared-frame-client.js'
export {
  FrameClosedError,
  type FrameClosedErrorType,
  FrameReplyInvalidError,
  type FrameReplyInvalidErrorType,
  FrameRequestInvalidError,
  type FrameRequestInvalidErrorType,
} from '../errors.js'
export type {
  EmbeddedWalletUser,
  FrameEventName,
  FrameRequestPayload,
  FrameSuccessPayload,
  RpcRequestPayload,
  SocialLoginUser,
} from '../protocol/events.js'
export type { ApprovalRequest, ProviderHooks } from '../providers/approval.js'
export {
  type CreateEip1193ProviderParameters,
  createEip1193Provider,
  type Eip1193Events,
  type Eip1193RequestArguments,
  type EmbeddedEip1193Provider,
} from '../providers/eip1193.js'
export {
  type CreateSolanaProviderParameters,
  createSolanaProvider,
  type EmbeddedSolanaProvider,
  type SolanaProviderEvents,
  type SolanaSignAndSendOptions,
} from '../providers/solana.js'
