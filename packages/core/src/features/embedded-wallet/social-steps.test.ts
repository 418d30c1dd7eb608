import { describe, expect, it } from 'vitest'
import { createTestAuthProvider } from '../../adapter/test-auth-provider.js'
import { createAccountController } from '../../controllers/account.js'
import type { Timers } from '../../controllers/notification.js'
import type { Connector } from '../../types/connector.js'
import type { AuthRequestOptions } from '../../types/embedded-wallet.js'
import {
  beginAttempt,
  cancelAttempt,
  recordSocialLogin,
  runSocialLogin,
  SOCIAL_WINDOW_CLOSED_GRACE_MS,
  SOCIAL_WINDOW_POLL_MS,
  type SocialAttemptSlot,
  signInWithFarcaster,
  watchSocialWindow,
} from './social-steps.js'

/** Timers that run only when the test fires them: the pending callbacks, in order. */
function steppedTimers() {
  const pending = new Map<number, () => void>()
  let nextId = 1
  const timers: Timers = {
    setTimeout: (callback) => {
      pending.set(nextId, callback)
      return nextId++
    },
    clearTimeout: (handle) => {
      pending.delete(handle as number)
    },
  }
  /** Fires the due timers `times` times (each poll schedules the next). */
  const tick = (times = 1) => {
    for (let i = 0; i < times; i++) {
      for (const [id, callback] of [...pending]) {
        pending.delete(id)
        callback()
      }
    }
  }
  return { timers, tick, pending }
}

function fakePopup() {
  const popup = {
    closed: false,
    location: { href: '' },
    close() {
      popup.closed = true
    },
  }
  return popup
}

function setup() {
  const fake = createTestAuthProvider()
  const connector: Connector = {
    id: 'embeddedWallet',
    name: 'Email',
    chain: 'eip155',
    type: 'AUTH',
    provider: fake.provider,
  }
  const account = createAccountController()
  const { timers, tick, pending } = steppedTimers()
  const slot: SocialAttemptSlot = { current: undefined }
  const auth = { connector, provider: fake.provider }
  const context = { slot, timers, account, requireAuth: () => auth }
  return { ...fake, account, auth, context, slot, tick, pending }
}

describe('the attempt slot', () => {
  it('a new attempt cancels the one under way and closes its window; the caller can abort it', () => {
    const slot: SocialAttemptSlot = { current: undefined }
    const popup = fakePopup()
    const first = beginAttempt(slot, { popup })
    const outer = new AbortController()
    const second = beginAttempt(slot, { signal: outer.signal })
    expect(first.controller.signal.aborted).toBe(true)
    expect(popup.closed).toBe(true)
    expect(slot.current).toBe(second)
    outer.abort()
    expect(second.controller.signal.aborted).toBe(true)
    cancelAttempt(slot)
    expect(slot.current).toBeUndefined()
    const aborted = new AbortController()
    aborted.abort()
    expect(beginAttempt(slot, { signal: aborted.signal }).controller.signal.aborted).toBe(true)
  })
})

describe('watchSocialWindow', () => {
  it('reports a window closed for the whole grace period, once; the stop ends the watch', () => {
    const { timers, tick, pending } = steppedTimers()
    const popup = fakePopup()
    const closes: string[] = []
    watchSocialWindow(timers, { popup, onClosed: () => closes.push('closed') })
    tick(3)
    popup.close()
    const polls = SOCIAL_WINDOW_CLOSED_GRACE_MS / SOCIAL_WINDOW_POLL_MS
    tick(polls)
    expect(closes).toEqual([])
    tick()
    expect(closes).toEqual(['closed'])
    expect(pending.size).toBe(0)
    const stop = watchSocialWindow(timers, { popup, onClosed: () => closes.push('again') })
    stop()
    tick(polls + 1)
    expect(closes).toEqual(['closed'])
  })
})

describe('runSocialLogin', () => {
  it('sends the window to the frame’s address, answers the user and closes the window', async () => {
    const { context, calls, account, slot } = setup()
    const popup = fakePopup()
    const result = await runSocialLogin(context, { provider: 'github', popup })
    expect(result?.user).toMatchObject({ userName: 'person' })
    expect(popup.location.href).toBe('https://oauth.example/github/authorize?state=test')
    expect(calls).toEqual(['load', 'getSocialRedirectUri:github', 'connectSocial'])
    expect(popup.closed).toBe(true)
    expect(slot.current).toBeUndefined()
    expect(account.getAccountState('eip155').socialProvider).toBe('github')
    expect(account.getAccountState('eip155').socialWindow).toBeUndefined()
  })

  it('a provider outside the list closes the window before anything starts; no window is blocked', async () => {
    const { context, calls } = setup()
    const popup = fakePopup()
    const started: string[] = []
    await expect(
      runSocialLogin(context, {
        provider: 'myspace' as never,
        popup,
        onStarted: () => started.push('started'),
      }),
    ).rejects.toMatchObject({ name: 'InvalidSocialProviderError' })
    expect(popup.closed).toBe(true)
    expect(started).toEqual([])
    await expect(runSocialLogin(context, { provider: 'x', popup: null })).rejects.toMatchObject({
      name: 'SocialWindowBlockedError',
    })
    expect(calls).toEqual([])
  })

  it('a window closed without an answer ends the wait; a replaced attempt answers nothing', async () => {
    const { context, provider, tick } = setup()
    provider.connectSocial = (_payload, options?: AuthRequestOptions) =>
      new Promise((_resolve, reject) => {
        options?.signal?.addEventListener('abort', () => reject(new Error('aborted')))
      })
    const popup = fakePopup()
    const closedRun = runSocialLogin(context, { provider: 'google', popup })
    await new Promise((resolve) => setTimeout(resolve, 0))
    popup.close()
    tick(SOCIAL_WINDOW_CLOSED_GRACE_MS / SOCIAL_WINDOW_POLL_MS + 1)
    await expect(closedRun).rejects.toMatchObject({ name: 'SocialWindowClosedError' })
    const replaced = runSocialLogin(context, { provider: 'google', popup: fakePopup() })
    await new Promise((resolve) => setTimeout(resolve, 0))
    cancelAttempt(context.slot)
    await expect(replaced).resolves.toBeUndefined()
  })
})

describe('signInWithFarcaster', () => {
  it('hands over the sign-in address before waiting for the approval', async () => {
    const { provider, calls } = createTestAuthProvider()
    const urls: string[] = []
    const user = await signInWithFarcaster(provider, {
      onUrl: (url) => urls.push(url),
      signal: new AbortController().signal,
    })
    expect(urls).toEqual(['https://farcaster.example/~/siwf?channelToken=test'])
    expect(calls).toEqual(['load', 'getFarcasterUri', 'connectFarcaster'])
    expect(user.userName).toBe('person.eth')
  })
})

describe('recordSocialLogin', () => {
  it('names the provider on the wallet info, stores it, and keeps the username on the user', () => {
    const { account, auth } = setup()
    const stored: string[] = []
    const user = { address: '0x1', chainId: 'eip155:1' as const, email: null, userName: 'octocat' }
    recordSocialLogin(
      { account, onSocialLogin: (provider) => stored.push(provider) },
      { auth, provider: 'github', user },
    )
    expect(account.getAccountState('eip155').connectedWalletInfo).toEqual({
      name: 'Email',
      type: 'AUTH',
      social: 'github',
    })
    expect(stored).toEqual(['github'])
    expect(account.getAccountState('eip155').user).toEqual({
      address: '0x1',
      chainId: 'eip155:1',
      email: null,
      userName: 'octocat',
    })
  })
})
