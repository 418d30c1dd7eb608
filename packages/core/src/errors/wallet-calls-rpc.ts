/** EIP-5792 wallet_sendCalls error classes (docs/errors.md#batched-calls-eip-5792). Messages are ours. */
import { RpcError, type RpcErrorParameters } from './rpc-base.js'

export type UnsupportedNonOptionalCapabilityErrorType = UnsupportedNonOptionalCapabilityError & {
  name: 'UnsupportedNonOptionalCapabilityError'
}
export class UnsupportedNonOptionalCapabilityError extends RpcError {
  static readonly code = 5700
  override name = 'UnsupportedNonOptionalCapabilityError' as const
  constructor(parameters: RpcErrorParameters = {}) {
    super(
      'The wallet does not support a required capability.',
      UnsupportedNonOptionalCapabilityError.code,
      parameters,
    )
  }
}

export type UnsupportedChainIdErrorType = UnsupportedChainIdError & {
  name: 'UnsupportedChainIdError'
}
export class UnsupportedChainIdError extends RpcError {
  static readonly code = 5710
  override name = 'UnsupportedChainIdError' as const
  constructor(parameters: RpcErrorParameters = {}) {
    super('The wallet does not support this chain id.', UnsupportedChainIdError.code, parameters)
  }
}

export type DuplicateIdErrorType = DuplicateIdError & { name: 'DuplicateIdError' }
export class DuplicateIdError extends RpcError {
  static readonly code = 5720
  override name = 'DuplicateIdError' as const
  constructor(parameters: RpcErrorParameters = {}) {
    super('A call bundle with this id was already submitted.', DuplicateIdError.code, parameters)
  }
}

export type UnknownBundleIdErrorType = UnknownBundleIdError & { name: 'UnknownBundleIdError' }
export class UnknownBundleIdError extends RpcError {
  static readonly code = 5730
  override name = 'UnknownBundleIdError' as const
  constructor(parameters: RpcErrorParameters = {}) {
    super('No call bundle with this id is known.', UnknownBundleIdError.code, parameters)
  }
}

export type BundleTooLargeErrorType = BundleTooLargeError & { name: 'BundleTooLargeError' }
export class BundleTooLargeError extends RpcError {
  static readonly code = 5740
  override name = 'BundleTooLargeError' as const
  constructor(parameters: RpcErrorParameters = {}) {
    super('The call bundle is too large for the wallet.', BundleTooLargeError.code, parameters)
  }
}

export type AtomicReadyWalletRejectedUpgradeErrorType = AtomicReadyWalletRejectedUpgradeError & {
  name: 'AtomicReadyWalletRejectedUpgradeError'
}
export class AtomicReadyWalletRejectedUpgradeError extends RpcError {
  static readonly code = 5750
  override name = 'AtomicReadyWalletRejectedUpgradeError' as const
  constructor(parameters: RpcErrorParameters = {}) {
    super(
      'The user rejected upgrading the account for atomic execution.',
      AtomicReadyWalletRejectedUpgradeError.code,
      parameters,
    )
  }
}

export type AtomicityNotSupportedErrorType = AtomicityNotSupportedError & {
  name: 'AtomicityNotSupportedError'
}
export class AtomicityNotSupportedError extends RpcError {
  static readonly code = 5760
  override name = 'AtomicityNotSupportedError' as const
  constructor(parameters: RpcErrorParameters = {}) {
    super(
      'The wallet cannot execute this bundle atomically.',
      AtomicityNotSupportedError.code,
      parameters,
    )
  }
}
