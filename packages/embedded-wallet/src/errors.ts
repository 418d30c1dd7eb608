/** Errors of the frame client that core's embedded-wallet errors do not cover. */
import { BaseError, type BaseErrorParameters } from '@keyway/core'

export type FrameRequestInvalidErrorType = FrameRequestInvalidError & {
  name: 'FrameRequestInvalidError'
}
/** A request payload failed its schema, so it was never sent to the frame. */
export class FrameRequestInvalidError extends BaseError {
  override name = 'FrameRequestInvalidError' as const
  readonly event: string
  constructor(event: string, parameters: BaseErrorParameters = {}) {
    super('Invalid frame request', { ...parameters, details: parameters.details ?? event })
    this.event = event
  }
}

export type FrameClosedErrorType = FrameClosedError & { name: 'FrameClosedError' }
/** The client was destroyed while a request was pending. */
export class FrameClosedError extends BaseError {
  override name = 'FrameClosedError' as const
  constructor(parameters: BaseErrorParameters = {}) {
    super('The embedded wallet frame was closed', parameters)
  }
}

export type FrameReplyInvalidErrorType = FrameReplyInvalidError & {
  name: 'FrameReplyInvalidError'
}
/** An RPC result did not have its method's shape (e.g. a Solana signature that is not base64). */
export class FrameReplyInvalidError extends BaseError {
  override name = 'FrameReplyInvalidError' as const
  constructor(parameters: BaseErrorParameters = {}) {
    super('Invalid reply from the embedded wallet frame', parameters)
  }
}
