import { connectEmail, type TrackedEvent, verifyEmailCode, watchEvents } from '@keyway/core'
import { describe, expect, it } from 'vitest'
import { actAsync, renderHook } from '../testing/render.js'
import { createEmbeddedWalletTestClient } from '../testing/test-client.js'
import { usePreferredAccountType } from './use-preferred-account-type.js'

async function connected() {
  const created = createEmbeddedWalletTestClient()
  await connectEmail(created.client, { email: 'person@example.com' })
  await verifyEmailCode(created.client, { code: '123456' })
  return created
}

describe('usePreferredAccountType', () => {
  it('switches the type, shows it and tracks SET_PREFERRED_ACCOUNT_TYPE', async () => {
    const { client, auth } = await connected()
    const events: TrackedEvent[] = []
    const unwatch = watchEvents(client, { onEvent: (event) => events.push(event) })
    const hook = await renderHook(client, () => usePreferredAccountType())
    await actAsync(() => hook.current().setPreferredAccountType('eoa'))
    unwatch()
    expect(auth.calls.at(-1)).toBe('setPreferredAccount:eoa')
    expect(hook.current()).toMatchObject({ accountType: 'eoa', isPending: false, error: undefined })
    expect(events.map((event) => event.data.event)).toContain('SET_PREFERRED_ACCOUNT_TYPE')
  })

  it("keeps the frame's refusal and changes nothing", async () => {
    const { client, auth } = await connected()
    auth.provider.setPreferredAccount = async () => {
      throw new Error('Smart accounts are not offered on this network')
    }
    const hook = await renderHook(client, () => usePreferredAccountType())
    const before = hook.current().accountType
    await expect(
      actAsync(() => hook.current().setPreferredAccountType('eoa')),
    ).resolves.toBeUndefined()
    expect(hook.current().error?.message).toBe('Smart accounts are not offered on this network')
    expect(hook.current().accountType).toBe(before)
  })
})
