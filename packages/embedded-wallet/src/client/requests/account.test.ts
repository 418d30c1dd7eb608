import { describe, expect, it } from 'vitest'
import {
  getSmartAccountEnabledNetworks,
  setPreferredAccount,
  switchNetwork,
  updateEmailSecondaryOtp,
} from './account.js'
import { createTestContext, USER } from './test-context.test-helpers.js'

describe('account requests', () => {
  it('switchNetwork stores the network and moves the user to it', async () => {
    const { ctx, storage, state } = createTestContext({
      switchNetwork: () => ({ chainId: 'eip155:42161' }),
    })
    ctx.update({ user: USER })
    await switchNetwork(ctx, { chainId: 'eip155:42161' })
    expect(storage.get('lastUsedChainId')).toBe('eip155:42161')
    expect(state()).toMatchObject({ chainId: 'eip155:42161', user: { chainId: 'eip155:42161' } })
  })

  it("the email update's second code stores the new email in the keys and the user", async () => {
    const { ctx, storage, state } = createTestContext({
      updateEmailSecondaryOtp: () => ({ newEmail: 'new@example.com' }),
    })
    ctx.update({ user: { ...USER, email: 'old@example.com' } })
    await updateEmailSecondaryOtp(ctx, { otp: '222222' })
    expect(storage.get('email')).toBe('new@example.com')
    expect(state().user?.email).toBe('new@example.com')
  })

  it('stores the smart-account networks and the preferred type the frame answered', async () => {
    const { ctx, storage } = createTestContext({
      getSmartAccountEnabledNetworks: () => ({ smartAccountEnabledNetworks: [1, 8453] }),
      setPreferredAccount: () => ({ type: 'smartAccount', address: USER.address }),
    })
    await getSmartAccountEnabledNetworks(ctx)
    expect(storage.get('smartAccountEnabledNetworks')).toEqual([1, 8453])
    expect(storage.get('smartAccountEnabled')).toBe(true)
    await setPreferredAccount(ctx, { type: 'smartAccount' })
    expect(storage.get('preferredAccountType')).toBe('smartAccount')
  })
})
