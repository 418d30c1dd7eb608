import { describe, expect, it } from 'vitest'
import { createTestAuthProvider } from '../../adapter/test-auth-provider.js'
import { FrameError } from '../../errors/embedded-wallet-frame.js'
import type { Connector } from '../../types/connector.js'
import {
  connectAuthShown,
  type EmailLoginFlowContext,
  initialEmbeddedWalletState,
  resendEmailCode,
  submitEmail,
  submitOtp,
  waitForDevice,
} from './email-login-flow.js'

/** Plain state, the test provider, and stand-ins that record what the views would see. */
function setup(options: { connectFails?: boolean; retryAfter?: number } = {}) {
  const { provider, calls } = createTestAuthProvider()
  const connector: Connector = {
    id: 'embeddedWallet',
    name: 'Email',
    chain: 'eip155',
    type: 'AUTH',
    provider,
  }
  const record = (name: string) => (value?: unknown) => {
    calls.push(value === undefined ? name : `${name}:${String(value)}`)
  }
  const state = initialEmbeddedWalletState()
  const context: EmailLoginFlowContext = {
    state,
    requireAuth: () => ({ connector, provider }),
    emailLogin: { getRetryAfterSeconds: () => options.retryAfter ?? 0 },
    connect: async () => {
      calls.push('connect')
      if (options.connectFails) throw new Error('connector failed')
    },
    disconnect: async () => calls.push('disconnect'),
    clearLoginCache: record('clearLoginCache'),
    router: { push: record('push'), replace: record('replace'), reset: record('reset') },
    notification: {
      showLoading: record('showLoading'),
      showError: () => calls.push('showError'),
      hide: record('hide'),
    },
  }
  return { context, state, provider, calls }
}

describe('connectAuthShown', () => {
  it('connects, then hides the toast and leaves the connecting step', async () => {
    const { context, state, calls } = setup()
    const done: string[] = []
    const auth = context.requireAuth()
    await expect(
      connectAuthShown(context, { auth, onConnected: () => done.push('recorded') }),
    ).resolves.toBe(true)
    expect(done).toEqual(['recorded'])
    expect(calls).toEqual(['connect', 'hide'])
    expect(state).toMatchObject({ step: 'email', loading: false, error: undefined })
  })

  it('a failed connect disconnects, resets to Connect and shows the message under the field, or as a toast', async () => {
    const { context, state, calls } = setup({ connectFails: true })
    const auth = context.requireAuth()
    await expect(connectAuthShown(context, { auth })).resolves.toBe(false)
    expect(calls).toEqual(['connect', 'disconnect', 'clearLoginCache', 'hide', 'reset:Connect'])
    expect(state).toMatchObject({ step: 'email', retry: 'email', loading: false })
    expect(state.error).toBe('A problem occurred while trying initialize authentication')
    calls.length = 0
    Object.assign(state, initialEmbeddedWalletState())
    await connectAuthShown(context, { auth, showError: true })
    expect(calls.slice(-1)).toEqual(['showError'])
    expect(state).toMatchObject({ error: undefined, retry: undefined, loading: false })
  })
})

describe('submitEmail', () => {
  it('mails the code and shows the code view; a new device shows the device view, then the code view', async () => {
    const { context, state, provider, calls } = setup()
    await expect(submitEmail(context, { email: ' me@example.com ' })).resolves.toBe(true)
    expect(calls.slice(-1)).toEqual(['push:EmailVerifyOtp'])
    expect(state).toMatchObject({ step: 'otp', email: 'me@example.com', loading: false })
    provider.connectEmail = async () => ({ action: 'VERIFY_DEVICE' })
    calls.length = 0
    await submitEmail(context, { email: 'me@example.com' })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(calls).toEqual([
      'load',
      'push:EmailVerifyDevice',
      'connectDevice',
      'replace:EmailVerifyOtp',
    ])
    expect(state.step).toBe('otp')
  })

  it('a bad email or the throttle is fixed by editing or waiting; a frame failure by Retry', async () => {
    const { context, state } = setup({ retryAfter: 12 })
    await expect(submitEmail(context, { email: 'a@b' })).resolves.toBe(false)
    expect(state).toMatchObject({ retry: undefined, email: undefined, loading: false })
    await submitEmail(context, { email: 'me@example.com' })
    expect(state).toMatchObject({ retry: undefined, email: 'me@example.com' })
    expect(state.error).toBe('Please try again after 12 seconds')
    const failing = setup()
    failing.provider.connectEmail = async () => {
      throw new FrameError('frame unreachable')
    }
    await submitEmail(failing.context, { email: 'me@example.com' })
    expect(failing.state).toMatchObject({ retry: 'email', email: 'me@example.com', step: 'email' })
  })
})

describe('resendEmailCode', () => {
  it('mails the kept email again; without one there is nothing to resend', async () => {
    const { context, state, calls } = setup()
    await expect(resendEmailCode(context)).resolves.toBe(false)
    expect(state.error).toBeDefined()
    expect(state.retry).toBeUndefined()
    state.email = 'me@example.com'
    await expect(resendEmailCode(context)).resolves.toBe(true)
    expect(calls).toContain('connectEmail:me@example.com')
  })
})

describe('waitForDevice', () => {
  it('a failure shows Retry on the device view; once the view was left it shows nothing', async () => {
    const { context, state, provider, calls } = setup()
    provider.connectDevice = async () => {
      throw new FrameError('timed out')
    }
    state.step = 'device'
    await expect(waitForDevice(context)).resolves.toBe(false)
    expect(state).toMatchObject({ step: 'device', retry: 'device', loading: false })
    state.step = 'email'
    state.error = undefined
    await waitForDevice(context)
    expect(state.error).toBeUndefined()
    provider.connectDevice = async () => ({})
    await expect(waitForDevice(context)).resolves.toBe(false)
    expect(calls).not.toContain('replace:EmailVerifyOtp')
  })
})

describe('submitOtp', () => {
  it('a wrong code stays on the view without Retry; a failed connect resets to Connect with Retry', async () => {
    const { context, state, provider, calls } = setup()
    provider.connectOtp = async () => {
      throw new FrameError('Invalid code')
    }
    await expect(submitOtp(context, { otp: '000000' })).resolves.toBe(false)
    expect(calls).toEqual(['showLoading:Authenticating...', 'hide'])
    expect(state).toMatchObject({ retry: undefined, loading: false })
    const failing = setup({ connectFails: true })
    await expect(submitOtp(failing.context, { otp: '123456' })).resolves.toBe(false)
    expect(failing.calls).toContain('reset:Connect')
    expect(failing.state).toMatchObject({ step: 'email', retry: 'email', loading: false })
    const right = setup()
    right.state.step = 'otp'
    await expect(submitOtp(right.context, { otp: '123456' })).resolves.toBe(true)
    expect(right.calls).toEqual([
      'showLoading:Authenticating...',
      'connectOtp:123456',
      'connect',
      'hide',
    ])
    expect(right.state).toMatchObject({ step: 'email', loading: false })
  })
})
