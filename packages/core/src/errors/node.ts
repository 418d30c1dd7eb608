/**
 * Blockchain node errors (docs/errors.md#sending-a-transaction-the-nodes-reasons). Nodes report these as
 * free text, so `toNodeError` classifies by the message; the patterns follow the wording
 * of the common execution clients (geth, nethermind, erigon, anvil) and, for a lack of
 * funds, of Solana's validators (lamports, rent). The adapter kit applies `matchNodeError`
 * to a failed send, so a dapp receives these classes (core README, "Writing a chain adapter").
 */
import { BaseError, type BaseErrorParameters } from './base.js'

export type ExecutionRevertedErrorType = ExecutionRevertedError & {
  name: 'ExecutionRevertedError'
}
export class ExecutionRevertedError extends BaseError {
  override name = 'ExecutionRevertedError' as const
  readonly reason: string | undefined
  constructor(parameters: BaseErrorParameters & { reason?: string | undefined } = {}) {
    const { reason, ...rest } = parameters
    super(reason ? `Execution reverted with reason: ${reason}.` : 'Execution reverted.', rest)
    this.reason = reason
  }
}

export type FeeCapTooHighErrorType = FeeCapTooHighError & { name: 'FeeCapTooHighError' }
export class FeeCapTooHighError extends BaseError {
  override name = 'FeeCapTooHighError' as const
  constructor(parameters: BaseErrorParameters = {}) {
    super(
      'The fee cap (maxFeePerGas) is higher than the maximum allowed value (2^256-1).',
      parameters,
    )
  }
}

export type FeeCapTooLowErrorType = FeeCapTooLowError & { name: 'FeeCapTooLowError' }
export class FeeCapTooLowError extends BaseError {
  override name = 'FeeCapTooLowError' as const
  constructor(parameters: BaseErrorParameters = {}) {
    super('The fee cap (maxFeePerGas) is lower than the block base fee.', parameters)
  }
}

export type NonceTooHighErrorType = NonceTooHighError & { name: 'NonceTooHighError' }
export class NonceTooHighError extends BaseError {
  override name = 'NonceTooHighError' as const
  constructor(parameters: BaseErrorParameters = {}) {
    super('The nonce is higher than the next nonce of the account.', parameters)
  }
}

export type NonceTooLowErrorType = NonceTooLowError & { name: 'NonceTooLowError' }
export class NonceTooLowError extends BaseError {
  override name = 'NonceTooLowError' as const
  constructor(parameters: BaseErrorParameters = {}) {
    super('The nonce is lower than the next nonce of the account.', parameters)
  }
}

export type NonceMaxValueErrorType = NonceMaxValueError & { name: 'NonceMaxValueError' }
export class NonceMaxValueError extends BaseError {
  override name = 'NonceMaxValueError' as const
  constructor(parameters: BaseErrorParameters = {}) {
    super('The nonce has reached its maximum value.', parameters)
  }
}

export type InsufficientFundsErrorType = InsufficientFundsError & {
  name: 'InsufficientFundsError'
}
export class InsufficientFundsError extends BaseError {
  override name = 'InsufficientFundsError' as const
  constructor(parameters: BaseErrorParameters = {}) {
    super('The account does not have enough funds for this transaction and its fee.', parameters)
  }
}

export type IntrinsicGasTooHighErrorType = IntrinsicGasTooHighError & {
  name: 'IntrinsicGasTooHighError'
}
export class IntrinsicGasTooHighError extends BaseError {
  override name = 'IntrinsicGasTooHighError' as const
  constructor(parameters: BaseErrorParameters = {}) {
    super('The gas limit is higher than the block gas limit.', parameters)
  }
}

export type IntrinsicGasTooLowErrorType = IntrinsicGasTooLowError & {
  name: 'IntrinsicGasTooLowError'
}
export class IntrinsicGasTooLowError extends BaseError {
  override name = 'IntrinsicGasTooLowError' as const
  constructor(parameters: BaseErrorParameters = {}) {
    super('The gas limit is lower than the minimum the transaction needs.', parameters)
  }
}

export type TransactionTypeNotSupportedErrorType = TransactionTypeNotSupportedError & {
  name: 'TransactionTypeNotSupportedError'
}
export class TransactionTypeNotSupportedError extends BaseError {
  override name = 'TransactionTypeNotSupportedError' as const
  constructor(parameters: BaseErrorParameters = {}) {
    super('The transaction type is not supported by this chain.', parameters)
  }
}

export type TipAboveFeeCapErrorType = TipAboveFeeCapError & { name: 'TipAboveFeeCapError' }
export class TipAboveFeeCapError extends BaseError {
  override name = 'TipAboveFeeCapError' as const
  constructor(parameters: BaseErrorParameters = {}) {
    super(
      'The priority fee (maxPriorityFeePerGas) is higher than the fee cap (maxFeePerGas).',
      parameters,
    )
  }
}

export type UnknownNodeErrorType = UnknownNodeError & { name: 'UnknownNodeError' }
export class UnknownNodeError extends BaseError {
  override name = 'UnknownNodeError' as const
  constructor(parameters: BaseErrorParameters = {}) {
    super('An unknown error occurred while executing the transaction.', parameters)
  }
}

export type NodeError =
  | ExecutionRevertedError
  | FeeCapTooHighError
  | FeeCapTooLowError
  | NonceTooHighError
  | NonceTooLowError
  | NonceMaxValueError
  | InsufficientFundsError
  | IntrinsicGasTooHighError
  | IntrinsicGasTooLowError
  | TransactionTypeNotSupportedError
  | TipAboveFeeCapError
  | UnknownNodeError

// Checked in order: the more specific wording first (the tip rule mentions "max fee per gas").
const NODE_ERROR_RULES: readonly [
  RegExp,
  new (parameters: BaseErrorParameters) => Exclude<NodeError, ExecutionRevertedError>,
][] = [
  [
    /max priority fee per gas higher than max fee per gas|tip higher than fee cap/i,
    TipAboveFeeCapError,
  ],
  [/(?:max fee per gas|fee cap) higher than 2\^256-?1/i, FeeCapTooHighError],
  [
    /(?:max fee per gas|fee cap) less than (?:the )?block base fee|transaction is outdated/i,
    FeeCapTooLowError,
  ],
  [/nonce too high/i, NonceTooHighError],
  [/nonce has max value/i, NonceMaxValueError],
  [/nonce too low|transaction already imported|already known/i, NonceTooLowError],
  [
    // EVM nodes; Solana: a System transfer's log, rent, and a payer that never held SOL.
    /insufficient funds|exceeds transaction sender account balance|insufficient lamports|no record of a prior credit/i,
    InsufficientFundsError,
  ],
  [/intrinsic gas too high|gas limit reached|exceeds block gas limit/i, IntrinsicGasTooHighError],
  [/intrinsic gas too low/i, IntrinsicGasTooLowError],
  [
    /transaction type not (?:valid|supported)|tx ?type not supported/i,
    TransactionTypeNotSupportedError,
  ],
]

const EXECUTION_REVERTED = /execution reverted/i
const REVERTED = /\brevert(?:ed)?\b/i
const REVERT_REASON = /(?:execution )?reverted:\s*(.+?)\.?$/im

function reverted(text: string, parameters: BaseErrorParameters): ExecutionRevertedError {
  const reason = REVERT_REASON.exec(text)?.[1]?.trim()
  return new ExecutionRevertedError({ ...parameters, ...(reason ? { reason } : {}) })
}

/** A JSON-RPC error's `data`: a text, or Solana's simulation `logs`. */
function dataTexts(data: unknown): string[] {
  if (typeof data === 'string') return [data]
  const logs = typeof data === 'object' && data !== null ? (data as { logs?: unknown }).logs : []
  return Array.isArray(logs) ? logs.filter((log): log is string => typeof log === 'string') : []
}

/** Collects the texts of the error and everything it wraps. */
function textsOf(error: unknown): string[] {
  const texts: string[] = []
  const seen = new Set<unknown>()
  let current: unknown = error
  while (current !== undefined && current !== null && !seen.has(current)) {
    seen.add(current)
    if (typeof current === 'string') {
      texts.push(current)
      break
    }
    if (typeof current !== 'object') break
    const { message, details, shortMessage, cause, data } = current as Record<string, unknown>
    for (const text of [details, shortMessage, message])
      if (typeof text === 'string') texts.push(text)
    texts.push(...dataTexts(data))
    current = cause
  }
  return texts
}

/**
 * The node error a failure's message names, or undefined when it names none (a rejection,
 * a timeout, a wallet's own failure). The original error is kept as `cause`.
 */
export function matchNodeError(error: unknown): NodeError | undefined {
  if (error instanceof ExecutionRevertedError || error instanceof UnknownNodeError) return error
  for (const [, ErrorClass] of NODE_ERROR_RULES) if (error instanceof ErrorClass) return error
  const texts = textsOf(error)
  const parameters = nodeErrorParameters(error)
  // A revert reason is free text ("execution reverted: insufficient funds"): check it first.
  const executionReverted = texts.find((text) => EXECUTION_REVERTED.test(text))
  if (executionReverted !== undefined) return reverted(executionReverted, parameters)
  for (const [pattern, ErrorClass] of NODE_ERROR_RULES) {
    if (texts.some((text) => pattern.test(text))) return new ErrorClass(parameters)
  }
  const otherRevert = texts.find((text) => REVERTED.test(text))
  if (otherRevert !== undefined) return reverted(otherRevert, parameters)
  return undefined
}

/**
 * Classifies an error a node is known to have sent: as `matchNodeError`, and
 * anything unrecognised becomes UnknownNodeError, the original error kept as `cause`.
 */
export function toNodeError(error: unknown): NodeError {
  return matchNodeError(error) ?? new UnknownNodeError(nodeErrorParameters(error))
}

function nodeErrorParameters(error: unknown): BaseErrorParameters {
  const [details] = textsOf(error)
  return { cause: error, ...(details === undefined ? {} : { details }) }
}
