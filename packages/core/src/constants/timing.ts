/**
 * Every timing of docs/limits.md#timing (and the few timings of docs/connection.md, docs/validation.md and docs/roles.md), in milliseconds.
 * Controllers take a clock/timers as dependencies; these are only the durations. The
 * durations of the services and features that load on use (caches, polling, retries, the
 * swap and send forms) are in service-timing.ts.
 */

export const SECOND_MS = 1000
export const MINUTE_MS = 60 * SECOND_MS

/** docs/embedded-wallet.md#email-login, docs/validation.md#email-and-social-login: a repeat email login is blocked for 30 s after the last one. */
export const EMAIL_LOGIN_THROTTLE_MS = 30 * SECOND_MS

/** docs/account-features.md#balances: a retry within 30 s of a failure returns an empty list. */
export const BALANCE_RETRY_WINDOW_MS = 30 * SECOND_MS

/** docs/overview.md#notifications: an open notification is closed and the new one appears after 150 ms. */
export const NOTIFICATION_REPLACE_DELAY_MS = 150

/** docs/limits.md#timing: the embedded-wallet frame must load within 20 s. */
export const FRAME_LOAD_TIMEOUT_MS = 20 * SECOND_MS
/** docs/limits.md#timing: timeout of connect email/device/otp/social and of the social redirect uri. */
export const FRAME_CONNECT_TIMEOUT_MS = 30 * SECOND_MS
/** docs/limits.md#timing: duration of the modal shake animation. */
export const MODAL_SHAKE_MS = 500
/** docs/limits.md#timing: named durations used across controllers. */
export const TIME_MS = {
  oneSecond: SECOND_MS,
  threeSeconds: 3 * SECOND_MS,
  fiveSeconds: 5 * SECOND_MS,
  tenSeconds: 10 * SECOND_MS,
  fourMinutes: 4 * MINUTE_MS,
} as const

/**
 * How long the WalletConnect view waits for a pairing URI before it says the relay cannot
 * be reached and offers a retry (a docs/limits.md#timing "other time constant"): a relay that is down or
 * silent otherwise leaves an empty QR code for as long as one waits.
 */
export const WALLETCONNECT_URI_WAIT_MS = TIME_MS.tenSeconds

/** docs/validation.md, docs/limits.md#timing: error reporting sends at most 5 error events per 60 s. */
export const ERROR_EVENT_LIMIT = 5
/** docs/validation.md, docs/limits.md#timing: the window of {@link ERROR_EVENT_LIMIT}. */
export const ERROR_EVENT_WINDOW_MS = 60 * SECOND_MS

/**
 * Default timeout of one HTTP/JSON-RPC call. The spec gives none; every network call has
 * one so that nothing waits forever. 10 s is one of the docs/limits.md#timing "other time constants".
 */
export const DEFAULT_REQUEST_TIMEOUT_MS = 10 * SECOND_MS
