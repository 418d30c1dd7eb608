/**
 * The durations of what loads on use (docs/limits.md#timing): the caches, polling, request
 * retries, the swap and send forms' debounces, the embedded wallet's frame and the
 * WalletConnect view's relay retries. Apart from timing.ts, which the first load reads.
 */
import { MINUTE_MS, SECOND_MS, TIME_MS } from './timing.js'

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

/** docs/account-features.md#swap: the quote follows the typed amount once typing pauses this long. */
export const SWAP_QUOTE_DEBOUNCE_MS = 400
/** How long the swap waits between allowance reads after sending an approval. */
export const SWAP_APPROVAL_POLL_MS = 1_500
/** How many allowance reads the swap makes before it gives the approval up. */
export const SWAP_APPROVAL_POLL_ATTEMPTS = 40
/** docs/account-features.md#send: the network fee is estimated again once typing pauses this long. */
export const SEND_FEE_DEBOUNCE_MS = 350

/** docs/embedded-wallet.md#loading-the-frame: initialized about 500 ms after the frame's ready event. */
export const FRAME_POST_READY_DELAY_MS = 500
/** docs/limits.md#timing: how long sign-out waits for the frame. */
export const SIGN_OUT_WAIT_MS = 3 * SECOND_MS
/** docs/roles.md#safe-and-unsafe-methods: the 'Action not allowed' UI error is shown after 300 ms. */
export const ACTION_NOT_ALLOWED_DELAY_MS = 300

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
