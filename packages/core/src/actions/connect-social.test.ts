import { describe, expect, it } from 'vitest'
import { connectSocial } from './connect-social.js'
import { createEmbeddedWalletTestClient, createTestWindow } from './embedded-wallet.test-helpers.js'
import { getAccount } from './get-account.js'
import { createActionTestClient } from './test-client.test-helpers.js'

describe('connectSocial', () => {
  it("sends the window to the provider's sign-in page, connects and closes the window", async () => {
    const { client, auth } = createEmbeddedWalletTestClient()
    const popup = createTestWindow()
    const account = await connectSocial(client, { provider: 'github', window: popup })
    expect(popup.location.href).toBe('https://oauth.example/github/authorize?state=test')
    expect(popup.closed).toBe(true)
    expect(auth.calls).toEqual(['load', 'getSocialRedirectUri:github', 'connectSocial'])
    expect(account).toMatchObject({ isConnected: true, connectorId: 'embeddedWallet' })
    // The provider is named in the connected wallet's info and the user keeps its username.
    expect(getAccount(client).connector?.social).toBe('github')
    expect(getAccount(client).embeddedWalletUser?.userName).toBe('person')
    expect(client.state.modal.open).toBe(false)
  })

  it('throws SocialWindowBlockedError when no window could be opened', async () => {
    const { client } = createEmbeddedWalletTestClient()
    await expect(connectSocial(client, { provider: 'google', window: null })).rejects.toMatchObject(
      { name: 'SocialWindowBlockedError' },
    )
  })

  it('throws InvalidSocialProviderError for a provider outside the list, and closes the window', async () => {
    const { client } = createEmbeddedWalletTestClient()
    const popup = createTestWindow()
    await expect(
      connectSocial(client, { provider: 'myspace' as 'google', window: popup }),
    ).rejects.toMatchObject({ name: 'InvalidSocialProviderError' })
    expect(popup.closed).toBe(true)
  })

  it('aborting the signal stops the wait, closes the window and throws RequestAbortedError', async () => {
    const { client, auth } = createEmbeddedWalletTestClient()
    const controller = new AbortController()
    auth.provider.connectSocial = () => {
      controller.abort()
      return new Promise(() => undefined)
    }
    const popup = createTestWindow()
    await expect(
      connectSocial(client, { provider: 'x', window: popup, signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'RequestAbortedError' })
    expect(popup.closed).toBe(true)
    expect(getAccount(client).isConnected).toBe(false)
  })

  it('opens the window itself, in the same task as the call, when none is given', async () => {
    const { client } = createEmbeddedWalletTestClient()
    const popup = createTestWindow()
    const opened: string[] = []
    const page = {
      screenX: 0,
      screenY: 0,
      outerWidth: 1200,
      outerHeight: 900,
      open: (url: string, target: string, features: string) => {
        opened.push(`${url}|${target}|${features}`)
        return popup
      },
    }
    const global = globalThis as { window?: unknown }
    global.window = page
    try {
      const pending = connectSocial(client, { provider: 'discord' })
      // Synchronously, before any await: the click's gesture lets the window through.
      expect(opened).toEqual(['|keyway-social|popup=yes,width=500,height=640,left=350,top=130'])
      await pending
    } finally {
      delete global.window
    }
    expect(popup.location.href).toContain('/discord/')
  })

  it('throws EmbeddedWalletNotEnabledError on a client without a frame host', async () => {
    const { client } = createActionTestClient()
    await expect(
      connectSocial(client, { provider: 'github', window: createTestWindow() }),
    ).rejects.toMatchObject({ name: 'EmbeddedWalletNotEnabledError' })
  })
})
