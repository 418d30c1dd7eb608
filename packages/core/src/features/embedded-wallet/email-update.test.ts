import { describe, expect, it } from 'vitest'
import { createTestAuthProvider } from '../../adapter/test-auth-provider.js'
import type { ChainNamespace } from '../../chains/types.js'
import type { EmbeddedWalletUser } from '../../types/account.js'
import {
  checkPrimaryCode,
  checkSecondaryCode,
  type EmailUpdateContext,
  emailUpdateRoute,
  requestEmailUpdate,
  resendThrottle,
  verifyUpdateCode,
} from './email-update.js'

const USER: EmbeddedWalletUser = {
  address: '0x1111111111111111111111111111111111111111',
  chainId: 'eip155:1',
  email: 'old@example.com',
}

/** Plain state, a fixed clock, the test provider and stand-in stores recording calls. */
function setup(
  users: Partial<Record<ChainNamespace, EmbeddedWalletUser | undefined>> = { eip155: USER },
) {
  const { provider, calls } = createTestAuthProvider()
  const context: EmailUpdateContext = {
    state: { step: 'email', newEmail: undefined, error: undefined, loading: false },
    sent: { at: undefined },
    now: () => 1_000,
    getProvider: () => provider,
    emailLogin: { onEmailUpdated: (email) => calls.push(`onEmailUpdated:${email}`) },
    account: {
      state: { byNamespace: { eip155: {}, solana: {}, bip122: {} } },
      getAccountState: (namespace) => ({ user: users[namespace] }),
      setUser: (namespace, user) => {
        calls.push(`setUser:${namespace}`)
        users[namespace] = user
      },
    },
  }
  return { context, provider, calls, users }
}

describe('requestEmailUpdate', () => {
  it('mails the first code for the trimmed address and answers the step the frame asks for', async () => {
    const { context, provider, calls } = setup()
    await expect(requestEmailUpdate(context, { newEmail: ' new@example.com ' })).resolves.toBe(
      'primary',
    )
    expect(calls).toEqual(['updateEmail:new@example.com'])
    expect(context.state.newEmail).toBe('new@example.com')
    expect(context.sent.at).toBe(1_000)
    provider.updateEmail = async () => ({ action: 'VERIFY_SECONDARY_OTP' })
    await expect(requestEmailUpdate(context, { newEmail: 'new@example.com' })).resolves.toBe(
      'secondary',
    )
  })

  it('checks the address before asking for the provider; a given-up request stores nothing', async () => {
    const { context } = setup()
    context.getProvider = () => {
      throw new Error('asked for the provider')
    }
    await expect(requestEmailUpdate(context, { newEmail: 'a@b' })).rejects.toMatchObject({
      name: 'InvalidEmailError',
    })
    const { context: answering } = setup()
    const controller = new AbortController()
    controller.abort()
    await expect(
      requestEmailUpdate(answering, { newEmail: 'new@example.com', signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'RequestAbortedError' })
    expect(answering.state.newEmail).toBeUndefined()
    expect(answering.sent.at).toBeUndefined()
  })
})

describe('the two codes', () => {
  it('the primary code moves to the secondary step; the secondary one stores the email everywhere', async () => {
    const users = { eip155: USER, solana: { ...USER, chainId: 'solana:1' } }
    const { context, calls } = setup(users)
    Object.assign(context.state, { step: 'primary', newEmail: 'new@example.com', loading: true })
    await checkPrimaryCode(context, { code: '123456' })
    expect(context.state.step).toBe('secondary')
    expect(context.sent.at).toBe(1_000)
    await expect(checkSecondaryCode(context, { code: '654321' })).resolves.toBe('new@example.com')
    expect(calls).toEqual([
      'updateEmailPrimaryOtp:123456',
      'updateEmailSecondaryOtp:654321',
      'onEmailUpdated:new@example.com',
      'setUser:eip155',
      'setUser:solana',
    ])
    expect(users.solana.email).toBe('new@example.com')
    expect(context.state).toEqual({
      step: 'email',
      newEmail: undefined,
      error: undefined,
      loading: false,
    })
    expect(context.sent.at).toBeUndefined()
  })
})

describe('verifyUpdateCode', () => {
  it('checks the code of the step under way; none before updateEmail', async () => {
    const { context } = setup()
    await expect(verifyUpdateCode(context, { code: '123456' })).rejects.toMatchObject({
      name: 'AuthInitializationError',
    })
    context.state.step = 'primary'
    await expect(verifyUpdateCode(context, { code: '123456' })).resolves.toEqual({
      step: 'secondary',
    })
    await expect(verifyUpdateCode(context, { code: '123456' })).resolves.toEqual({
      step: 'done',
      email: 'new@example.com',
    })
  })
})

describe('resendThrottle', () => {
  it('lets a code through 30 s after the last one, else names the seconds left', () => {
    expect(resendThrottle({ sent: { at: undefined }, now: () => 0 })).toBeUndefined()
    expect(resendThrottle({ sent: { at: 0 }, now: () => 30_000 })).toBeUndefined()
    expect(resendThrottle({ sent: { at: 0 }, now: () => 18_500 })).toMatchObject({
      shortMessage: 'Please try again after 12 seconds',
    })
  })
})

describe('emailUpdateRoute', () => {
  it("shows the frame's step; a resend landing on the step shown keeps the view", () => {
    expect(emailUpdateRoute({ step: 'primary', shown: 'email', navigate: 'push' })).toEqual({
      method: 'push',
      view: 'UpdateEmailPrimaryOtp',
    })
    expect(emailUpdateRoute({ step: 'secondary', shown: 'secondary', navigate: 'push' })).toEqual({
      method: 'push',
      view: 'UpdateEmailSecondaryOtp',
    })
    expect(
      emailUpdateRoute({ step: 'primary', shown: 'primary', navigate: 'stay' }),
    ).toBeUndefined()
    expect(emailUpdateRoute({ step: 'primary', shown: 'secondary', navigate: 'stay' })).toEqual({
      method: 'replace',
      view: 'UpdateEmailPrimaryOtp',
    })
  })
})
