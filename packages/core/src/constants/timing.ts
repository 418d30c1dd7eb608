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
/** docs/embedded-wallet.md#loading-the-frame: initialized about 500 ms after the frame's ready event. */
export const FRAME_POST_READY_DELAY_MS = 500
/** docs/limits.md#timing: how long sign-out waits for the frame. */
export const SIGN_OUT_WAIT_MS = 3 * SECOND_MS

/** docs/limits.md#timing: duration of the modal shake animation. */
export const MODAL_SHAKE_MS = 500
/** docs/roles.md#safe-and-unsafe-methods: the 'Action not allowed' UI error is shown after 300 ms. */
export const ACTION_NOT_ALLOWED_DELAY_MS = 300

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

/**
 * The WalletConnect view's automatic retries while the relay can't be reached: each waits
 * this long after the previous attempt ended, then reopens the socket and asks for a
 * pairing uri again (up to WALLETCONNECT_URI_WAIT_MS). Exponential from 1 s (a docs/limits.md#timing "other
 * time constant"), doubling, 5 retries; then only the view's Try again button, which
 * starts the schedule over. The spec gives no relay schedule; docs/services.md#retries's request retry
 * (3 retries from 150 ms) is for HTTP calls and far too quick for a socket.
 */
export const WALLETCONNECT_RELAY_RETRY_DELAYS_MS = [
  TIME_MS.oneSecond,
  2 * TIME_MS.oneSecond,
  4 * TIME_MS.oneSecond,
  8 * TIME_MS.oneSecond,
  16 * TIME_MS.oneSecond,
] as const

/**
 * How many times the WalletConnect view renews an expired pairing with a new QR code by
 * itself (docs/connection.md#walletconnect-pairing: a pairing is reused for 4 minutes, the proposal lives 5). After that
 * it says the QR code expired, with Try again: nobody is looking at a QR code that long.
 */
export const WALLETCONNECT_PAIRING_RENEWALS = 2

/** docs/limits.md#timing: heartbeat of the wallet-connect protocol. */
export const PROTOCOL_HEARTBEAT_MS = 5 * SECOND_MS

/** docs/validation.md, docs/limits.md#timing: error reporting sends at most 5 error events per 60 s. */
export const ERROR_EVENT_LIMIT = 5
/** docs/validation.md, docs/limits.md#timing: the window of {@link ERROR_EVENT_LIMIT}. */
export const ERROR_EVENT_WINDOW_MS = 60 * SECOND_MS

/**
 * Default timeout of one HTTP/JSON-RPC call. The spec gives none; every network call has
 * one so that nothing waits forever. 10 s is one of the docs/limits.md#timing "other time constants".
 */
export const DEFAULT_REQUEST_TIMEOUT_MS = 10 * SECOND_MS
