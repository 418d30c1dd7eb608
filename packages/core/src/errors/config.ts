/** Project configuration errors (docs/validation.md#configuration, docs/errors.md#configuration library messages). */
import { BaseError, type BaseErrorParameters } from './base.js'

export type ProjectIdNotConfiguredErrorType = ProjectIdNotConfiguredError & {
  name: 'ProjectIdNotConfiguredError'
}
/** docs/validation.md#configuration: a missing project id shows a project-id-not-configured alert (text is ours). */
export class ProjectIdNotConfiguredError extends BaseError {
  override name = 'ProjectIdNotConfiguredError' as const
  constructor(parameters: BaseErrorParameters = {}) {
    super('Project ID not configured', parameters)
  }
}

export type InvalidAppConfigurationErrorType = InvalidAppConfigurationError & {
  name: 'InvalidAppConfigurationError'
}
/** docs/validation.md#configuration: the page origin is not on the allowed list (text is ours). */
export class InvalidAppConfigurationError extends BaseError {
  override name = 'InvalidAppConfigurationError' as const
  constructor(parameters: BaseErrorParameters = {}) {
    super('Invalid app configuration', parameters)
  }
}

export type InvalidTokensOptionErrorType = InvalidTokensOptionError & {
  name: 'InvalidTokensOptionError'
}
/**
 * The `tokens` option of createKeyway names a network that is not configured, or a token
 * whose address or decimals cannot be right. `details` says which entry and why.
 */
export class InvalidTokensOptionError extends BaseError {
  override name = 'InvalidTokensOptionError' as const
  constructor(parameters: BaseErrorParameters = {}) {
    super('Invalid `tokens` option', { docsPath: '/options#tokens', ...parameters })
  }
}

export type InvalidOnrampOptionErrorType = InvalidOnrampOptionError & {
  name: 'InvalidOnrampOptionError'
}
/**
 * The `onramp` option of createKeyway is not an object, or its Meld public key cannot be one
 * (spaces, line breaks, non-ASCII characters). `details` says which.
 */
export class InvalidOnrampOptionError extends BaseError {
  override name = 'InvalidOnrampOptionError' as const
  constructor(parameters: BaseErrorParameters = {}) {
    super('Invalid `onramp` option', { docsPath: '/options#onramp', ...parameters })
  }
}

export type SiwxConfigConflictErrorType = SiwxConfigConflictError & {
  name: 'SiwxConfigConflictError'
}
/** docs/validation.md#configuration: siweConfig and siwx are mutually exclusive options. */
export class SiwxConfigConflictError extends BaseError {
  override name = 'SiwxConfigConflictError' as const
  constructor(parameters: BaseErrorParameters = {}) {
    super('Cannot set both `siweConfig` and `siwx` options', parameters)
  }
}
