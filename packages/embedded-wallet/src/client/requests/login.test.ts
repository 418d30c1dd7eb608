import { describe, expect, it } from 'vitest'
import { connectEmail, connectOtp, connectSocial, isConnected, signOut } from './login.js'
import { createTestContext, USER } from './test-context.test-helpers.js'

describe('login requests', () => {
  it('connectEmail starts the 30 s throttle, then the accepted code stores that email', async () => {
    const { ctx, calls, storage, state } = createTestContext({
      connectEmail: () => ({ action: 'VERIFY_OTP' }),
      getUser: () => USER,
    })
    await connectEmail(ctx, { email: 'me@example.com' })
    expect(storage.get('lastEmailLoginTime')).toBe(1_000_000)
    await connectOtp(ctx, { otp: '123456' })
    expect(calls.map((call) => call.event)).toEqual(['connectEmail', 'connectOtp', 'getUser'])
    // The frame named no email: the one the code was mailed to is stored.
    expect(storage.get('email')).toBe('me@example.com')
    expect(storage.get('lastUsedChainId')).toBe('eip155:1')
    expect(state().user).toEqual(USER)
  })

  it('checks the email and the code before the frame is asked', async () => {
    const { ctx, calls } = createTestContext()
    await expect(connectEmail(ctx, { email: 'nope' })).rejects.toMatchObject({
      name: 'InvalidEmailError',
    })
    await expect(connectOtp(ctx, { otp: 1 as unknown as string })).rejects.toMatchObject({
      name: 'InvalidOtpError',
    })
    expect(calls).toEqual([])
  })

  it('connectSocial({}) waits with the person-sized limit and tells the frame of an abort', async () => {
    const { ctx, calls } = createTestContext({ connectSocial: () => ({ ...USER, userName: 'me' }) })
    await connectSocial(ctx, {})
    const [waiting] = calls
    expect(waiting?.options.timeoutMs).toBe(ctx.timeouts.userActionMs)
    waiting?.options.onAbortSent?.('request-1')
    expect(calls.at(-1)).toMatchObject({ event: 'rpcAbort', payload: { requestId: 'request-1' } })
    // With the provider's redirect it answers within the usual limit.
    await connectSocial(ctx, { uri: 'https://frame.example/cb?code=1' })
    expect(calls.at(-1)?.options.timeoutMs).toBeUndefined()
  })

  it('a social login without an email sets the login-used flag and keeps the username', async () => {
    const { ctx, storage } = createTestContext({
      connectSocial: () => ({ ...USER, userName: 'me.eth' }),
    })
    await connectSocial(ctx, {})
    expect(storage.get('emailLoginUsed')).toBe(true)
    expect(storage.get('socialUsername')).toBe('me.eth')
  })

  it('signOut clears the session even when the frame does not answer', async () => {
    const { ctx, storage, logs, state } = createTestContext({
      signOut: () => {
        throw new Error('no frame')
      },
    })
    storage.set('sessionToken', 'token')
    ctx.update({ user: USER })
    await signOut(ctx)
    expect(storage.get('sessionToken')).toBeUndefined()
    expect(state().user).toBeUndefined()
    expect(logs).toEqual(['embedded wallet: sign-out did not complete in the frame'])
  })

  it("isConnected: a failure counts as signed out, the caller's abort does not", async () => {
    const { ctx, state } = createTestContext({
      isConnected: () => {
        throw new Error('timed out')
      },
    })
    ctx.update({ user: USER })
    await expect(isConnected(ctx, { signal: AbortSignal.abort() })).rejects.toThrow('timed out')
    expect(state().user).toEqual(USER)
    await expect(isConnected(ctx)).resolves.toBe(false)
    expect(state().user).toBeUndefined()
  })
})
