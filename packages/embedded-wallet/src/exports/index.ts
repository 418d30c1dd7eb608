// `@keyway/embedded-wallet`: the dapp side of the embedded email/social wallet. The frame
// protocol's schemas have their own entry, `@keyway/embedded-wallet/protocol`.

export {
  type CreateFrameClientParameters,
  createFrameClient,
  DEFAULT_FRAME_CLIENT_TIMEOUTS,
  type FrameClient,
  type FrameClientState,
  type FrameClientTimeouts,
  type RequestOptions,
} from '../client/frame-client.js'
export { FRAME_ELEMENT_ATTRIBUTE } from '../client/frame-element.js'
export type { FrameLogger, FrameStatus, FrameTimeoutReason } from '../client/frame-transport.js'
export {
  FrameClosedError,
  type FrameClosedErrorType,
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
