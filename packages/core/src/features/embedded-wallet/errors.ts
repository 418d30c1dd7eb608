/** The embedded wallet's own errors (the frame's live in errors/embedded-wallet-frame.ts). */
import { BaseError, type BaseErrorParameters } from '../../errors/base.js'

export type EmbeddedWalletNotEnabledErrorType = EmbeddedWalletNotEnabledError & {
  name: 'EmbeddedWalletNotEnabledError'
}
/**
 * An email, social or account action on a client without an embedded wallet: it needs
 * `endpoints.frameHost` and a `projectId` in createKeyway's options.
 */
export class EmbeddedWalletNotEnabledError extends BaseError {
  override name = 'EmbeddedWalletNotEnabledError' as const
  constructor(parameters: BaseErrorParameters = {}) {
    super('The embedded wallet is not enabled', {
      details: 'createKeyway needs endpoints.frameHost and a projectId for email and social login',
      ...parameters,
    })
  }
}
