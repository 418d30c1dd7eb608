import { describe, expect, it } from 'vitest'
import { EmailLoginThrottledError } from '../errors/embedded-wallet.js'
import { createEmailLoginController } from './email-login.js'
import { createStorageController } from './storage.js'

function setup() {
  let now = 1_000_000
  const storage = createStorageController()
  const controller = createEmailLoginController({ storage, now: () => now })
  return {
    controller,
    storage,
    advance: (ms: number) => {
      now += ms
    },
  }
}

describe('email login throttle (docs/embedded-wallet.md#email-login, docs/validation.md#email-and-social-login)', () => {
  it('allows a first email login and records its time', () => {
    const { controller, storage } = setup()
    expect(() => controller.triggerEmailLogin()).not.toThrow()
    expect(storage.get('lastEmailLoginTime')).toBe(1_000_000)
  })

  it('rejects a repeat within 30 s with "Please try again after N seconds", N rounded up', () => {
    const { controller, advance } = setup()
    controller.triggerEmailLogin()
    // 19.3 s remain: rounded up to 20, not to the nearest (19)
    advance(10_700)
    expect(() => controller.triggerEmailLogin()).toThrow(EmailLoginThrottledError)
    expect(() => controller.triggerEmailLogin()).toThrow('Please try again after 20 seconds')
    advance(18_800)
    expect(() => controller.triggerEmailLogin()).toThrow('Please try again after 1 seconds')
  })

  it('allows a repeat once 30 s have passed', () => {
    const { controller, advance } = setup()
    controller.triggerEmailLogin()
    advance(30_000)
    expect(() => controller.triggerEmailLogin()).not.toThrow()
  })

  it('a rejected repeat does not restart the 30 s window', () => {
    const { controller, advance } = setup()
    controller.triggerEmailLogin()
    advance(29_000)
    expect(() => controller.triggerEmailLogin()).toThrow()
    advance(1_000)
    expect(() => controller.triggerEmailLogin()).not.toThrow()
  })
})

describe('email login success (docs/embedded-wallet.md#email-login)', () => {
  it('stores the email, sets the login-used flag and clears the last-email-login time', () => {
    const { controller, storage, advance } = setup()
    controller.triggerEmailLogin()
    controller.onLoginSuccess('ada@example.com')
    expect(storage.get('email')).toBe('ada@example.com')
    expect(storage.get('emailLoginUsed')).toBe(true)
    expect(storage.get('lastEmailLoginTime')).toBeUndefined()
    expect(controller.state).toEqual({ email: 'ada@example.com', loginUsed: true })
    // with the time cleared, a new login is not throttled
    advance(1_000)
    expect(() => controller.triggerEmailLogin()).not.toThrow()
  })

  it('the email update flow stores the new email', () => {
    const { controller, storage } = setup()
    controller.onLoginSuccess('old@example.com')
    controller.onEmailUpdated('new@example.com')
    expect(storage.get('email')).toBe('new@example.com')
  })
})

describe('email login cache (docs/embedded-wallet.md#email-login)', () => {
  function loggedIn() {
    const context = setup()
    context.controller.onLoginSuccess('ada@example.com')
    context.storage.set('lastUsedChainId', 1)
    context.storage.set('socialUsername', 'ada')
    context.controller.onSocialLogin('github')
    context.storage.set('sessionToken', 'token')
    return context
  }

  function expectCacheCleared(context: ReturnType<typeof setup>) {
    expect(context.storage.get('emailLoginUsed')).toBeUndefined()
    expect(context.storage.get('email')).toBeUndefined()
    expect(context.storage.get('lastUsedChainId')).toBeUndefined()
    expect(context.storage.get('socialUsername')).toBeUndefined()
    expect(context.storage.get('socialProvider')).toBeUndefined()
    expect(context.controller.state).toEqual({ email: undefined, loginUsed: false })
  }

  it('a social login stores its provider; a later email login removes it (docs/state.md#embedded-wallet-user)', () => {
    const context = setup()
    context.controller.onSocialLogin('farcaster')
    expect(context.storage.get('socialProvider')).toBe('farcaster')
    context.controller.onLoginSuccess('ada@example.com')
    expect(context.storage.get('socialProvider')).toBeUndefined()
  })

  it('disconnect clears the flag, email, last chain and social username and provider', () => {
    const context = loggedIn()
    context.controller.onDisconnect()
    expectCacheCleared(context)
    // other keys are not part of the login cache
    expect(context.storage.get('sessionToken')).toBe('token')
  })

  it('a connected-check answering false clears the login cache', async () => {
    const context = loggedIn()
    expect(await context.controller.checkConnected(async () => false)).toBe(false)
    expectCacheCleared(context)
  })

  it('a failing connected-check clears the login cache', async () => {
    const context = loggedIn()
    expect(
      await context.controller.checkConnected(async () => {
        throw new Error('frame timeout')
      }),
    ).toBe(false)
    expectCacheCleared(context)
  })

  it('a successful connected-check keeps the login cache', async () => {
    const context = loggedIn()
    expect(await context.controller.checkConnected(async () => true)).toBe(true)
    expect(context.storage.get('email')).toBe('ada@example.com')
  })

  it('starts from what storage holds', () => {
    const storage = createStorageController()
    storage.set('email', 'ada@example.com')
    storage.set('emailLoginUsed', true)
    const controller = createEmailLoginController({ storage, now: () => 0 })
    expect(controller.state).toEqual({ email: 'ada@example.com', loginUsed: true })
  })
})
