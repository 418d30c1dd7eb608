/**
 * The time limits a chain adapter puts on its calls, and their defaults: an RPC read or a
 * wallet call without a prompt, a wallet prompt, and a page-load reconnect.
 */
import {
  DEFAULT_REQUEST_TIMEOUT_MS,
  FRAME_CONNECT_TIMEOUT_MS,
  FRAME_LOAD_TIMEOUT_MS,
  TIME_MS,
} from '../constants/timing.js'
import { type AdapterTimers, defaultAdapterTimers } from './with-timeout.js'

/** How long a wallet prompt may stay open: WalletConnect proposals live 5 minutes. */
export const WALLET_PROMPT_TIMEOUT_MS = 5 * 60 * 1000
/** Page-load reconnect of one connector, the wait for the wallet to announce or register included. */
export const RECONNECT_TIMEOUT_MS = TIME_MS.fiveSeconds

export type AdapterTimeoutParameters = {
  /** An RPC read or a wallet call without a prompt; default DEFAULT_REQUEST_TIMEOUT_MS. */
  requestTimeoutMs?: number | undefined
  /** A wallet prompt (connect, sign, send, switch); default WALLET_PROMPT_TIMEOUT_MS. */
  walletTimeoutMs?: number | undefined
  /** A page-load reconnect; default RECONNECT_TIMEOUT_MS. */
  reconnectTimeoutMs?: number | undefined
  /** Default: the host's timers. */
  timers?: AdapterTimers | undefined
}

export type AdapterTimeouts = {
  requestTimeoutMs: number
  walletTimeoutMs: number
  reconnectTimeoutMs: number
  timers: AdapterTimers
}

export function resolveAdapterTimeouts(parameters: AdapterTimeoutParameters): AdapterTimeouts {
  return {
    requestTimeoutMs: parameters.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS,
    walletTimeoutMs: parameters.walletTimeoutMs ?? WALLET_PROMPT_TIMEOUT_MS,
    reconnectTimeoutMs: parameters.reconnectTimeoutMs ?? RECONNECT_TIMEOUT_MS,
    timers: parameters.timers ?? defaultAdapterTimers,
  }
}

/**
 * The page-load reconnect limit of the embedded wallet: its frame answers only once it has
 * loaded and asked frame-host for the session, so it gets that long, never less.
 */
export function embeddedWalletReconnectTimeoutMs(reconnectTimeoutMs: number): number {
  return Math.max(reconnectTimeoutMs, FRAME_LOAD_TIMEOUT_MS + FRAME_CONNECT_TIMEOUT_MS)
}
