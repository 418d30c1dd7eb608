import { getAccount } from '@keyway/core'
import { describe, expect, it } from 'vitest'
import { actAsync, renderHook } from '../testing/render.js'
import { createEmbeddedWalletTestClient } from '../testing/test-client.js'
import { useSocialLogin } from './use-social-login.js'

function testWindow() {
  const popup = {
    closed: false,
    location: { href: '' },
    close() {
      popup.closed = true
    },
  }
  return popup
}

describe('useSocialLogin', () => {
  it("sends the window to the provider's page and connects", async () => {
    const { client } = createEmbeddedWalletTestClient()
    const hook = await renderHook(client, () => useSocialLogin())
    const popup = testWindow()
    const account = await actAsync(() => hook.current().connect('github', popup))
    expect(popup.location.href).toContain('/github/')
    expect(popup.closed).toBe(true)
    expect(account).toMatchObject({ isConnected: true })
    expect(getAccount(client).connector?.social).toBe('github')
    expect(hook.current()).toMatchObject({ isPending: false, error: undefined })
  })

  it('keeps SocialWindowBlockedError when no window could be opened', async () => {
    const { client } = createEmbeddedWalletTestClient()
    const hook = await renderHook(client, () => useSocialLogin())
    await actAsync(() => hook.current().connect('google', null))
    expect(hook.current().error?.name).toBe('SocialWindowBlockedError')
  })

  it('cancel stops the wait and closes the window', async () => {
    const { client, auth } = createEmbeddedWalletTestClient()
    auth.provider.connectSocial = () => new Promise(() => undefined)
    const hook = await renderHook(client, () => useSocialLogin())
    const popup = testWindow()
    const pending = hook.current().connect('x', popup)
    await actAsync(() => new Promise((resolve) => setTimeout(resolve, 10)))
    expect(hook.current().isPending).toBe(true)
    await actAsync(() => hook.current().cancel())
    await expect(pending).resolves.toBeUndefined()
    expect(popup.closed).toBe(true)
    expect(hook.current()).toMatchObject({ isPending: false, error: undefined })
  })
})
