import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { NOTIFICATION_REPLACE_DELAY_MS } from '../constants/timing.js'
import { TokenBalanceUnavailableError } from '../errors/account.js'
import { createNotificationController, NOTIFICATION_AUTO_CLOSE_MS } from './notification.js'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('notification banner (docs/overview.md#notifications)', () => {
  it('shows each variant (loading, success, error) with its message and optional icon', () => {
    const notification = createNotificationController()
    notification.showLoading('Authenticating...', { icon: 'spinner' })
    expect(notification.state).toMatchObject({
      open: true,
      variant: 'loading',
      message: 'Authenticating...',
      icon: 'spinner',
    })
    notification.hide()
    notification.showSuccess('Done')
    expect(notification.state).toMatchObject({ open: true, variant: 'success', icon: undefined })
    notification.hide()
    notification.showError('Token Balance Unavailable')
    expect(notification.state).toMatchObject({ open: true, variant: 'error' })
  })

  it('closes automatically by default after the auto-close duration', () => {
    const notification = createNotificationController()
    notification.showSuccess('Copied')
    vi.advanceTimersByTime(NOTIFICATION_AUTO_CLOSE_MS - 1)
    expect(notification.state.open).toBe(true)
    vi.advanceTimersByTime(1)
    expect(notification.state.open).toBe(false)
  })

  it('uses 3 s, one of the docs/limits.md#timing "other time constants", as the auto-close duration', () => {
    expect(NOTIFICATION_AUTO_CLOSE_MS).toBe(3000)
  })

  it('stays open when autoClose is false', () => {
    const notification = createNotificationController()
    notification.showLoading('Authenticating...', { autoClose: false })
    vi.advanceTimersByTime(60_000)
    expect(notification.state.open).toBe(true)
  })

  it('closes the open banner and shows the new one after 150 ms', () => {
    const notification = createNotificationController()
    notification.showLoading('Authenticating...', { autoClose: false })
    notification.showError('Signature declined')
    expect(notification.state.open).toBe(false)
    vi.advanceTimersByTime(NOTIFICATION_REPLACE_DELAY_MS - 1)
    expect(notification.state.open).toBe(false)
    vi.advanceTimersByTime(1)
    expect(notification.state).toMatchObject({
      open: true,
      variant: 'error',
      message: 'Signature declined',
    })
    expect(NOTIFICATION_REPLACE_DELAY_MS).toBe(150)
  })

  it('the replaced banner auto-close timer does not close the new banner early', () => {
    const notification = createNotificationController()
    notification.showSuccess('First')
    vi.advanceTimersByTime(NOTIFICATION_AUTO_CLOSE_MS - 10)
    notification.showSuccess('Second')
    vi.advanceTimersByTime(NOTIFICATION_REPLACE_DELAY_MS + 20)
    expect(notification.state).toMatchObject({ open: true, message: 'Second' })
  })

  it('shows a first banner immediately when none is open', () => {
    const notification = createNotificationController()
    notification.showSuccess('Now')
    expect(notification.state.open).toBe(true)
  })

  it('hide closes the banner and cancels a pending replacement', () => {
    const notification = createNotificationController()
    notification.showSuccess('First')
    notification.showError('Second')
    notification.hide()
    vi.advanceTimersByTime(NOTIFICATION_REPLACE_DELAY_MS * 2)
    expect(notification.state.open).toBe(false)
  })

  it('uses injected timers when given', () => {
    const setTimeout = vi.fn(() => 1)
    const clearTimeout = vi.fn()
    const notification = createNotificationController({ timers: { setTimeout, clearTimeout } })
    notification.showSuccess('Hi')
    expect(setTimeout).toHaveBeenCalledWith(expect.any(Function), NOTIFICATION_AUTO_CLOSE_MS)
  })
})

/** viem's shape: its own BaseError with a long message naming the URL, body and version. */
function viemLikeError(): Error {
  return Object.assign(
    new Error(
      'HTTP request failed.\n\nURL: http://127.0.0.1:8545\nRequest body: {"method":"eth_getBalance"}\n\nVersion: viem@2.38.0',
    ),
    { name: 'HttpRequestError', shortMessage: 'HTTP request failed.' },
  )
}

describe('error banner text (docs/errors.md#texts-that-are-not-errors)', () => {
  function setup() {
    const logged: unknown[][] = []
    const notification = createNotificationController({
      debug: (...args) => {
        logged.push(args)
      },
    })
    return { notification, logged }
  }

  it("shows a Keyway error's short message, and the whole error (cause included) only in the debug log", () => {
    const { notification, logged } = setup()
    const cause = viemLikeError()
    const error = new TokenBalanceUnavailableError({ cause })
    notification.showError(error)
    expect(notification.state).toMatchObject({
      open: true,
      variant: 'error',
      message: 'Token Balance Unavailable',
    })
    expect(logged).toEqual([['Keyway: Token Balance Unavailable', error]])
  })

  it("never shows a library's text: a viem-like error gives a plain sentence", () => {
    const { notification, logged } = setup()
    const error = viemLikeError()
    notification.showError(error)
    expect(notification.state.message).toBe('Something went wrong')
    expect(logged[0]?.[1]).toBe(error)
  })

  it('never shows a SyntaxError of JSON.parse; a fallback given by the caller wins', () => {
    const { notification } = setup()
    notification.showError(new SyntaxError('Unterminated string in JSON at position 35'), {
      fallback: 'Failed to disconnect',
    })
    expect(notification.state.message).toBe('Failed to disconnect')
  })

  it('shows a string as is: it is already user text, so nothing is logged', () => {
    const { notification, logged } = setup()
    notification.showError('Signature declined')
    expect(notification.state.message).toBe('Signature declined')
    expect(logged).toEqual([])
  })
})
