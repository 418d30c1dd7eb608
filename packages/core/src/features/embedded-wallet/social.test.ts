import { describe, expect, it } from 'vitest'
import { createTestAuthProvider } from '../../adapter/test-auth-provider.js'
import { createAccountController } from '../../controllers/account.js'
import { createEmailLoginController } from '../../controllers/email-login.js'
import { createModalController } from '../../controllers/modal.js'
import { createNotificationController, type Timers } from '../../controllers/notification.js'
import { createRouterController } from '../../controllers/router.js'
import { createStorageController } from '../../controllers/storage.js'
import { FrameError } from '../../errors/embedded-wallet-frame.js'
import { createModalNavigation } from '../../host/modal-navigation.js'
import type { Connector } from '../../types/connector.js'
import type { AuthRequestOptions, AuthUser } from '../../types/embedded-wallet.js'
import { createEmbeddedWalletController } from './controller.js'
import { SOCIAL_WINDOW_CLOSED_GRACE_MS, SOCIAL_WINDOW_POLL_MS, type SocialPopup } from './social.js'

const USER: AuthUser = {
  address: '0x1111111111111111111111111111111111111111',
  chainId: 'eip155:1',
  email: null,
  userName: 'octocat',
}

/** Timers that run only when the test moves the clock. */
function manualTimers() {
  let now = 0
  let nextId = 1
  const pending = new Map<number, { at: number; callback: () => void }>()
  const timers: Timers = {
    setTimeout: (callback, ms) => {
      const id = nextId++
      pending.set(id, { at: now + ms, callback })
      return id
    },
    clearTimeout: (handle) => {
      pending.delete(handle as number)
    },
  }
  return {
    timers,
    /** Moves the clock, firing every timer that falls due on the way (in order). */
    advance(ms: number) {
      const end = now + ms
      for (;;) {
        const due = [...pending.entries()]
          .filter(([, timer]) => timer.at <= end)
          .sort(([, a], [, b]) => a.at - b.at)[0]
        if (!due) break
        pending.delete(due[0])
        now = due[1].at
        due[1].callback()
      }
      now = end
    },
    get count() {
      return pending.size
    },
  }
}

/** A sign-in window as the test sees it: where it was sent, whether it is closed. */
function fakePopup() {
  const popup = {
    closed: false,
    location: { href: '' },
    close() {
      popup.closed = true
    },
  }
  return popup satisfies SocialPopup
}

/** A promise the test settles; rejects when the request's signal aborts, like the frame client. */
function pending<T>(options?: AuthRequestOptions) {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    options?.signal?.addEventListener('abort', () => rej(new Error('aborted')), { once: true })
  })
  return { promise, resolve }
}

function setup() {
  const storage = createStorageController()
  const emailLogin = createEmailLoginController({ storage, now: () => 1_000_000 })
  const clock = manualTimers()
  const fake = createTestAuthProvider({ user: USER })
  const connector: Connector = {
    id: 'embeddedWallet',
    name: 'Email',
    chain: 'eip155',
    type: 'AUTH',
    provider: fake.provider,
  }
  const idle: Timers = { setTimeout: () => 0, clearTimeout: () => undefined }
  const modal = createModalController({ isConnected: () => false, timers: idle })
  const router = createRouterController({
    getActiveNamespace: () => 'eip155',
    getActiveCaipNetworkId: () => 'eip155:1',
    isNamespaceConnected: () => false,
    getConnectorType: () => undefined,
  })
  const notification = createNotificationController({ timers: idle, debug: () => undefined })
  const account = createAccountController()
  const connected: string[] = []
  const disconnected: string[] = []
  let connectResult: () => Promise<unknown> = async () => {
    // The connection controller records the wallet as it does for any connector.
    account.setConnectedWalletInfo('eip155', { name: 'Email', type: 'AUTH' })
  }
  let telegram: 'ios' | 'mac' | 'android' | undefined
  const controller = createEmbeddedWalletController({
    emailLogin,
    getAuthConnector: () => connector,
    connect: async (c) => {
      connected.push(c.id)
      return connectResult()
    },
    disconnect: async (c) => {
      disconnected.push(c.id)
    },
    router,
    navigate: createModalNavigation({ router, modal, isConnected: () => true }).navigate,
    notification,
    modal,
    account,
    timers: clock.timers,
    getTelegramPlatform: () => telegram,
  })
  return {
    controller,
    fake,
    storage,
    router,
    notification,
    account,
    clock,
    connected,
    disconnected,
    setConnectResult: (fn: () => Promise<unknown>) => {
      connectResult = fn
    },
    setTelegram: (platform: typeof telegram) => {
      telegram = platform
    },
  }
}

/** Lets the controller's awaited calls settle. */
async function flush() {
  for (let i = 0; i < 10; i++) await Promise.resolve()
}

describe('embedded wallet: social login (docs/overview.md#ways-to-connect, docs/state.md#embedded-wallet-user)', () => {
  it('sends the window to the provider, waits for its answer and connects the AUTH connector', async () => {
    const {
      controller,
      fake,
      router,
      account,
      notification,
      connected,
      setConnectResult,
      storage,
    } = setup()
    let connecting: ReturnType<typeof pending<void>> | undefined
    setConnectResult(() => {
      connecting = pending<void>()
      return connecting.promise.then(() =>
        account.setConnectedWalletInfo('eip155', { name: 'Email', type: 'AUTH' }),
      )
    })
    const popup = fakePopup()
    let answer: ReturnType<typeof pending<AuthUser>> | undefined
    fake.provider.connectSocial = (_payload, options) => {
      fake.calls.push('connectSocial')
      answer = pending<AuthUser>(options)
      return answer.promise
    }
    const done = controller.connectSocial('github', popup)
    expect(router.state.view).toBe('ConnectingSocial')
    expect(controller.state).toMatchObject({ step: 'social', socialProvider: 'github' })
    const ns = account.getAccountState('eip155')
    expect(ns.socialProvider).toBe('github')
    expect(ns.socialWindow).toBe(popup)
    await flush()
    expect(popup.location.href).toBe('https://oauth.example/github/authorize?state=test')
    expect(fake.calls).toEqual(['load', 'getSocialRedirectUri:github', 'connectSocial'])
    answer?.resolve(USER)
    await flush()
    expect(notification.state).toMatchObject({ open: true, message: 'Authenticating...' })
    expect(controller.state).toMatchObject({ step: 'connecting', loading: true })
    connecting?.resolve()
    await expect(done).resolves.toBe(true)
    expect(connected).toEqual(['embeddedWallet'])
    expect(notification.state.open).toBe(false)
    expect(popup.closed).toBe(true)
    expect(account.getAccountState('eip155')).toMatchObject({
      socialWindow: undefined,
      connectedWalletInfo: { name: 'Email', type: 'AUTH', social: 'github' },
      user: { address: USER.address, userName: 'octocat' },
    })
    // Kept for a reload (docs/state.md#embedded-wallet-user): the connection controller names it on the next connect.
    expect(storage.get('socialProvider')).toBe('github')
    expect(controller.state).toMatchObject({ loading: false, error: undefined, step: 'email' })
  })

  it('a window closed without an answer stops the wait: "The sign-in window was closed. Try again."', async () => {
    const { controller, fake, clock, connected, router } = setup()
    const popup = fakePopup()
    let aborted = false
    fake.provider.connectSocial = (_payload, options) => {
      options?.signal?.addEventListener('abort', () => {
        aborted = true
      })
      return new Promise<AuthUser>(() => undefined)
    }
    const done = controller.connectSocial('google', popup)
    await flush()
    clock.advance(SOCIAL_WINDOW_POLL_MS * 2)
    expect(aborted).toBe(false)
    popup.closed = true
    // The callback page closes itself right after handing the answer over: not a failure yet.
    clock.advance(SOCIAL_WINDOW_CLOSED_GRACE_MS - SOCIAL_WINDOW_POLL_MS)
    expect(aborted).toBe(false)
    clock.advance(SOCIAL_WINDOW_POLL_MS * 2)
    expect(aborted).toBe(true)
    await expect(done).resolves.toBe(false)
    expect(controller.state).toMatchObject({
      error: 'The sign-in window was closed. Try again.',
      retry: 'social',
      loading: false,
    })
    expect(router.state.view).toBe('ConnectingSocial')
    expect(connected).toEqual([])
    expect(clock.count).toBe(0)
  })

  it('an answer arriving just after the window closed itself still connects', async () => {
    const { controller, fake, clock, connected } = setup()
    const popup = fakePopup()
    let answer: ReturnType<typeof pending<AuthUser>> | undefined
    fake.provider.connectSocial = (_payload, options) => {
      answer = pending<AuthUser>(options)
      return answer.promise
    }
    const done = controller.connectSocial('github', popup)
    await flush()
    popup.closed = true
    clock.advance(SOCIAL_WINDOW_POLL_MS)
    answer?.resolve(USER)
    await expect(done).resolves.toBe(true)
    expect(connected).toEqual(['embeddedWallet'])
    expect(clock.count).toBe(0)
  })

  it('a blocked window says so and asks the frame nothing', async () => {
    const { controller, fake, router } = setup()
    await expect(controller.connectSocial('discord', null)).resolves.toBe(false)
    expect(router.state.view).toBe('ConnectingSocial')
    expect(controller.state).toMatchObject({
      error: 'Your browser blocked the sign-in window. Allow pop-ups and try again.',
      retry: 'social',
      socialProvider: 'discord',
    })
    expect(fake.calls).toEqual([])
    // Try again from ConnectingSocial stays on it (no second entry in the history).
    const popup = fakePopup()
    await expect(controller.connectSocial('discord', popup)).resolves.toBe(true)
    expect(router.state.history).toEqual(['Connect', 'ConnectingSocial'])
  })

  it("shows the frame's message when it refuses, and closes the window", async () => {
    const { controller, fake, connected } = setup()
    fake.provider.getSocialRedirectUri = async () => {
      throw new FrameError('Social login is not configured for apple')
    }
    const popup = fakePopup()
    await expect(controller.connectSocial('apple', popup)).resolves.toBe(false)
    expect(controller.state).toMatchObject({
      error: 'Social login is not configured for apple',
      retry: 'social',
    })
    expect(popup.closed).toBe(true)
    expect(connected).toEqual([])
  })

  it('refuses a provider outside docs/validation.md#email-and-social-login before opening anything', async () => {
    const { controller, fake, router } = setup()
    const popup = fakePopup()
    await expect(controller.connectSocial('myspace' as unknown as 'google', popup)).resolves.toBe(
      false,
    )
    expect(controller.state.error).toBe('Invalid social provider')
    expect(popup.closed).toBe(true)
    expect(fake.calls).toEqual([])
    expect(router.state.view).toBe('Connect')
  })

  it("a failed connection: 'A problem occurred while trying initialize authentication', disconnect, Connect (docs/errors.md#connecting-and-the-wallet)", async () => {
    const { controller, router, disconnected, setConnectResult, notification } = setup()
    setConnectResult(async () => {
      throw new Error('wagmi failed')
    })
    await expect(controller.connectSocial('x', fakePopup())).resolves.toBe(false)
    expect(disconnected).toEqual(['embeddedWallet'])
    expect(router.state.history).toEqual(['Connect'])
    expect(notification.state).toMatchObject({
      open: true,
      variant: 'error',
      message: 'A problem occurred while trying initialize authentication',
    })
    expect(controller.state).toMatchObject({ step: 'email', error: undefined, loading: false })
  })

  it('leaving the view stops the wait quietly and closes the window', async () => {
    const { controller, fake, clock } = setup()
    let aborted = false
    fake.provider.connectSocial = (_payload, options) => {
      options?.signal?.addEventListener('abort', () => {
        aborted = true
      })
      return new Promise<AuthUser>(() => undefined)
    }
    const popup = fakePopup()
    const done = controller.connectSocial('github', popup)
    await flush()
    controller.cancelSocial()
    await expect(done).resolves.toBe(false)
    expect(aborted).toBe(true)
    expect(popup.closed).toBe(true)
    expect(controller.state).toMatchObject({ error: undefined, loading: false })
    expect(clock.count).toBe(0)
  })
})

describe('embedded wallet: Farcaster login (docs/views.md#connectingfarcaster)', () => {
  it('shows the sign-in url, waits for the approval and connects', async () => {
    const { controller, fake, account, connected } = setup()
    let approval: ReturnType<typeof pending<AuthUser>> | undefined
    fake.provider.connectFarcaster = (options) => {
      approval = pending<AuthUser>(options)
      return approval.promise
    }
    const done = controller.connectFarcaster()
    await flush()
    const url = 'https://farcaster.example/~/siwf?channelToken=test'
    expect(controller.state).toMatchObject({
      step: 'farcaster',
      farcasterUrl: url,
      socialProvider: 'farcaster',
    })
    expect(account.getAccountState('eip155').farcasterUrl).toBe(url)
    approval?.resolve({ ...USER, userName: 'alice.eth' })
    await expect(done).resolves.toBe(true)
    expect(connected).toEqual(['embeddedWallet'])
    expect(account.getAccountState('eip155')).toMatchObject({
      connectedWalletInfo: { social: 'farcaster' },
      user: { userName: 'alice.eth' },
      farcasterUrl: undefined,
    })
  })

  it('leaving the view aborts the wait without an error', async () => {
    const { controller, fake, connected } = setup()
    let aborted = false
    fake.provider.connectFarcaster = (options) => {
      options?.signal?.addEventListener('abort', () => {
        aborted = true
      })
      return new Promise<AuthUser>(() => undefined)
    }
    const leave = new AbortController()
    const done = controller.connectFarcaster({ signal: leave.signal })
    await flush()
    leave.abort()
    await expect(done).resolves.toBe(false)
    expect(aborted).toBe(true)
    expect(controller.state).toMatchObject({ error: undefined, loading: false })
    expect(connected).toEqual([])
  })

  it("shows the frame's message with Try again when the url cannot be had", async () => {
    const { controller, fake } = setup()
    fake.provider.getFarcasterUri = async () => {
      throw new FrameError('Farcaster sign-in is unavailable')
    }
    await expect(controller.connectFarcaster()).resolves.toBe(false)
    expect(controller.state).toMatchObject({
      error: 'Farcaster sign-in is unavailable',
      retry: 'farcaster',
      farcasterUrl: undefined,
    })
  })
})

describe('embedded wallet: social providers offered (docs/limits.md#features-and-defaults)', () => {
  const all = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] as const

  it('keeps the feature order and drops what the Telegram client cannot open', () => {
    const { controller, setTelegram } = setup()
    expect(controller.visibleSocials(all)).toEqual(all)
    expect(controller.visibleSocials(false)).toEqual([])
    setTelegram('ios')
    expect(controller.visibleSocials(all)).toEqual([
      'x',
      'discord',
      'farcaster',
      'github',
      'apple',
      'facebook',
    ])
    setTelegram('mac')
    expect(controller.visibleSocials(all)).not.toContain('x')
    setTelegram('android')
    expect(controller.visibleSocials(all)).toEqual([
      'google',
      'discord',
      'farcaster',
      'github',
      'apple',
    ])
  })
})
