import { describe, expect, it } from 'vitest'
import * as requestRetry from './request-retry.js'
import * as serviceTiming from './service-timing.js'
import * as timing from './timing.js'

// A plain copy: the table looks constants up by name.
const byName: Readonly<Record<string, unknown>> = { ...timing, ...serviceTiming, ...requestRetry }

describe('docs/limits.md#timing timing constants', () => {
  it.each([
    ['EMAIL_LOGIN_THROTTLE_MS', 'email login throttle is 30 s', 30_000],
    ['PORTFOLIO_BALANCE_CACHE_MS', 'portfolio balance cache expires after 30 s', 30_000],
    ['NATIVE_BALANCE_CACHE_MS', 'native balance cache expires after 30 s', 30_000],
    ['ENS_NAME_CACHE_MS', 'ENS name cache expires after 5 min', 300_000],
    ['IDENTITY_CACHE_MS', 'identity cache expires after 5 min', 300_000],
    ['BALANCE_RETRY_WINDOW_MS', 'balance retry window after a failure is 30 s', 30_000],
    ['NOTIFICATION_REPLACE_DELAY_MS', 'a replaced notification appears after 150 ms', 150],
    ['FRAME_LOAD_TIMEOUT_MS', 'frame load timeout is 20 s', 20_000],
    ['FRAME_CONNECT_TIMEOUT_MS', 'connect email/device/otp/social timeout is 30 s', 30_000],
    ['FRAME_POST_READY_DELAY_MS', 'post-ready delay is 500 ms', 500],
    ['SIGN_OUT_WAIT_MS', 'sign-out waits 3 s', 3000],
    ['MODAL_SHAKE_MS', 'modal shake lasts 500 ms', 500],
    ['ACTION_NOT_ALLOWED_DELAY_MS', "'Action not allowed' shows after 300 ms", 300],
    ['DEFAULT_POLLING_INTERVAL_MS', 'default polling interval is 4000 ms', 4000],
    ['PROTOCOL_HEARTBEAT_MS', 'protocol heartbeat is 5 s', 5000],
    ['ERROR_EVENT_LIMIT', 'at most 5 error events', 5],
    ['ERROR_EVENT_WINDOW_MS', 'error events are counted per 60 s', 60_000],
    ['REQUEST_RETRY_COUNT', 'requests are retried up to 3 times', 3],
    ['REQUEST_RETRY_BASE_DELAY_MS', 'request retry delay starts at 150 ms', 150],
  ] as const)('%s: %s', (name, _rule, value) => {
    expect(byName[name]).toBe(value)
  })

  it('names the other time constants 4 min, 10 s, 5 s, 3 s and 1 s', () => {
    expect(timing.TIME_MS).toEqual({
      oneSecond: 1000,
      threeSeconds: 3000,
      fiveSeconds: 5000,
      tenSeconds: 10_000,
      fourMinutes: 240_000,
    })
  })

  it('retry helper defaults to 2 retries with a 100 ms delay', () => {
    expect(requestRetry.RETRY_HELPER_DEFAULTS).toEqual({ retries: 2, delayMs: 100 })
  })

  it('retries HTTP 403, 408, 413, 429, 500, 502, 503, 504 and RPC codes -1, limit exceeded, internal', () => {
    expect([...requestRetry.REQUEST_RETRY_HTTP_STATUSES]).toEqual([
      403, 408, 413, 429, 500, 502, 503, 504,
    ])
    expect([...requestRetry.REQUEST_RETRY_RPC_CODES]).toEqual([-1, -32005, -32603])
  })
})
