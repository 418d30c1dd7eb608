import { describe, expect, it } from 'vitest'
import { BaseError } from './base.js'
import {
  ExecutionRevertedError,
  FeeCapTooHighError,
  FeeCapTooLowError,
  InsufficientFundsError,
  IntrinsicGasTooHighError,
  IntrinsicGasTooLowError,
  matchNodeError,
  NonceMaxValueError,
  NonceTooHighError,
  NonceTooLowError,
  TipAboveFeeCapError,
  TransactionTypeNotSupportedError,
  toNodeError,
  UnknownNodeError,
} from './node.js'

describe('toNodeError classifies node messages (docs/errors.md#sending-a-transaction-the-nodes-reasons blockchain node errors)', () => {
  it.each([
    ['execution reverted', ExecutionRevertedError],
    ['max fee per gas higher than 2^256-1', FeeCapTooHighError],
    ['fee cap higher than 2^256-1', FeeCapTooHighError],
    ['max fee per gas less than block base fee: address 0x1, maxFeePerGas: 1', FeeCapTooLowError],
    ['transaction is outdated', FeeCapTooLowError],
    ['nonce too high: address 0x1, tx: 9 state: 3', NonceTooHighError],
    ['nonce too low: next nonce 4, tx nonce 2', NonceTooLowError],
    ['already known', NonceTooLowError],
    ['nonce has max value', NonceMaxValueError],
    ['insufficient funds for gas * price + value', InsufficientFundsError],
    [
      'Transaction simulation failed: Attempt to debit an account but found no record of a prior credit.',
      InsufficientFundsError,
    ],
    [
      'Transaction results in an account (1) with insufficient funds for rent',
      InsufficientFundsError,
    ],
    ['Transfer: insufficient lamports 1000, need 5000', InsufficientFundsError],
    ['intrinsic gas too high', IntrinsicGasTooHighError],
    ['exceeds block gas limit', IntrinsicGasTooHighError],
    ['intrinsic gas too low', IntrinsicGasTooLowError],
    ['transaction type not supported', TransactionTypeNotSupportedError],
    ['max priority fee per gas higher than max fee per gas', TipAboveFeeCapError],
    ['tip higher than fee cap', TipAboveFeeCapError],
    ['something the node never said before', UnknownNodeError],
  ] as const)('"%s" becomes %o', (message, ErrorClass) => {
    const cause = new Error(message)
    const error = toNodeError(cause)
    expect(error).toBeInstanceOf(ErrorClass)
    expect(error).toBeInstanceOf(BaseError)
    expect(error.cause).toBe(cause)
    expect(error.details).toBe(message)
  })

  it.each([
    [ExecutionRevertedError, 'ExecutionRevertedError', 'Execution reverted.'],
    [
      FeeCapTooHighError,
      'FeeCapTooHighError',
      'The fee cap (maxFeePerGas) is higher than the maximum allowed value (2^256-1).',
    ],
    [
      FeeCapTooLowError,
      'FeeCapTooLowError',
      'The fee cap (maxFeePerGas) is lower than the block base fee.',
    ],
    [
      NonceTooHighError,
      'NonceTooHighError',
      'The nonce is higher than the next nonce of the account.',
    ],
    [
      NonceTooLowError,
      'NonceTooLowError',
      'The nonce is lower than the next nonce of the account.',
    ],
    [NonceMaxValueError, 'NonceMaxValueError', 'The nonce has reached its maximum value.'],
    [
      InsufficientFundsError,
      'InsufficientFundsError',
      'The account does not have enough funds for this transaction and its fee.',
    ],
    [
      IntrinsicGasTooHighError,
      'IntrinsicGasTooHighError',
      'The gas limit is higher than the block gas limit.',
    ],
    [
      IntrinsicGasTooLowError,
      'IntrinsicGasTooLowError',
      'The gas limit is lower than the minimum the transaction needs.',
    ],
    [
      TransactionTypeNotSupportedError,
      'TransactionTypeNotSupportedError',
      'The transaction type is not supported by this chain.',
    ],
    [
      TipAboveFeeCapError,
      'TipAboveFeeCapError',
      'The priority fee (maxPriorityFeePerGas) is higher than the fee cap (maxFeePerGas).',
    ],
    [
      UnknownNodeError,
      'UnknownNodeError',
      'An unknown error occurred while executing the transaction.',
    ],
  ] as const)('%o has its exact name and message', (ErrorClass, name, message) => {
    const error = new ErrorClass()
    expect(error.name).toBe(name)
    expect(error.shortMessage).toBe(message)
  })

  it('reads the revert reason into the message', () => {
    const error = toNodeError(
      new Error('execution reverted: ERC20: transfer amount exceeds balance'),
    )
    expect(error).toBeInstanceOf(ExecutionRevertedError)
    expect((error as ExecutionRevertedError).reason).toBe('ERC20: transfer amount exceeds balance')
    expect(error.shortMessage).toBe(
      'Execution reverted with reason: ERC20: transfer amount exceeds balance.',
    )
  })

  it('a revert whose reason mentions insufficient funds is still a revert', () => {
    expect(toNodeError(new Error('execution reverted: insufficient funds'))).toBeInstanceOf(
      ExecutionRevertedError,
    )
  })

  it('classifies from a wrapped cause, a plain string and a JSON-RPC error object', () => {
    expect(
      toNodeError(new BaseError('Request failed', { cause: new Error('nonce too low') })),
    ).toBeInstanceOf(NonceTooLowError)
    expect(toNodeError('insufficient funds for transfer')).toBeInstanceOf(InsufficientFundsError)
    expect(toNodeError({ code: -32000, message: 'intrinsic gas too low' })).toBeInstanceOf(
      IntrinsicGasTooLowError,
    )
  })

  it("reads a Solana simulation's logs: the System program says why the transfer failed", () => {
    const error = toNodeError({
      code: -32002,
      message:
        'Transaction simulation failed: Error processing Instruction 0: custom program error: 0x1',
      data: {
        logs: [
          'Program 11111111111111111111111111111111 invoke [1]',
          'Transfer: insufficient lamports 10, need 20',
        ],
      },
    })
    expect(error).toBeInstanceOf(InsufficientFundsError)
  })

  it('matchNodeError answers undefined for what no node said (a rejection, a timeout)', () => {
    expect(matchNodeError(new Error('User rejected the request.'))).toBeUndefined()
    expect(matchNodeError({ code: 4900, message: 'Disconnected' })).toBeUndefined()
    expect(matchNodeError(new Error('nonce too low'))).toBeInstanceOf(NonceTooLowError)
  })

  it('matches case-insensitively', () => {
    expect(toNodeError(new Error('Nonce Too High'))).toBeInstanceOf(NonceTooHighError)
  })

  it('returns an error that is already a node error unchanged', () => {
    const error = new NonceTooLowError()
    expect(toNodeError(error)).toBe(error)
  })

  it.each([undefined, null, 7, {}])('turns %o into UnknownNodeError', (value) => {
    expect(toNodeError(value)).toBeInstanceOf(UnknownNodeError)
  })
})
