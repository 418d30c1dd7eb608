import { connectEmail, verifyEmailCode } from '@keyway/core'
import { describe, expect, it } from 'vitest'
import { actAsync, renderHook } from '../testing/render.js'
import { createEmbeddedWalletTestClient } from '../testing/test-client.js'
import { useUpdateEmail } from './use-update-email.js'

async function connected() {
  const created = createEmbeddedWalletTestClient()
  await connectEmail(created.client, { email: 'person@example.com' })
  await verifyEmailCode(created.client, { code: '123456' })
  return created
}

describe('useUpdateEmail', () => {
  it('email → primary → secondary → done, with the stored email', async () => {
    const { client, auth } = await connected()
    const hook = await renderHook(client, () => useUpdateEmail())
    await expect(actAsync(() => hook.current().start('new@example.com'))).resolves.toBe(true)
    expect(hook.current().step).toBe('primary')
    await actAsync(() => hook.current().verifyCode('111111'))
    expect(hook.current().step).toBe('secondary')
    await actAsync(() => hook.current().verifyCode('222222'))
    expect(hook.current()).toMatchObject({ step: 'done', email: 'new@example.com' })
    expect(auth.calls.slice(-3)).toEqual([
      'updateEmail:new@example.com',
      'updateEmailPrimaryOtp:111111',
      'updateEmailSecondaryOtp:222222',
    ])
  })

  it("keeps a wrong code's error and stays on the step", async () => {
    const { client, auth } = await connected()
    auth.provider.updateEmailPrimaryOtp = async () => {
      throw new Error('Invalid code')
    }
    const hook = await renderHook(client, () => useUpdateEmail())
    await actAsync(() => hook.current().start('new@example.com'))
    await expect(actAsync(() => hook.current().verifyCode('000000'))).resolves.toBe(false)
    expect(hook.current()).toMatchObject({ step: 'primary' })
    expect(hook.current().error?.message).toBe('Invalid code')
  })
})
