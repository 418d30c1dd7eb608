/** Errors of the React binding. */
import { BaseError, type BaseErrorParameters } from '@keyway/core'

export type KeywayProviderNotFoundErrorType = KeywayProviderNotFoundError & {
  name: 'KeywayProviderNotFoundError'
}

/**
 * A hook ran outside `<KeywayProvider>`. The spec has no text for this developer error,
 * so the message names the fix.
 */
export class KeywayProviderNotFoundError extends BaseError {
  override name = 'KeywayProviderNotFoundError' as const
  constructor(parameters: BaseErrorParameters = {}) {
    super('Keyway hooks must be used inside <KeywayProvider>', {
      docsPath: '/react/provider',
      ...parameters,
    })
  }
}
