/**
 * docs/errors.md#json-rpc-errors: `toRpcError` turns anything a provider throws into the typed
 * class of its code, and `isUserRejection` recognises a rejection (4001 or 5000).
 */
import {
  InternalRpcError,
  InvalidInputRpcError,
  InvalidParamsRpcError,
  InvalidRequestRpcError,
  JsonRpcVersionUnsupportedError,
  LimitExceededRpcError,
  MethodNotFoundRpcError,
  MethodNotSupportedRpcError,
  ParseRpcError,
  ResourceNotFoundRpcError,
  ResourceUnavailableRpcError,
  TransactionRejectedRpcError,
} from './json-rpc.js'
import {
  ChainDisconnectedError,
  ProviderDisconnectedError,
  SwitchChainError,
  UnauthorizedProviderError,
  UnknownRpcError,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
} from './provider-rpc.js'
import { RpcError, type RpcErrorParameters } from './rpc-base.js'
import {
  AtomicityNotSupportedError,
  AtomicReadyWalletRejectedUpgradeError,
  BundleTooLargeError,
  DuplicateIdError,
  UnknownBundleIdError,
  UnsupportedChainIdError,
  UnsupportedNonOptionalCapabilityError,
} from './wallet-calls-rpc.js'

type RpcErrorClass = {
  readonly code: number
  new (parameters?: RpcErrorParameters): RpcError
}

const RPC_ERROR_CLASSES: readonly RpcErrorClass[] = [
  ParseRpcError,
  InvalidRequestRpcError,
  MethodNotFoundRpcError,
  InvalidParamsRpcError,
  InternalRpcError,
  InvalidInputRpcError,
  ResourceNotFoundRpcError,
  ResourceUnavailableRpcError,
  TransactionRejectedRpcError,
  MethodNotSupportedRpcError,
  LimitExceededRpcError,
  JsonRpcVersionUnsupportedError,
  UserRejectedRequestError,
  UnauthorizedProviderError,
  UnsupportedProviderMethodError,
  ProviderDisconnectedError,
  ChainDisconnectedError,
  SwitchChainError,
  UnsupportedNonOptionalCapabilityError,
  UnsupportedChainIdError,
  DuplicateIdError,
  UnknownBundleIdError,
  BundleTooLargeError,
  AtomicReadyWalletRejectedUpgradeError,
  AtomicityNotSupportedError,
]

/** Code 5000 is not standard, but wallets send it for a rejection (docs/errors.md#wallet-rpc-errors-eip-1193). */
const USER_REJECTION_ALIAS_CODE = 5000

const CLASS_BY_CODE: ReadonlyMap<number, RpcErrorClass> = new Map([
  ...RPC_ERROR_CLASSES.map((errorClass) => [errorClass.code, errorClass] as const),
  [USER_REJECTION_ALIAS_CODE, UserRejectedRequestError],
])

/** Wallets without codes still say so in words; only consulted when no code is present. */
const USER_REJECTION_TEXT =
  /\buser (?:rejected|denied|cancell?ed)\b|\b(?:rejected|denied|cancell?ed) by (?:the )?user\b/i

type ErrorLike = {
  code?: unknown
  message?: unknown
  data?: unknown
  cause?: unknown
  error?: unknown
}

function isObject(value: unknown): value is ErrorLike {
  return typeof value === 'object' && value !== null
}

/** The error itself, then what it wraps (`cause`, or `error` as some providers nest it). */
function* chainOf(value: unknown): Generator<unknown> {
  const seen = new Set<unknown>()
  let current: unknown = value
  while (current !== undefined && current !== null && !seen.has(current)) {
    yield current
    seen.add(current)
    current = isObject(current) ? (current.cause ?? current.error) : undefined
  }
}

function codeOf(value: unknown): number | undefined {
  if (!isObject(value)) return undefined
  return typeof value.code === 'number' && Number.isInteger(value.code) ? value.code : undefined
}

function messageOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value
  if (isObject(value) && typeof value.message === 'string') return value.message
  return undefined
}

/**
 * Maps a thrown value or a JSON-RPC error object `{ code, message, data }` to its typed
 * error (docs/errors.md#json-rpc-errors). An RpcError comes back unchanged; an unknown code gives UnknownRpcError
 * with that code; no code at all gives UnknownRpcError with -1 (or a rejection by text).
 */
export function toRpcError(errorLike: unknown): RpcError {
  let coded: ErrorLike | undefined
  for (const link of chainOf(errorLike)) {
    // An already typed error anywhere in the chain is the answer: do not wrap it again.
    if (link instanceof RpcError) return link
    if (codeOf(link) !== undefined) {
      coded = link as ErrorLike
      break
    }
  }
  const details = messageOf(coded) ?? messageOf(errorLike)
  const parameters: RpcErrorParameters = {
    cause: errorLike,
    ...(details === undefined ? {} : { details }),
    ...(coded && 'data' in coded ? { data: coded.data } : {}),
  }
  const code = codeOf(coded)
  if (code !== undefined) {
    const ErrorClass = CLASS_BY_CODE.get(code) ?? UnknownRpcError
    return new ErrorClass({ ...parameters, code })
  }
  if (details !== undefined && USER_REJECTION_TEXT.test(details)) {
    return new UserRejectedRequestError(parameters)
  }
  return new UnknownRpcError(parameters)
}

/**
 * True when the error or anything it wraps is a user rejection: code 4001 or 5000, or a
 * code-less error whose text says the user rejected it. The retry helper never retries these.
 */
export function isUserRejection(error: unknown): boolean {
  for (const link of chainOf(error)) {
    if (link instanceof UserRejectedRequestError) return true
    const code = codeOf(link)
    if (code !== undefined && CLASS_BY_CODE.get(code) === UserRejectedRequestError) return true
  }
  const message = messageOf(error)
  return codeOf(error) === undefined && message !== undefined && USER_REJECTION_TEXT.test(message)
}
