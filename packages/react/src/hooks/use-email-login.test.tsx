import { getAccount } from '@keyway/core'
import { describe, expect, it } from 'vitest'
import { actAsync, renderHook } from '../testing/render.js'
import { createEmbeddedWalletTestClient, createTestClient } from '../testing/test-client.js'
import { useEmailLogin } from './use-email-login.js'

describe('useEmailLogin', () => {
  it('mails the code, checks it and connects: email → code → connected', async () => {
    const { client, auth } = createEmbeddedWalletTestClient()
    const hook = await renderHook(client, () => useEmailLogin())
    expect(hook.current().step).toBe('email')
    await actAsync(() => hook.current().sendCode('me@example.com'))
    expect(hook.current()).toMatchObject({
      step: 'code',
      email: 'me@example.com',
      error: undefined,
    })
    const account = await actAsync(() => hook.current().verifyCode('123456'))
    expect(account).toMatchObject({ isConnected: true, connectorId: 'embeddedWallet' })
    expect(hook.current()).toMatchObject({ step: 'connected', isPending: false })
    expect(auth.calls).toEqual(['load', 'connectEmail:me@example.com', 'connectOtp:123456'])
    expect(getAccount(client).isConnected).toBe(true)
  })

  it('a new device: step "device" until the link is opened, then "code"', async () => {
    const { client, auth } = createEmbeddedWalletTestClient()
    auth.provider.connectEmail = async () => ({ action: 'VERIFY_DEVICE' })
    const hook = await renderHook(client, () => useEmailLogin())
    await actAsync(() => hook.current().sendCode('me@example.com'))
    expect(hook.current().step).toBe('device')
    await expect(actAsync(() => hook.current().verifyDevice())).resolves.toBe(true)
    expect(hook.current().step).toBe('code')
  })

  it('keeps the typed error instead of throwing, and stays on the step', async () => {
    const { client } = createEmbeddedWalletTestClient()
    const hook = await renderHook(client, () => useEmailLogin())
    await expect(actAsync(() => hook.current().sendCode('not-an-email'))).resolves.toBeUndefined()
    expect(hook.current().step).toBe('email')
    expect(hook.current().error).toMatchObject({
      name: 'InvalidEmailError',
      shortMessage: 'Invalid email',
    })
    await actAsync(() => hook.current().sendCode('me@example.com'))
    expect(hook.current().error).toBeUndefined()
  })

  it('says EmbeddedWalletNotEnabledError on a client without a frame host', async () => {
    const { client } = createTestClient()
    const hook = await renderHook(client, () => useEmailLogin())
    await actAsync(() => hook.current().sendCode('me@example.com'))
    expect(hook.current().error?.name).toBe('EmbeddedWalletNotEnabledError')
  })

  it('unmounting aborts the request under way', async () => {
    const { client, auth } = createEmbeddedWalletTestClient()
    let aborted = false
    auth.provider.connectEmail = (_payload, options) =>
      new Promise((_resolve, reject) => {
        options?.signal?.addEventListener('abort', () => {
          aborted = true
          reject(new Error('aborted'))
        })
      })
    const hook = await renderHook(client, () => useEmailLogin())
    const pending = hook.current().sendCode('me@example.com')
    await actAsync(() => new Promise((resolve) => setTimeout(resolve, 10)))
    await hook.unmount()
    await expect(pending).resolves.toBeUndefined()
    expect(aborted).toBe(true)
  })
})
