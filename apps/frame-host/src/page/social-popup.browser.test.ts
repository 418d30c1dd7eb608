import { createFrameClient, type FrameClient } from '@keyway/embedded-wallet'
import { afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest'
import { commands } from 'vitest/browser'

/**
 * Social login as the modal drives it, in Chromium: this page is the dapp. It opens the
 * popup itself (the hidden frame has no user activation to open one), asks the REAL frame
 * (frame-host from globalSetup, another origin) for the provider's URL, sends the popup
 * there, and waits with `connectSocial({})`. The provider is devnet's OAuth stand-in; a
 * Playwright command plays the person on its page. frame-host's callback page then posts
 * the result to this page's frames, where only the wallet's frame (frame-host's origin)
 * receives it.
 */

declare module 'vitest/browser' {
  interface BrowserCommands {
    approveSocialPopup(user: string): Promise<{ closed: boolean }>
  }
}

const { frameHostUrl, configApiUrl, evmChainId, oauthUrl } = inject('frameHost')
const projectId = `social-popup-${crypto.randomUUID().slice(0, 8)}`
const clients: FrameClient[] = []
const popups: Window[] = []

beforeAll(async () => {
  const response = await fetch(`${configApiUrl}/__devnet/projects/${projectId}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ allowedOrigins: [location.origin] }),
    signal: AbortSignal.timeout(10_000),
  })
  expect(response.ok).toBe(true)
})

beforeEach(async () => {
  // Another test file's frame may have left a session in frame-host's storage.
  const client = newClient()
  await client.signOut()
  client.destroy()
  clients.splice(0)
})

afterEach(async () => {
  // The session lives in frame-host's storage, shared with the next test files' frames.
  const live = clients.splice(0)
  await live.at(-1)?.signOut()
  for (const client of live) client.destroy()
  for (const popup of popups.splice(0)) popup.close()
  localStorage.clear()
})

function newClient(): FrameClient {
  const client = createFrameClient({
    frameUrl: `${frameHostUrl}/frame`,
    projectId,
    chainId: evmChainId,
    version: '1.0.0',
  })
  clients.push(client)
  return client
}

/** What the modal does in the click: an empty popup first, then the provider's URL. */
async function openSocialPopup(client: FrameClient, provider: 'github' | 'discord') {
  const popup = window.open(
    '',
    `keyway-social-${crypto.randomUUID()}`,
    'popup,width=480,height=640',
  )
  if (!popup) throw new Error('the browser refused the popup')
  popups.push(popup)
  const { uri } = await client.getSocialRedirectUri({ provider })
  expect(uri.startsWith(`${oauthUrl}/${provider}/authorize?`)).toBe(true)
  popup.location.href = uri
  return { popup, state: new URL(uri).searchParams.get('state') ?? '' }
}

/** A result in the callback page's shape, for a wallet that is not the user's. */
const forgedResult = (state: string) => ({
  type: 'keyway-social-login',
  provider: 'github',
  state,
  result: {
    token: 'forged-session-token',
    expiresAt: Date.now() + 60_000,
    user: {
      id: 'forged',
      email: null,
      createdAt: 0,
      accounts: {
        eip155: '0x1111111111111111111111111111111111111111',
        solana: '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin',
      },
      userName: 'mallory',
    },
  },
})
const FORGED_ADDRESS = '0x1111111111111111111111111111111111111111'

describe('social login in a popup the dapp opened', () => {
  it('the frame’s connectSocial({}) resolves once the popup reaches frame-host’s callback', async () => {
    const client = newClient()
    expect(await client.isConnected()).toBe(false)
    const { state } = await openSocialPopup(client, 'github')
    const connecting = client.connectSocial({})

    // The dapp page (another origin) forges a result into the frame, even with the login's
    // own state (the dapp saw it in the URL): it is not taken.
    const wallet = client.frameElement?.contentWindow
    if (!wallet) throw new Error('no wallet frame')
    wallet.postMessage(forgedResult(state), new URL(frameHostUrl).origin)

    expect(await commands.approveSocialPopup('Alice Devnet')).toEqual({ closed: true })
    const user = await connecting
    expect(user).toMatchObject({
      chainId: evmChainId,
      email: 'alice@devnet.test',
      userName: 'alice',
    })
    expect(user.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(user.address).not.toBe(FORGED_ADDRESS)
    expect(client.state.user?.address).toBe(user.address)

    // The session lives in the frame: a new client on the same page (a reload) is signed in
    // and learns the social username from getUser.
    client.destroy()
    const reloaded = newClient()
    expect(await reloaded.isConnected()).toBe(true)
    expect(await reloaded.getUser()).toMatchObject({ address: user.address, userName: 'alice' })
  })

  it('a popup that ended before the dapp asked still answers connectSocial({})', async () => {
    const client = newClient()
    await openSocialPopup(client, 'discord')
    expect(await commands.approveSocialPopup('Bob Devnet')).toEqual({ closed: true })
    expect(await client.connectSocial({})).toMatchObject({ userName: 'bob' })
    expect(await client.isConnected()).toBe(true)
  })
})
