/**
 * The social login's own failures (docs/overview.md#ways-to-connect social providers): the sign-in window the modal
 * opens can be blocked by the browser or closed by the person before the provider answered.
 * Loaded with the embedded wallet, never in the first load.
 */
import { BaseError, type BaseErrorParameters } from './base.js'

export type SocialWindowBlockedErrorType = SocialWindowBlockedError & {
  name: 'SocialWindowBlockedError'
}
/** `window.open` returned null: a pop-up blocker refused the sign-in window. */
export class SocialWindowBlockedError extends BaseError {
  override name = 'SocialWindowBlockedError' as const
  constructor(parameters: BaseErrorParameters = {}) {
    super('Your browser blocked the sign-in window. Allow pop-ups and try again.', parameters)
  }
}

export type SocialWindowClosedErrorType = SocialWindowClosedError & {
  name: 'SocialWindowClosedError'
}
/** The sign-in window was closed before the provider's answer reached the wallet. */
export class SocialWindowClosedError extends BaseError {
  override name = 'SocialWindowClosedError' as const
  constructor(parameters: BaseErrorParameters = {}) {
    super('The sign-in window was closed. Try again.', parameters)
  }
}
