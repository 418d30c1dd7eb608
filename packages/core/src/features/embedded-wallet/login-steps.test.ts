import { describe, expect, it } from 'vitest'
import { createTestAuthProvider } from '../../adapter/test-auth-provider.js'
import type { Connector } from '../../types/connector.js'
import { checkEmailCode, connectAuthConnector, sendEmailCode } from './login-steps.js'

describe('sendEmailCode', () => {
  it('loads the frame, then asks it to mail the trimmed email; "device" for a new device', async () => {
    const { provider, calls } = createTestAuthProvider()
    const sent = await sendEmailCode(
      { provider, getRetryAfterSeconds: () => 0 },
      { email: ' me@example.com ' },
    )
    expect(sent).toEqual({ email: 'me@example.com', next: 'otp' })
    expect(calls).toEqual(['load', 'connectEmail:me@example.com'])
    provider.connectEmail = async () => ({ action: 'VERIFY_DEVICE' })
    await expect(
      sendEmailCode({ provider, getRetryAfterSeconds: () => 0 }, { email: 'me@example.com' }),
    ).resolves.toMatchObject({ next: 'device' })
  })

  it('checks the email before the frame, and the throttle after loading it', async () => {
    const { provider, calls } = createTestAuthProvider()
    await expect(
      sendEmailCode({ provider, getRetryAfterSeconds: () => 0 }, { email: 'a@b' }),
    ).rejects.toMatchObject({ name: 'InvalidEmailError' })
    expect(calls).toEqual([])
    await expect(
      sendEmailCode({ provider, getRetryAfterSeconds: () => 12 }, { email: 'me@example.com' }),
    ).rejects.toMatchObject({ shortMessage: 'Please try again after 12 seconds' })
    expect(calls).toEqual(['load'])
  })
})

describe('checkEmailCode', () => {
  it("answers the frame's user for the code", async () => {
    const { provider, calls } = createTestAuthProvider()
    await expect(checkEmailCode(provider, { code: '123456' })).resolves.toMatchObject({
      email: 'person@example.com',
    })
    expect(calls).toEqual(['connectOtp:123456'])
  })
})

describe('connectAuthConnector', () => {
  const connector: Connector = { id: 'auth', name: 'Email', chain: 'eip155', type: 'AUTH' }
  const auth = { connector, provider: createTestAuthProvider().provider }

  it('connects the connector', async () => {
    const done: string[] = []
    await connectAuthConnector(
      {
        connect: async (c) => done.push(`connect:${c.id}`),
        disconnect: async () => done.push('disconnect'),
        clearLoginCache: () => done.push('clear'),
      },
      auth,
    )
    expect(done).toEqual(['connect:auth'])
  })

  it('on failure disconnects, clears the login cache and throws AuthInitializationError', async () => {
    const done: string[] = []
    const failure = new Error('no session')
    const error = await connectAuthConnector(
      {
        connect: async () => {
          throw failure
        },
        disconnect: async () => {
          done.push('disconnect')
          throw new Error('already gone')
        },
        clearLoginCache: () => done.push('clear'),
      },
      auth,
    ).catch((caught: unknown) => caught)
    expect(done).toEqual(['disconnect', 'clear'])
    expect(error).toMatchObject({
      name: 'AuthInitializationError',
      shortMessage: 'A problem occurred while trying initialize authentication',
      cause: failure,
    })
  })
})
