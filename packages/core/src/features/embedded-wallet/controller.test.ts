import { describe, expect, it } from 'vitest'
import { createTestAuthProvider } from '../../adapter/test-auth-provider.js'
import { createAccountController } from '../../controllers/account.js'
import { createEmailLoginController } from '../../controllers/email-login.js'
import { createModalController } from '../../controllers/modal.js'
import { createNotificationController, type Timers } from '../../controllers/notification.js'
import { createRouterController } from '../../controllers/router.js'
import { createStorageController } from '../../controllers/storage.js'
import { EmailLoginDependencyError, FrameError } from '../../errors/embedded-wallet-frame.js'
import { createModalNavigation } from '../../host/modal-navigation.js'
import type { Connector } from '../../types/connector.js'
import type { AuthProvider, AuthProviderEvent, AuthUser } from '../../types/embedded-wallet.js'
import { createEmbeddedWalletController } from './controller.js'

const USER: AuthUser = {
  address: '0x1111111111111111111111111111111111111111',
  chainId: 'eip155:1',
}

/** Runs no timer: the notification's auto-close and replace delays never fire. */
const idleTimers: Timers = { setTimeout: () => 0, clearTimeout: () => undefined }

type Deferred<T> = { promise: Promise<T>; resolve(value: T): void; reject(error: unknown): void }
function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

/** A scripted AUTH provider: records calls, answers what each test sets. */
function fakeProvider() {
  const calls: string[] = []
  const listeners = new Set<(event: AuthProviderEvent) => void>()
  const script = {
    load: async (): Promise<void> => undefined,
    connectEmail: async (_email: string) => ({
      action: 'VERIFY_OTP' as 'VERIFY_OTP' | 'VERIFY_DEVICE',
    }),
    connectDevice: async (_options?: { signal?: AbortSignal | undefined }) => ({}) as unknown,
    connectOtp: async (_otp: string): Promise<AuthUser> => USER,
  }
  const provider: AuthProvider = {
    ...createTestAuthProvider({ calls }).provider,
    load: async () => {
      calls.push('load')
      return script.load()
    },
    connectEmail: async ({ email }) => {
      calls.push(`connectEmail:${email}`)
      return script.connectEmail(email)
    },
    connectDevice: async (options) => {
      calls.push('connectDevice')
      return script.connectDevice(options)
    },
    connectOtp: async ({ otp }) => {
      calls.push(`connectOtp:${otp}`)
      return script.connectOtp(otp)
    },
    getUser: async () => USER,
    isConnected: async () => true,
    signOut: async () => {
      calls.push('signOut')
    },
    updateEmail: async () => ({ action: 'VERIFY_PRIMARY_OTP' }),
    updateEmailPrimaryOtp: async () => ({}),
    updateEmailSecondaryOtp: async () => ({ newEmail: 'new@example.com' }),
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    focusFrame: () => {
      calls.push('focusFrame')
    },
  }
  return {
    provider,
    calls,
    script,
    emit: (event: AuthProviderEvent) => {
      for (const listener of listeners) listener(event)
    },
    get listenerCount() {
      return listeners.size
    },
  }
}

function setup(options: { now?: number } = {}) {
  let now = options.now ?? 1_000_000
  const storage = createStorageController()
  const emailLogin = createEmailLoginController({ storage, now: () => now })
  const fake = fakeProvider()
  const connector: Connector = {
    id: 'embeddedWallet',
    name: 'Email',
    chain: 'eip155',
    type: 'AUTH',
    provider: fake.provider,
  }
  const modal = createModalController({ isConnected: () => false, timers: idleTimers })
  const router = createRouterController({
    getActiveNamespace: () => 'eip155',
    getActiveCaipNetworkId: () => 'eip155:1',
    isNamespaceConnected: () => false,
    getConnectorType: () => undefined,
  })
  const notification = createNotificationController({
    timers: idleTimers,
    debug: () => undefined,
  })
  const connected: string[] = []
  const disconnected: string[] = []
  let connectResult: () => Promise<unknown> = async () => undefined
  let listed = true
  const controller = createEmbeddedWalletController({
    emailLogin,
    getAuthConnector: () => (listed ? connector : undefined),
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
    account: createAccountController(),
  })
  return {
    controller,
    fake,
    router,
    modal,
    notification,
    storage,
    emailLogin,
    connected,
    disconnected,
    setConnectResult: (fn: () => Promise<unknown>) => {
      connectResult = fn
    },
    unlist: () => {
      listed = false
    },
    advance: (ms: number) => {
      now += ms
    },
  }
}

describe('embedded wallet controller: email step (docs/embedded-wallet.md#email-login)', () => {
  it('asks the frame to mail a code and shows EmailVerifyOtp', async () => {
    const { controller, fake, router } = setup()
    await expect(controller.submitEmail(' me@example.com ')).resolves.toBe(true)
    expect(fake.calls).toEqual(['load', 'connectEmail:me@example.com'])
    expect(router.state.view).toBe('EmailVerifyOtp')
    expect(router.state.data).toEqual({ email: 'me@example.com' })
    expect(controller.state).toMatchObject({
      step: 'otp',
      email: 'me@example.com',
      error: undefined,
      loading: false,
    })
  })

  it('rejects an invalid email before contacting the frame', async () => {
    const { controller, fake, router } = setup()
    await expect(controller.submitEmail('not-an-email')).resolves.toBe(false)
    expect(fake.calls).toEqual([])
    expect(controller.state.error).toBe('Invalid email')
    expect(controller.state.retry).toBeUndefined()
    expect(router.state.view).toBe('Connect')
  })

  it('says "Please try again after N seconds" within 30 s of the last login trigger (docs/validation.md#email-and-social-login)', async () => {
    const { controller, fake, storage, advance } = setup()
    storage.set('lastEmailLoginTime', 1_000_000)
    advance(10_500)
    await expect(controller.submitEmail('me@example.com')).resolves.toBe(false)
    expect(controller.state.error).toBe('Please try again after 20 seconds')
    expect(fake.calls).toEqual(['load'])
    advance(20_000)
    await expect(controller.submitEmail('me@example.com')).resolves.toBe(true)
  })

  it("shows 'Unable to load email login dependency' with a retry when the frame does not load (docs/errors.md#email-and-social-login-the-embedded-wallet)", async () => {
    const { controller, fake, router } = setup()
    fake.script.load = async () => {
      throw new EmailLoginDependencyError()
    }
    await expect(controller.submitEmail('me@example.com')).resolves.toBe(false)
    expect(controller.state).toMatchObject({
      error: 'Unable to load email login dependency',
      retry: 'email',
      loading: false,
      step: 'email',
    })
    expect(router.state.view).toBe('Connect')
    // The mail was never asked for, so the retry is not throttled.
    fake.script.load = async () => undefined
    await expect(controller.resend()).resolves.toBe(true)
    expect(router.state.view).toBe('EmailVerifyOtp')
  })

  it("shows the frame's own message when it refuses the email", async () => {
    const { controller, fake } = setup()
    fake.script.connectEmail = async () => {
      throw new FrameError('Too many codes were sent to this address')
    }
    await controller.submitEmail('me@example.com')
    expect(controller.state.error).toBe('Too many codes were sent to this address')
  })

  it('fails clearly without an AUTH connector', async () => {
    const { controller, unlist } = setup()
    unlist()
    expect(controller.isAvailable()).toBe(false)
    await expect(controller.submitEmail('me@example.com')).resolves.toBe(false)
    expect(controller.state.error).toBe('A problem occurred while trying initialize authentication')
  })
})

describe('embedded wallet controller: device step (docs/embedded-wallet.md#email-login connected-check flow)', () => {
  it('shows EmailVerifyDevice, waits for the link, then replaces it with EmailVerifyOtp', async () => {
    const { controller, fake, router } = setup()
    const device = deferred<unknown>()
    fake.script.connectEmail = async () => ({ action: 'VERIFY_DEVICE' })
    fake.script.connectDevice = () => device.promise
    await controller.submitEmail('me@example.com')
    expect(router.state.view).toBe('EmailVerifyDevice')
    expect(controller.state).toMatchObject({ step: 'device', loading: true })
    device.resolve({})
    await device.promise
    await Promise.resolve()
    expect(router.state.view).toBe('EmailVerifyOtp')
    // Replaced: Back from the code goes to Connect, not to the finished device step.
    expect(router.state.history).toEqual(['Connect', 'EmailVerifyOtp'])
    expect(controller.state.step).toBe('otp')
  })

  it('keeps waiting for the link once the email form that started it is gone (its signal aborts as the view leaves)', async () => {
    const { controller, fake, router } = setup()
    const device = deferred<unknown>()
    fake.script.connectEmail = async () => ({ action: 'VERIFY_DEVICE' })
    // As the frame client does: an aborted signal ends the request.
    fake.script.connectDevice = (options) => {
      options?.signal?.addEventListener('abort', () => device.reject(new FrameError('aborted')))
      return device.promise
    }
    const form = new AbortController()
    await controller.submitEmail('me@example.com', { signal: form.signal })
    expect(router.state.view).toBe('EmailVerifyDevice')
    form.abort()
    device.resolve({})
    await device.promise
    await Promise.resolve()
    expect(controller.state.error).toBeUndefined()
    expect(router.state.view).toBe('EmailVerifyOtp')
  })

  it('keeps the device view with a retry when the wait fails', async () => {
    const { controller, fake, router } = setup()
    fake.script.connectEmail = async () => ({ action: 'VERIFY_DEVICE' })
    fake.script.connectDevice = async () => {
      throw new FrameError('The link expired')
    }
    await controller.submitEmail('me@example.com')
    await Promise.resolve()
    await Promise.resolve()
    expect(router.state.view).toBe('EmailVerifyDevice')
    expect(controller.state).toMatchObject({ error: 'The link expired', retry: 'device' })
    fake.script.connectDevice = async () => ({})
    await expect(controller.retryDevice()).resolves.toBe(true)
    expect(router.state.view).toBe('EmailVerifyOtp')
  })

  it('resend within 30 s says when it may be tried again', async () => {
    const { controller, fake, storage } = setup()
    fake.script.connectEmail = async () => {
      // The frame client records the trigger (docs/embedded-wallet.md#loading-the-frame), as the adapter's does.
      storage.set('lastEmailLoginTime', 1_000_000)
      return { action: 'VERIFY_OTP' }
    }
    await controller.submitEmail('me@example.com')
    await controller.resend()
    expect(controller.state.error).toBe('Please try again after 30 seconds')
  })
})

describe('embedded wallet controller: OTP step', () => {
  async function atOtp() {
    const context = setup()
    await context.controller.submitEmail('me@example.com')
    return context
  }

  it("checks the code under the 'Authenticating...' toast, then connects the AUTH connector", async () => {
    const { controller, fake, notification, connected } = await atOtp()
    const otp = deferred<AuthUser>()
    fake.script.connectOtp = () => otp.promise
    const done = controller.submitOtp('123456')
    await Promise.resolve()
    expect(notification.state).toMatchObject({
      open: true,
      variant: 'loading',
      message: 'Authenticating...',
    })
    expect(controller.state.loading).toBe(true)
    otp.resolve(USER)
    await expect(done).resolves.toBe(true)
    expect(connected).toEqual(['embeddedWallet'])
    expect(notification.state.open).toBe(false)
    expect(controller.state).toMatchObject({ loading: false, error: undefined })
  })

  it('keeps the OTP view with the frame message for a wrong code', async () => {
    const { controller, fake, router, notification, connected } = await atOtp()
    fake.script.connectOtp = async () => {
      throw new FrameError('Invalid code')
    }
    await expect(controller.submitOtp('000000')).resolves.toBe(false)
    expect(controller.state.error).toBe('Invalid code')
    expect(controller.state.retry).toBeUndefined()
    expect(router.state.view).toBe('EmailVerifyOtp')
    expect(notification.state.open).toBe(false)
    expect(connected).toEqual([])
  })

  it("a failed connection says 'A problem occurred while trying initialize authentication', disconnects and resets to Connect (docs/errors.md#connecting-and-the-wallet)", async () => {
    const { controller, router, disconnected, setConnectResult, storage, emailLogin } =
      await atOtp()
    emailLogin.onLoginSuccess('me@example.com')
    setConnectResult(async () => {
      throw new Error('wagmi failed')
    })
    await expect(controller.submitOtp('123456')).resolves.toBe(false)
    expect(disconnected).toEqual(['embeddedWallet'])
    expect(router.state.view).toBe('Connect')
    expect(router.state.history).toEqual(['Connect'])
    expect(controller.state).toMatchObject({
      step: 'email',
      error: 'A problem occurred while trying initialize authentication',
      retry: 'email',
    })
    expect(storage.get('emailLoginUsed')).toBeUndefined()
  })
})

describe('embedded wallet controller: ApproveTransaction (docs/views.md#approvetransaction)', () => {
  const request = { namespace: 'eip155', method: 'personal_sign', chainId: 'eip155:1' }

  it('opens the modal on ApproveTransaction for a request made while it is closed, and closes it after', () => {
    const { controller, fake, modal, router } = setup()
    controller.watchConnectors()
    fake.emit({ type: 'approvalRequired', request })
    expect(modal.state.open).toBe(true)
    expect(router.state.view).toBe('ApproveTransaction')
    expect(router.state.data).toEqual({ method: 'personal_sign' })
    expect(controller.state.step).toBe('approve')
    expect(controller.state.approval).toEqual(request)
    controller.focusFrame()
    expect(fake.calls).toEqual(['focusFrame'])
    fake.emit({ type: 'approvalSettled', request })
    // No request waits: the frame is hidden and keeps no focus.
    controller.focusFrame()
    expect(fake.calls).toEqual(['focusFrame'])
    expect(modal.state.open).toBe(false)
    expect(controller.state.approval).toBeUndefined()
  })

  it('pushes ApproveTransaction over an open modal and goes back after', () => {
    const { controller, fake, modal, router } = setup()
    controller.watchConnectors()
    router.reset('Account')
    modal.open({ connected: true })
    fake.emit({ type: 'approvalRequired', request })
    expect(router.state.history).toEqual(['Account', 'ApproveTransaction'])
    fake.emit({ type: 'approvalSettled', request })
    expect(router.state.view).toBe('Account')
    expect(modal.state.open).toBe(true)
  })

  it("shows 'Action not allowed' for a refused method (docs/roles.md#embedded-wallet-methods)", async () => {
    const { controller, fake, notification } = setup()
    controller.watchConnectors()
    const { ActionNotAllowedError } = await import('../../errors/embedded-wallet-frame.js')
    fake.emit({ type: 'actionNotAllowed', error: new ActionNotAllowedError() })
    expect(notification.state).toMatchObject({
      open: true,
      variant: 'error',
      message: 'Action not allowed',
    })
  })

  it('listens to a provider once and stops on stop()', () => {
    const { controller, fake } = setup()
    controller.watchConnectors()
    controller.watchConnectors()
    expect(fake.listenerCount).toBe(1)
    controller.stop()
    expect(fake.listenerCount).toBe(0)
  })
})
