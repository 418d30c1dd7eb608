/**
 * What the frame client's requests (requests/*.ts) share: the checked `call`, the time
 * limits, the browser-stored keys and the client's state. Each request is a plain function
 * `request(ctx, payload, options)`; createFrameClient keeps the state and binds them.
 */
import type { createEmailLoginController, EmailLoginStorage } from '@keyway/core/embedded-wallet'
import type { EmbeddedWalletUser } from '../protocol/events.js'
import type { FrameCall } from './frame-call.js'
import type { FrameLogger, FrameStatus } from './frame-transport.js'

export type FrameClientTimeouts = {
  /** The frame must report ready within 20 s (README "The frame"). */
  loadMs: number
  /** 30 s per request. */
  requestMs: number
  /**
   * Requests that wait for a person (a not-safe RPC request in the visible frame, a
   * Farcaster sign-in, `connectSocial({})` waiting on the provider's popup): long, but
   * still bounded. Default 5 minutes.
   */
  userActionMs: number
  /** Initialized about 500 ms after ready. */
  postReadyDelayMs: number
  /** Sign-out waits at most 3 s. */
  signOutMs: number
}

export type FrameClientState = {
  readonly status: FrameStatus
  /** The signed-in user, once the frame named one (README "The protocol"). */
  readonly user: EmbeddedWalletUser | undefined
  /** CAIP-2 id of the frame's active network, once known. */
  readonly chainId: string | undefined
}

export type RequestOptions = {
  /** Aborts the request: 'Request was aborted' for RPC, 'Something went wrong' otherwise. */
  signal?: AbortSignal | undefined
}

export type FrameClientContext = {
  call: FrameCall
  timeouts: FrameClientTimeouts
  storage: EmailLoginStorage
  emailLogin: Pick<
    ReturnType<typeof createEmailLoginController>,
    'triggerEmailLogin' | 'onLoginSuccess' | 'clearLoginCache' | 'checkConnected' | 'onEmailUpdated'
  >
  logger: FrameLogger
  state(): FrameClientState
  update(patch: Partial<FrameClientState>): void
  /** The email of the OTP flow under way, stored once the code is accepted. */
  login: { emailInFlight: string | undefined }
}

/**
 * Tells the frame to drop a request the caller aborted after it was sent; a frame that does
 * not confirm is only logged (the caller has already been answered).
 */
export function abortInFrame(ctx: Pick<FrameClientContext, 'call' | 'logger'>) {
  return (requestId: string) => {
    ctx
      .call('rpcAbort', { requestId })
      .catch((error: unknown) =>
        ctx.logger('embedded wallet: the frame did not confirm an abort', error),
      )
  }
}
