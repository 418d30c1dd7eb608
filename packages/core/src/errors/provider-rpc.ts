/** EIP-1193 provider error classes (docs/errors.md#wallet-rpc-errors-eip-1193). Messages are ours. */
import { RpcError, type RpcErrorParameters } from './rpc-base.js'

export type UserRejectedRequestErrorType = UserRejectedRequestError & {
  name: 'UserRejectedRequestError'
}
/** docs/errors.md#wallet-rpc-errors-eip-1193: also used for code 5000, which some wallets send for a rejection. */
export class UserRejectedRequestError extends RpcError {
  static readonly code = 4001
  override name = 'UserRejectedRequestError' as const
  constructor(parameters: RpcErrorParameters = {}) {
    super('The user rejected the request.', UserRejectedRequestError.code, parameters)
  }
}

export type UnauthorizedProviderErrorType = UnauthorizedProviderError & {
  name: 'UnauthorizedProviderError'
}
export class UnauthorizedProviderError extends RpcError {
  static readonly code = 4100
  override name = 'UnauthorizedProviderError' as const
  constructor(parameters: RpcErrorParameters = {}) {
    super(
      'The method or account has not been authorized by the user.',
      UnauthorizedProviderError.code,
      parameters,
    )
  }
}

export type UnsupportedProviderMethodErrorType = UnsupportedProviderMethodError & {
  name: 'UnsupportedProviderMethodError'
}
export class UnsupportedProviderMethodError extends RpcError {
  static readonly code = 4200
  override name = 'UnsupportedProviderMethodError' as const
  constructor(parameters: RpcErrorParameters = {}) {
    super(
      'The provider does not support this method.',
      UnsupportedProviderMethodError.code,
      parameters,
    )
  }
}

export type ProviderDisconnectedErrorType = ProviderDisconnectedError & {
  name: 'ProviderDisconnectedError'
}
export class ProviderDisconnectedError extends RpcError {
  static readonly code = 4900
  override name = 'ProviderDisconnectedError' as const
  constructor(parameters: RpcErrorParameters = {}) {
    super(
      'The provider is disconnected from all chains.',
      ProviderDisconnectedError.code,
      parameters,
    )
  }
}

export type ChainDisconnectedErrorType = ChainDisconnectedError & { name: 'ChainDisconnectedError' }
export class ChainDisconnectedError extends RpcError {
  static readonly code = 4901
  override name = 'ChainDisconnectedError' as const
  constructor(parameters: RpcErrorParameters = {}) {
    super(
      'The provider is not connected to the requested chain.',
      ChainDisconnectedError.code,
      parameters,
    )
  }
}

export type SwitchChainErrorType = SwitchChainError & { name: 'SwitchChainError' }
export class SwitchChainError extends RpcError {
  static readonly code = 4902
  override name = 'SwitchChainError' as const
  constructor(parameters: RpcErrorParameters = {}) {
    super('The chain could not be switched to.', SwitchChainError.code, parameters)
  }
}

export type UnknownRpcErrorType = UnknownRpcError & { name: 'UnknownRpcError' }
/** docs/errors.md#json-rpc-errors: an error without a known code. `code` is -1 unless one was given. */
export class UnknownRpcError extends RpcError {
  static readonly code = -1
  override name = 'UnknownRpcError' as const
  constructor(parameters: RpcErrorParameters = {}) {
    super('An unknown RPC error occurred.', UnknownRpcError.code, parameters)
  }
}
