/**
 * The request retries' numbers (docs/services.md#retries, docs/limits.md#timing), read by the
 * service clients' retry (api/retry.ts) alone. Apart from service-timing.ts, which many
 * lazy chunks share: a page that asks the configuration service at load fetches these with
 * the retry, not the other durations in a file of their own.
 */

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
