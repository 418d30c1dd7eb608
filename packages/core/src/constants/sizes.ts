/** Every size and count limit of docs/limits.md#sizes. */

/** docs/limits.md#sizes: how many recent wallets are kept. */
export const RECENT_WALLETS_LIMIT = 2

/** docs/limits.md#sizes: entries per page of the wallet catalogue. */
export const WALLET_PAGE_SIZE = 40
/** docs/limits.md#sizes: how many recommended wallets are shown. */
export const RECOMMENDED_WALLETS_COUNT = 4
/** docs/limits.md#sizes: entries fetched for a wallet search. */
export const WALLET_SEARCH_PAGE_SIZE = 100
/** docs/limits.md#timing: a wallet search shows its loading state for at least 300 ms. */
export const WALLET_SEARCH_MIN_WAIT_MS = 300
/** docs/limits.md#sizes: wallet images are prefetched for the first 20 wallets. */
export const WALLET_IMAGE_PREFETCH_COUNT = 20

/** docs/limits.md#sizes: at most 99 pending transactions are tracked. */
export const PENDING_TRANSACTIONS_LIMIT = 99

/** docs/limits.md#cache-expiry: entries of the request cache. */
export const REQUEST_CACHE_SIZE = 8192
/** docs/limits.md#cache-expiry: entries of the address-check cache. */
export const ADDRESS_CHECK_CACHE_SIZE = 8192

/** docs/limits.md#sizes: the log buffer holds about 1 MB (counted in UTF-16 code units by the logger). */
export const LOG_BUFFER_SIZE_BYTES = 1024 * 1024

/** docs/limits.md#sizes: maximum listeners per event-emitter event. */
export const EVENT_EMITTER_MAX_LISTENERS = 10
