import type { FailedTransactionMetadata } from 'litesvm'

/**
 * litesvm's transaction errors turned into what Solana RPC answers: the serde JSON form of
 * `TransactionError` (`"BlockhashNotFound"`, `{"InstructionError":[0,{"Custom":1}]}`) and
 * the Display text used in "Transaction simulation failed: …" messages, which clients show.
 * litesvm's error enums are `const enum`s (not importable under isolatedModules), so their
 * variant order is mirrored here.
 */

export type TransactionErrorJson = string | Record<string, unknown>

const TRANSACTION_ERRORS = [
  'AccountInUse',
  'AccountLoadedTwice',
  'AccountNotFound',
  'ProgramAccountNotFound',
  'InsufficientFundsForFee',
  'InvalidAccountForFee',
  'AlreadyProcessed',
  'BlockhashNotFound',
  'CallChainTooDeep',
  'MissingSignatureForFee',
  'InvalidAccountIndex',
  'SignatureFailure',
  'InvalidProgramForExecution',
  'SanitizeFailure',
  'ClusterMaintenance',
  'AccountBorrowOutstanding',
  'WouldExceedMaxBlockCostLimit',
  'UnsupportedVersion',
  'InvalidWritableAccount',
  'WouldExceedMaxAccountCostLimit',
  'WouldExceedAccountDataBlockLimit',
  'TooManyAccountLocks',
  'AddressLookupTableNotFound',
  'InvalidAddressLookupTableOwner',
  'InvalidAddressLookupTableData',
  'InvalidAddressLookupTableIndex',
  'InvalidRentPayingAccount',
  'WouldExceedMaxVoteCostLimit',
  'WouldExceedAccountDataTotalLimit',
  'MaxLoadedAccountsDataSizeExceeded',
  'ResanitizationNeeded',
  'InvalidLoadedAccountsDataSizeLimit',
  'UnbalancedTransaction',
  'ProgramCacheHitMaxLimit',
  'CommitCancelled',
] as const

const INSTRUCTION_ERRORS = [
  'GenericError',
  'InvalidArgument',
  'InvalidInstructionData',
  'InvalidAccountData',
  'AccountDataTooSmall',
  'InsufficientFunds',
  'IncorrectProgramId',
  'MissingRequiredSignature',
  'AccountAlreadyInitialized',
  'UninitializedAccount',
  'UnbalancedInstruction',
  'ModifiedProgramId',
  'ExternalAccountLamportSpend',
  'ExternalAccountDataModified',
  'ReadonlyLamportChange',
  'ReadonlyDataModified',
  'DuplicateAccountIndex',
  'ExecutableModified',
  'RentEpochModified',
  'NotEnoughAccountKeys',
  'AccountDataSizeChanged',
  'AccountNotExecutable',
  'AccountBorrowFailed',
  'AccountBorrowOutstanding',
  'DuplicateAccountOutOfSync',
  'InvalidError',
  'ExecutableDataModified',
  'ExecutableLamportChange',
  'ExecutableAccountNotRentExempt',
  'UnsupportedProgramId',
  'CallDepth',
  'MissingAccount',
  'ReentrancyNotAllowed',
  'MaxSeedLengthExceeded',
  'InvalidSeeds',
  'InvalidRealloc',
  'ComputationalBudgetExceeded',
  'PrivilegeEscalation',
  'ProgramEnvironmentSetupFailure',
  'ProgramFailedToComplete',
  'ProgramFailedToCompile',
  'Immutable',
  'IncorrectAuthority',
  'AccountNotRentExempt',
  'InvalidAccountOwner',
  'ArithmeticOverflow',
  'UnsupportedSysvar',
  'IllegalOwner',
  'MaxAccountsDataAllocationsExceeded',
  'MaxAccountsExceeded',
  'MaxInstructionTraceLengthExceeded',
  'BuiltinProgramsMustConsumeComputeUnits',
  'BorshIoError',
] as const

/** Display texts of the errors a dapp is likely to meet (the rest fall back to the name). */
const TRANSACTION_ERROR_TEXT: Readonly<Record<string, string>> = {
  AccountNotFound: 'Attempt to debit an account but found no record of a prior credit.',
  InsufficientFundsForFee: 'Insufficient funds for fee',
  AlreadyProcessed: 'This transaction has already been processed',
  BlockhashNotFound: 'Blockhash not found',
  SignatureFailure: 'Transaction did not pass signature verification',
  ProgramAccountNotFound: 'Attempt to load a program that does not exist',
  InvalidAccountForFee: 'This account may not be used to pay transaction fees',
}

const INSTRUCTION_ERROR_TEXT: Readonly<Record<string, string>> = {
  InsufficientFunds: 'insufficient funds for instruction',
  InvalidArgument: 'invalid program argument',
  InvalidInstructionData: 'invalid instruction data',
  InvalidAccountData: 'invalid account data for instruction',
  MissingRequiredSignature: 'missing required signature for instruction',
  AccountAlreadyInitialized: 'instruction requires an uninitialized account',
  UninitializedAccount: 'instruction requires an initialized account',
  IncorrectProgramId: 'incorrect program id for instruction',
}

type NapiError = ReturnType<FailedTransactionMetadata['err']>

function instructionError(inner: unknown): { json: unknown; text: string } {
  if (typeof inner === 'number') {
    const name = INSTRUCTION_ERRORS[inner] ?? 'GenericError'
    return { json: name, text: INSTRUCTION_ERROR_TEXT[name] ?? name }
  }
  if (typeof inner === 'object' && inner !== null && 'code' in inner) {
    const code = Number(inner.code)
    return { json: { Custom: code }, text: `custom program error: 0x${code.toString(16)}` }
  }
  if (typeof inner === 'object' && inner !== null && 'msg' in inner) {
    return {
      json: { BorshIoError: String(inner.msg) },
      text: `Failed to serialize or deserialize account data: ${String(inner.msg)}`,
    }
  }
  return { json: 'GenericError', text: 'generic instruction error' }
}

export type DescribedError = { json: TransactionErrorJson; message: string }

/** The RPC JSON form and Display text of a litesvm transaction error. */
export function describeTransactionError(err: NapiError): DescribedError {
  if (typeof err === 'number') {
    const name = TRANSACTION_ERRORS[err] ?? 'SanitizeFailure'
    return { json: name, message: TRANSACTION_ERROR_TEXT[name] ?? name }
  }
  if ('err' in err && typeof err.err === 'function') {
    const inner = instructionError(err.err())
    return {
      json: { InstructionError: [err.index, inner.json] },
      message: `Error processing Instruction ${err.index}: ${inner.text}`,
    }
  }
  if ('index' in err) {
    return {
      json: { DuplicateInstruction: err.index },
      message: `Transaction contains a duplicate instruction (${err.index}) that is not allowed`,
    }
  }
  const accountIndex = err.accountIndex
  if (err.constructor.name.includes('Restricted')) {
    return {
      json: { ProgramExecutionTemporarilyRestricted: { account_index: accountIndex } },
      message: `Execution of the program referenced by account at index ${accountIndex} is temporarily restricted.`,
    }
  }
  return {
    json: { InsufficientFundsForRent: { account_index: accountIndex } },
    message: `Transaction results in an account (${accountIndex}) with insufficient funds for rent`,
  }
}

/** A devnet-detected error (not from litesvm), e.g. an expired blockhash. */
export function namedTransactionError(name: (typeof TRANSACTION_ERRORS)[number]): DescribedError {
  return { json: name, message: TRANSACTION_ERROR_TEXT[name] ?? name }
}
