/** JSON-RPC 2.0 and EIP-1474 error classes (docs/errors.md#json-rpc-errors). Messages are ours. */
import { RpcError, type RpcErrorParameters } from './rpc-base.js'

export type ParseRpcErrorType = ParseRpcError & { name: 'ParseRpcError' }
export class ParseRpcError extends RpcError {
  static readonly code = -32700
  override name = 'ParseRpcError' as const
  constructor(parameters: RpcErrorParameters = {}) {
    super('Invalid JSON was received.', ParseRpcError.code, parameters)
  }
}

export type InvalidRequestRpcErrorType = InvalidRequestRpcError & { name: 'InvalidRequestRpcError' }
export class InvalidRequestRpcError extends RpcError {
  static readonly code = -32600
  override name = 'InvalidRequestRpcError' as const
  constructor(parameters: RpcErrorParameters = {}) {
    super('The JSON sent is not a valid request.', InvalidRequestRpcError.code, parameters)
  }
}

export type MethodNotFoundRpcErrorType = MethodNotFoundRpcError & { name: 'MethodNotFoundRpcError' }
export class MethodNotFoundRpcError extends RpcError {
  static readonly code = -32601
  override name = 'MethodNotFoundRpcError' as const
  constructor(parameters: RpcErrorParameters = {}) {
    super('The method does not exist or is not available.', MethodNotFoundRpcError.code, parameters)
  }
}

export type InvalidParamsRpcErrorType = InvalidParamsRpcError & { name: 'InvalidParamsRpcError' }
export class InvalidParamsRpcError extends RpcError {
  static readonly code = -32602
  override name = 'InvalidParamsRpcError' as const
  constructor(parameters: RpcErrorParameters = {}) {
    super('Invalid method parameters.', InvalidParamsRpcError.code, parameters)
  }
}

export type InternalRpcErrorType = InternalRpcError & { name: 'InternalRpcError' }
export class InternalRpcError extends RpcError {
  static readonly code = -32603
  override name = 'InternalRpcError' as const
  constructor(parameters: RpcErrorParameters = {}) {
    super('Internal JSON-RPC error.', InternalRpcError.code, parameters)
  }
}

export type InvalidInputRpcErrorType = InvalidInputRpcError & { name: 'InvalidInputRpcError' }
export class InvalidInputRpcError extends RpcError {
  static readonly code = -32000
  override name = 'InvalidInputRpcError' as const
  constructor(parameters: RpcErrorParameters = {}) {
    super('Missing or invalid parameters.', InvalidInputRpcError.code, parameters)
  }
}

export type ResourceNotFoundRpcErrorType = ResourceNotFoundRpcError & {
  name: 'ResourceNotFoundRpcError'
}
export class ResourceNotFoundRpcError extends RpcError {
  static readonly code = -32001
  override name = 'ResourceNotFoundRpcError' as const
  constructor(parameters: RpcErrorParameters = {}) {
    super('The requested resource was not found.', ResourceNotFoundRpcError.code, parameters)
  }
}

export type ResourceUnavailableRpcErrorType = ResourceUnavailableRpcError & {
  name: 'ResourceUnavailableRpcError'
}
export class ResourceUnavailableRpcError extends RpcError {
  static readonly code = -32002
  override name = 'ResourceUnavailableRpcError' as const
  constructor(parameters: RpcErrorParameters = {}) {
    super('The requested resource is not available.', ResourceUnavailableRpcError.code, parameters)
  }
}

export type TransactionRejectedRpcErrorType = TransactionRejectedRpcError & {
  name: 'TransactionRejectedRpcError'
}
export class TransactionRejectedRpcError extends RpcError {
  static readonly code = -32003
  override name = 'TransactionRejectedRpcError' as const
  constructor(parameters: RpcErrorParameters = {}) {
    super('The transaction was rejected.', TransactionRejectedRpcError.code, parameters)
  }
}

export type MethodNotSupportedRpcErrorType = MethodNotSupportedRpcError & {
  name: 'MethodNotSupportedRpcError'
}
export class MethodNotSupportedRpcError extends RpcError {
  static readonly code = -32004
  override name = 'MethodNotSupportedRpcError' as const
  constructor(parameters: RpcErrorParameters = {}) {
    super('The method is not supported.', MethodNotSupportedRpcError.code, parameters)
  }
}

export type LimitExceededRpcErrorType = LimitExceededRpcError & { name: 'LimitExceededRpcError' }
export class LimitExceededRpcError extends RpcError {
  static readonly code = -32005
  override name = 'LimitExceededRpcError' as const
  constructor(parameters: RpcErrorParameters = {}) {
    super('The request exceeds a defined limit.', LimitExceededRpcError.code, parameters)
  }
}

export type JsonRpcVersionUnsupportedErrorType = JsonRpcVersionUnsupportedError & {
  name: 'JsonRpcVersionUnsupportedError'
}
export class JsonRpcVersionUnsupportedError extends RpcError {
  static readonly code = -32006
  override name = 'JsonRpcVersionUnsupportedError' as const
  constructor(parameters: RpcErrorParameters = {}) {
    super(
      'This JSON-RPC version is not supported.',
      JsonRpcVersionUnsupportedError.code,
      parameters,
    )
  }
}
