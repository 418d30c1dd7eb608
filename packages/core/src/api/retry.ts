import {
  REQUEST_RETRY_BASE_DELAY_MS,
  REQUEST_RETRY_COUNT,
  REQUEST_RETRY_HTTP_STATUSES,
  REQUEST_RETRY_RPC_CODES,
  RETRY_HELPER_DEFAULTS,
} from '../constants/request-retry.js'
import { USER_REJECTION_CODES } from '../constants/rpc-codes.js'
import { RequestAbortedError } from '../errors/embedded-wallet.js'
import { HttpRequestError, NetworkRequestError } from '../errors/http.js'
import { type Sleep, sleep } from '../utils/sleep.js'
import { untilAborted } from '../utils/until-aborted.js'

/**
 * Request retry of docs/services.md#retries: up to 3 retries (4 attempts), exponential delay from a
 * 150 ms base, Retry-After honoured, only the listed transient failures retried.
 */

/** Waits `ms`; rejects with RequestAbortedError when `signal` aborts first. */
export type { Sleep }

export type WithRetryOptions = {
  /** Retries after the first attempt (default 3). */
  retries?: number | undefined
  baseDelayMs?: number | undefined
  signal?: AbortSignal | undefined
  sleep?: Sleep | undefined
  /** Clock for HTTP-date Retry-After values. */
  now?: (() => number) | undefined
  /** Replaces the docs/services.md#retries classification (isRetryableError). */
  shouldRetry?: ((error: unknown) => boolean) | undefined
}

export type RetryAttempt = { attempt: number; signal: AbortSignal | undefined }

export const defaultSleep: Sleep = sleep

export async function withRetry<T>(
  fn: (attempt: RetryAttempt) => Promise<T>,
  options: WithRetryOptions = {},
): Promise<T> {
  const {
    retries = REQUEST_RETRY_COUNT,
    baseDelayMs = REQUEST_RETRY_BASE_DELAY_MS,
    signal,
    sleep = defaultSleep,
    now = Date.now,
    shouldRetry = isRetryableError,
  } = options
  for (let attempt = 0; ; attempt++) {
    throwIfAborted(signal)
    try {
      return await fn({ attempt, signal })
    } catch (error) {
      if (attempt >= retries || signal?.aborted || !shouldRetry(error)) throw error
      // Any injected sleep honours the signal, even one that ignores it.
      await untilAborted(sleep(retryDelayMs(attempt, error, { baseDelayMs, now }), signal), signal)
    }
  }
}

/**
 * docs/connection.md#request-results classification. Never retried: an abort, a user rejection (4001/5000) anywhere in
 * the cause chain, any other status or code. Retried: network errors, the listed HTTP
 * statuses and RPC codes. A client-side timeout is not retried: the caller already waited
 * the whole time limit once.
 */
export function isRetryableError(error: unknown): boolean {
  const chain = causeChain(error)
  for (const item of chain) {
    if (item instanceof RequestAbortedError) return false
    const code = numericCode(item)
    if (code !== undefined && includes(USER_REJECTION_CODES, code)) return false
  }
  for (const item of chain) {
    if (item instanceof HttpRequestError) return includes(REQUEST_RETRY_HTTP_STATUSES, item.status)
    if (item instanceof NetworkRequestError) return true
    const code = numericCode(item)
    if (code !== undefined) return includes(REQUEST_RETRY_RPC_CODES, code)
  }
  return false
}

/**
 * Delay before retry number `attempt + 1`: 150, 300, 600 ms. When the server sent
 * Retry-After we wait the larger of the two: the server's wish is a minimum, and our own
 * backoff still protects it when it asks for less.
 */
export function retryDelayMs(
  attempt: number,
  error: unknown,
  { baseDelayMs = REQUEST_RETRY_BASE_DELAY_MS, now = Date.now } = {},
): number {
  const backoff = baseDelayMs * 2 ** attempt
  const header = causeChain(error)
    .find((item): item is HttpRequestError => item instanceof HttpRequestError)
    ?.headers?.get('retry-after')
  const serverDelay = parseRetryAfter(header, now())
  return serverDelay === undefined ? backoff : Math.max(backoff, serverDelay)
}

/**
 * Retry-After (RFC 9110 §10.2.3) in milliseconds: delta-seconds or an HTTP-date. A date in
 * the past means "now" (0); anything unparsable is ignored (undefined).
 */
export function parseRetryAfter(
  value: string | null | undefined,
  nowMs: number,
): number | undefined {
  if (value === null || value === undefined) return undefined
  const trimmed = value.trim()
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000
  // Only full dates count: Date.parse would also accept bare numbers like "-5".
  if (!/[a-z]/i.test(trimmed)) return undefined
  const date = Date.parse(trimmed)
  if (Number.isNaN(date)) return undefined
  return Math.max(0, date - nowMs)
}

export type RetryOptions = {
  retries?: number | undefined
  delayMs?: number | undefined
  signal?: AbortSignal | undefined
  sleep?: Sleep | undefined
}

/**
 * docs/limits.md#timing generic retry helper: retries any failure `retries` times (default 2) after a
 * fixed `delayMs` (default 100 ms). Aborts are not retried.
 */
export async function retry<T>(
  fn: (attempt: RetryAttempt) => Promise<T>,
  {
    retries = RETRY_HELPER_DEFAULTS.retries,
    delayMs = RETRY_HELPER_DEFAULTS.delayMs,
    signal,
    sleep = defaultSleep,
  }: RetryOptions = {},
): Promise<T> {
  return withRetry(fn, {
    retries,
    signal,
    sleep: (_ms, sig) => sleep(delayMs, sig),
    shouldRetry: (error) => !(error instanceof RequestAbortedError),
  })
}

function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new RequestAbortedError({ cause: signal.reason })
}

function causeChain(error: unknown): unknown[] {
  const chain: unknown[] = []
  let current: unknown = error
  while (
    current !== undefined &&
    current !== null &&
    !chain.includes(current) &&
    chain.length < 16
  ) {
    chain.push(current)
    current = (current as { cause?: unknown }).cause
  }
  return chain
}

function numericCode(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined
  const code = (error as { code?: unknown }).code
  return typeof code === 'number' ? code : undefined
}

function includes(list: readonly number[], value: number): boolean {
  return list.includes(value)
}
