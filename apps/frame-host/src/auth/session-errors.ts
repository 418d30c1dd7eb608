import { FrameHostError } from '../errors.js'

/** The failures of sessions, proofs of possession and the project/origin check. */

/** A request without a valid DPoP proof by the session's key (src/auth/dpop.ts). */
export class InvalidProofError extends FrameHostError {
  override name = 'InvalidProofError' as const
  override status = 401
  override code = 'invalid_dpop_proof'
  constructor(readonly reason: string) {
    super(`This request's proof of possession is not valid: ${reason}`)
  }
}

/** The frame did not say which project and parent page it serves, or said it wrongly. */
export class FrameContextError extends FrameHostError {
  override name = 'FrameContextError' as const
  override status = 400
  override code = 'invalid_frame_context'
}

/** spec: 'origin not allowed': the parent page is not one of the project's origins. */
export class OriginNotAllowedError extends FrameHostError {
  override name = 'OriginNotAllowedError' as const
  override status = 403
  override code = 'origin_not_allowed'
  constructor(origin: string, projectId: string) {
    super(`origin not allowed: ${origin} is not an allowed origin of project ${projectId}`)
  }
}

/** A refresh token presented a second time: the family has been revoked. */
export class RefreshTokenReusedError extends FrameHostError {
  override name = 'RefreshTokenReusedError' as const
  override status = 401
  override code = 'refresh_token_reused'
  constructor() {
    super('This sign-in was used from two places, so it was ended everywhere. Please sign in again')
  }
}
