import { describe, expect, it } from 'vitest'
import { DEFAULT_REQUEST_TIMEOUT_MS } from '../constants/timing.js'
import {
  embeddedWalletReconnectTimeoutMs,
  RECONNECT_TIMEOUT_MS,
  resolveAdapterTimeouts,
  WALLET_PROMPT_TIMEOUT_MS,
} from './timeouts.js'
import { type AdapterTimers, defaultAdapterTimers } from './with-timeout.js'

describe('resolveAdapterTimeouts', () => {
  it('gives every limit its default: 10 s per request, 5 min per prompt, 5 s per reconnect', () => {
    expect(resolveAdapterTimeouts({})).toEqual({
      requestTimeoutMs: DEFAULT_REQUEST_TIMEOUT_MS,
      walletTimeoutMs: WALLET_PROMPT_TIMEOUT_MS,
      reconnectTimeoutMs: RECONNECT_TIMEOUT_MS,
      timers: defaultAdapterTimers,
    })
    expect([DEFAULT_REQUEST_TIMEOUT_MS, WALLET_PROMPT_TIMEOUT_MS, RECONNECT_TIMEOUT_MS]).toEqual([
      10_000, 300_000, 5_000,
    ])
  })

  it('keeps what the app gives', () => {
    const timers: AdapterTimers = { setTimeout: () => 1, clearTimeout: () => {} }
    expect(
      resolveAdapterTimeouts({
        requestTimeoutMs: 1,
        walletTimeoutMs: 2,
        reconnectTimeoutMs: 3,
        timers,
      }),
    ).toEqual({ requestTimeoutMs: 1, walletTimeoutMs: 2, reconnectTimeoutMs: 3, timers })
  })
})

describe('embeddedWalletReconnectTimeoutMs', () => {
  it('gives the embedded wallet at least the frame load and connect time (50 s)', () => {
    expect(embeddedWalletReconnectTimeoutMs(RECONNECT_TIMEOUT_MS)).toBe(50_000)
    expect(embeddedWalletReconnectTimeoutMs(60_000)).toBe(60_000)
  })
})
