/** The embedded-wallet frame's errors (docs/embedded-wallet.md#loading-the-frame, docs/roles.md#embedded-wallet-methods, docs/errors.md#email-and-social-login-the-embedded-wallet), loaded with the embedded wallet. */
import { BaseError, type BaseErrorParameters } from './base.js'

export type EmailLoginDependencyErrorType = EmailLoginDependencyError & {
  name: 'EmailLoginDependencyError'
}
/** docs/errors.md#email-and-social-login-the-embedded-wallet: the embedded-wallet frame failed to load. */
export class EmailLoginDependencyError extends BaseError {
  override name = 'EmailLoginDependencyError' as const
  constructor(parameters: BaseErrorParameters = {}) {
    super('Unable to load email login dependency', parameters)
  }
}

export type FrameErrorType = FrameError & { name: 'FrameError' }
/** docs/errors.md#email-and-social-login-the-embedded-wallet: an error event from the frame; 'An error occurred' when it carries no message. */
export class FrameError extends BaseError {
  override name = 'FrameError' as const
  constructor(message?: string | undefined, parameters: BaseErrorParameters = {}) {
    super(message?.trim() ? message : 'An error occurred', parameters)
  }
}

export type RpcCallNotAllowedErrorType = RpcCallNotAllowedError & {
  name: 'RpcCallNotAllowedError'
}
export class RpcCallNotAllowedError extends BaseError {
  override name = 'RpcCallNotAllowedError' as const
  constructor(parameters: BaseErrorParameters = {}) {
    super('Requested RPC call is not allowed', parameters)
  }
}

export type ActionNotAllowedErrorType = ActionNotAllowedError & {
  name: 'ActionNotAllowedError'
}
/** docs/roles.md#embedded-wallet-methods: the UI error shown 300 ms after a rejected embedded-wallet method. */
export class ActionNotAllowedError extends BaseError {
  override name = 'ActionNotAllowedError' as const
  constructor(parameters: BaseErrorParameters = {}) {
    super('Action not allowed', parameters)
  }
}

export type AuthInitializationErrorType = AuthInitializationError & {
  name: 'AuthInitializationError'
}
/** docs/errors.md#connecting-and-the-wallet: the wallet is disconnected and the view reset to Connect. Text kept as specified. */
export class AuthInitializationError extends BaseError {
  override name = 'AuthInitializationError' as const
  constructor(parameters: BaseErrorParameters = {}) {
    super('A problem occurred while trying initialize authentication', parameters)
  }
}

export type ProjectIdRequiredErrorType = ProjectIdRequiredError & {
  name: 'ProjectIdRequiredError'
}
/** docs/validation.md#configuration: the sync-data payload requires a projectId. */
export class ProjectIdRequiredError extends BaseError {
  override name = 'ProjectIdRequiredError' as const
  constructor(parameters: BaseErrorParameters = {}) {
    super('projectId is required', parameters)
  }
}

export type SomethingWentWrongErrorType = SomethingWentWrongError & {
  name: 'SomethingWentWrongError'
}
/** docs/errors.md#email-and-social-login-the-embedded-wallet: any other abort. */
export class SomethingWentWrongError extends BaseError {
  override name = 'SomethingWentWrongError' as const
  constructor(parameters: BaseErrorParameters = {}) {
    super('Something went wrong', parameters)
  }
}
