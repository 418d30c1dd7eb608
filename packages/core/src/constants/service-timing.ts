/**
 * The durations of what loads on use (docs/limits.md#timing): the caches, polling, request
 * retries, and the swap and send forms' debounces. Apart from timing.ts, which the first
 * load reads.
 */
import { MINUTE_MS, SECOND_MS } from './timing.js'

/** docs/limits.md#cache-expiry: portfolio (token) balance. */
export const PORTFOLIO_BALANCE_CACHE_MS = 30 * SECOND_MS
/** docs/limits.md#cache-expiry: native balance. */
export const NATIVE_BALANCE_CACHE_MS = 30 * SECOND_MS
/** docs/limits.md#cache-expiry: ENS name. */
export const ENS_NAME_CACHE_MS = 5 * MINUTE_MS
/** docs/limits.md#cache-expiry: identity (name, avatar). */
export const IDENTITY_CACHE_MS = 5 * MINUTE_MS

/** docs/limits.md#timing: default polling interval (balances, transaction status). */
export const DEFAULT_POLLING_INTERVAL_MS = 4000

/** docs/limits.md#timing: defaults of the generic retry helper. */
export const RETRY_HELPER_DEFAULTS = { retries: 2, delayMs: 100 } as const

/** docs/services.md#retries, docs/limits.md#timing: up to 3 retries. */
export const REQUEST_RETRY_COUNT = 3
/** docs/services.md#retries, docs/limits.md#timing: exponential delay from a 150 ms base. */
export const REQUEST_RETRY_BASE_DELAY_MS = 150
/** docs/services.md#retries: HTTP statuses that are retried. */
export const REQUEST_RETRY_HTTP_STATUSES = [403, 408, 413, 429, 500, 502, 503, 504] as const
/** docs/services.md#retries: JSON-RPC codes that are retried (-1, limit exceeded, internal). */
export const REQUEST_RETRY_RPC_CODES = [-1, -32005, -32603] as const

/** docs/account-features.md#swap: the quote follows the typed amount once typing pauses this long. */
export const SWAP_QUOTE_DEBOUNCE_MS = 400
/** How long the swap waits between allowance reads after sending an approval. */
export const SWAP_APPROVAL_POLL_MS = 1_500
/** How many allowance reads the swap makes before it gives the approval up. */
export const SWAP_APPROVAL_POLL_ATTEMPTS = 40
/** docs/account-features.md#send: the network fee is estimated again once typing pauses this long. */
export const SEND_FEE_DEBOUNCE_MS = 350
