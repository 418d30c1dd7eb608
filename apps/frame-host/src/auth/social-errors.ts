import { FrameHostError } from '../errors.js'

/** Failures of social and Farcaster login, each with its own code for the frame to branch on. */

/** The OAuth state is unknown, expired (10 min) or was used already: one state, one login. */
export class SocialStateError extends FrameHostError {
  override name = 'SocialStateError' as const
  override status = 400
  override code = 'social_state_invalid'
  constructor() {
    super('This sign-in has expired or was already used. Please start the sign-in again')
  }
}

/** The person chose Cancel at the provider (OAuth `error=access_denied`). */
export class SocialCancelledError extends FrameHostError {
  override name = 'SocialCancelledError' as const
  override status = 400
  override code = 'social_cancelled'
  constructor(provider: string) {
    super(`The sign-in with ${provider} was cancelled`)
  }
}

/** The provider's token endpoint refused the code, with its own words. */
export class SocialProviderRefusedError extends FrameHostError {
  override name = 'SocialProviderRefusedError' as const
  override status = 400
  override code = 'social_provider_refused'
  constructor(provider: string, detail: string) {
    super(`${provider} refused the sign-in: ${detail}`)
  }
}

/** The code's PKCE challenge does not match the verifier this server kept for its state. */
export class SocialPkceMismatchError extends FrameHostError {
  override name = 'SocialPkceMismatchError' as const
  override status = 400
  override code = 'social_pkce_mismatch'
  constructor(provider: string) {
    super(
      `${provider} refused the sign-in: the PKCE verifier does not match the code. Please start the sign-in again`,
    )
  }
}

/** A provider or the Farcaster relay failed or answered something this server cannot read. */
export class SocialProviderUnavailableError extends FrameHostError {
  override name = 'SocialProviderUnavailableError' as const
  override status = 502
  override code = 'social_provider_unavailable'
  constructor(what: string, detail: string, options?: { cause?: unknown }) {
    super(`${what} is not available: ${detail}. Please try again`, options)
  }
}

/** A provider or the relay did not answer within the bound (`timeoutMs`). */
export class SocialProviderTimeoutError extends FrameHostError {
  override name = 'SocialProviderTimeoutError' as const
  override status = 504
  override code = 'social_provider_timeout'
  constructor(what: string, timeoutMs: number) {
    const seconds = Math.ceil(timeoutMs / 1000)
    super(
      `${what} did not answer within ${seconds} second${seconds === 1 ? '' : 's'}. Please try again`,
    )
  }
}

/** The Farcaster channel is unknown to this server, expired, used, or another browser's. */
export class FarcasterChannelError extends FrameHostError {
  override name = 'FarcasterChannelError' as const
  override status = 400
  override code = 'farcaster_channel_invalid'
  constructor() {
    super('This Farcaster sign-in has expired or was already used. Please start the sign-in again')
  }
}

/** The relay's completed sign-in does not hold up: wrong nonce, domain, fid or signature. */
export class FarcasterVerificationError extends FrameHostError {
  override name = 'FarcasterVerificationError' as const
  override status = 400
  override code = 'farcaster_unverified'
  constructor(reason: string) {
    super(`The Farcaster sign-in could not be verified: ${reason}`)
  }
}

/** `redirectUri` of a start that is not on frame-host's own origin. */
export class SocialRedirectUriError extends FrameHostError {
  override name = 'SocialRedirectUriError' as const
  override status = 400
  override code = 'invalid_input'
  constructor(origin: string) {
    super(`redirectUri must be on ${origin}`)
  }
}
