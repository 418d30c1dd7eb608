import { describe, expect, it } from 'vitest'
import { createTestAdapter } from '../../adapter/test-adapter.js'
import { testArbitrum, testMainnet } from '../../adapter/test-networks.js'
import type { AccountType } from '../../constants/features.js'
import { createAccountController } from '../../controllers/account.js'
import { createChainController } from '../../controllers/chain.js'
import { createConnectionController } from '../../controllers/connection.js'
import { createConnectorController } from '../../controllers/connector.js'
import { createEmailLoginController } from '../../controllers/email-login.js'
import { createNotificationController, type Timers } from '../../controllers/notification.js'
import { createRouterController } from '../../controllers/router.js'
import { createStorageController } from '../../controllers/storage.js'
import { RequestAbortedError } from '../../errors/embedded-wallet.js'
import { FrameError } from '../../errors/embedded-wallet-frame.js'
import type { Connector } from '../../types/connector.js'
import type { AuthProvider, AuthRequestOptions, AuthUser } from '../../types/embedded-wallet.js'
import { createEmbeddedWalletAccountController, EMAIL_UPDATED_MESSAGE } from './account.js'

const ADDRESS = '0x1111111111111111111111111111111111111111'
const OLD_EMAIL = 'old@example.com'
const NEW_EMAIL = 'new@example.com'
const USER: AuthUser = { address: ADDRESS, chainId: 'eip155:1', email: OLD_EMAIL }

/** Runs no timer: the notification's auto-close never fires. */
const idleTimers: Timers = { setTimeout: () => 0, clearTimeout: () => undefined }

/** Rejects like the frame client does once `signal` aborts; otherwise waits for `answer`. */
function abortable<T>(options: AuthRequestOptions | undefined, answer: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    options?.signal?.addEventListener('abort', () => reject(new RequestAbortedError()), {
      once: true,
    })
    answer.then(resolve, reject)
  })
}

/** A scripted AUTH provider: records calls; each test replaces the answers it needs. */
function fakeProvider() {
  const calls: string[] = []
  const script = {
    updateEmail: async (): Promise<{ action: 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP' }> => ({
      action: 'VERIFY_PRIMARY_OTP',
    }),
    primary: async (_otp: string): Promise<unknown> => ({ action: 'VERIFY_SECONDARY_OTP' }),
    secondary: async (_otp: string) => ({ newEmail: NEW_EMAIL }),
    setPreferredAccount: async (type: AccountType) => ({
      type,
      address: ADDRESS,
    }),
    networks: async () => ({ smartAccountEnabledNetworks: [] as number[] }),
    user: async () => USER,
  }
  const unused = async (): Promise<never> => {
    throw new Error('not used by these tests')
  }
  const provider: AuthProvider = {
    load: async () => undefined,
    connectEmail: unused,
    connectDevice: unused,
    connectOtp: unused,
    getUser: async () => script.user(),
    isConnected: async () => true,
    signOut: async () => undefined,
    updateEmail: async ({ email }, options) => {
      calls.push(`updateEmail:${email}`)
      return abortable(options, script.updateEmail())
    },
    updateEmailPrimaryOtp: async ({ otp }, options) => {
      calls.push(`primary:${otp}`)
      return abortable(options, script.primary(otp))
    },
    updateEmailSecondaryOtp: async ({ otp }, options) => {
      calls.push(`secondary:${otp}`)
      return abortable(options, script.secondary(otp))
    },
    getSocialRedirectUri: unused,
    connectSocial: unused,
    getFarcasterUri: unused,
    connectFarcaster: unused,
    setPreferredAccount: async ({ type }, options) => {
      calls.push(`setPreferredAccount:${type}`)
      return abortable(options, script.setPreferredAccount(type))
    },
    getSmartAccountEnabledNetworks: async () => script.networks(),
    subscribe: () => () => undefined,
  }
  return { provider, calls, script }
}

async function setup() {
  let now = 5_000_000
  const storage = createStorageController()
  storage.set('email', OLD_EMAIL)
  const fake = fakeProvider()
  const auth: Connector = {
    id: 'auth',
    name: 'Email',
    chain: 'eip155',
    type: 'AUTH',
    provider: fake.provider,
  }
  const adapter = createTestAdapter({ namespace: 'eip155', connectors: [auth] })
  const account = createAccountController()
  const chain = createChainController({
    networks: [testMainnet, testArbitrum],
    storage,
  })
  const connector = createConnectorController({ storage })
  connector.setConnectors('eip155', [auth])
  const tracked: { event: string; properties: unknown }[] = []
  const connection = createConnectionController({
    getAdapter: (namespace) => (namespace === 'eip155' ? adapter : undefined),
    namespaces: () => ['eip155'],
    account,
    chain,
    connector,
    storage,
    track: (event, properties) => tracked.push({ event, properties }),
    now: () => now,
  })
  const router = createRouterController(
    {
      getActiveNamespace: () => 'eip155',
      getActiveCaipNetworkId: () => chain.state.activeCaipNetwork?.caipNetworkId,
      isNamespaceConnected: () => true,
      getConnectorType: () => 'AUTH',
    },
    'Account',
  )
  const notification = createNotificationController({
    timers: idleTimers,
    debug: () => undefined,
  })
  const emailLogin = createEmailLoginController({ storage, now: () => now })
  await connection.connect({ namespace: 'eip155', connectorId: 'auth' })
  const controller = createEmbeddedWalletAccountController({
    getAuthConnector: () => connector.getConnectorsByType('AUTH', 'eip155')[0],
    account,
    emailLogin,
    chain,
    connection,
    router,
    notification,
    now: () => now,
  })
  await controller.refresh()
  return {
    controller,
    fake,
    adapter,
    account,
    storage,
    router,
    notification,
    emailLogin,
    tracked,
    advance: (ms: number) => {
      now += ms
    },
  }
}

describe('email update (docs/embedded-wallet.md#email-login: a primary OTP step, then a secondary one)', () => {
  it('refresh shows the frame’s user, so the current email is known', async () => {
    const t = await setup()
    expect(t.account.getAccountState('eip155').user?.email).toBe(OLD_EMAIL)
    expect(t.controller.currentEmail()).toBe(OLD_EMAIL)
  })

  it('a new address mails a code to the current one and opens UpdateEmailPrimaryOtp', async () => {
    const t = await setup()
    t.controller.beginEmailUpdate()
    expect(t.router.state.view).toBe('UpdateEmailWallet')
    expect(await t.controller.startEmailUpdate(`  ${NEW_EMAIL} `)).toBe(true)
    expect(t.fake.calls).toEqual([`updateEmail:${NEW_EMAIL}`])
    expect(t.router.state.view).toBe('UpdateEmailPrimaryOtp')
    expect(t.router.state.data).toEqual({ email: OLD_EMAIL, newEmail: NEW_EMAIL })
    expect(t.controller.state).toMatchObject({ step: 'primary', loading: false, error: undefined })
  })

  it('an invalid address is refused before the frame is asked (docs/validation.md#addresses-and-network-ids)', async () => {
    const t = await setup()
    expect(await t.controller.startEmailUpdate('not-an-email')).toBe(false)
    expect(t.controller.state.error).toBe('Invalid email')
    expect(t.fake.calls).toEqual([])
  })

  it('goes straight to the secondary step when the frame answers VERIFY_SECONDARY_OTP', async () => {
    const t = await setup()
    t.fake.script.updateEmail = async () => ({ action: 'VERIFY_SECONDARY_OTP' })
    expect(await t.controller.startEmailUpdate(NEW_EMAIL)).toBe(true)
    expect(t.router.state.view).toBe('UpdateEmailSecondaryOtp')
    expect(t.controller.state.step).toBe('secondary')
  })

  it('a frame refusal of the new address shows its message on the form', async () => {
    const t = await setup()
    t.fake.script.updateEmail = async () => {
      throw new FrameError('This email is already used by another account')
    }
    expect(await t.controller.startEmailUpdate(NEW_EMAIL)).toBe(false)
    expect(t.controller.state.error).toBe('This email is already used by another account')
    expect(t.router.state.view).toBe('Account')
  })

  it('a wrong primary code stays on the view with the frame’s message', async () => {
    const t = await setup()
    await t.controller.startEmailUpdate(NEW_EMAIL)
    t.fake.script.primary = async () => {
      throw new FrameError('Wrong code. 4 attempts left before the account is locked.')
    }
    expect(await t.controller.submitPrimaryOtp('000000')).toBe(false)
    expect(t.router.state.view).toBe('UpdateEmailPrimaryOtp')
    expect(t.controller.state).toMatchObject({
      step: 'primary',
      loading: false,
      error: 'Wrong code. 4 attempts left before the account is locked.',
    })
  })

  it('the right primary code replaces the view with UpdateEmailSecondaryOtp (Back skips the spent code)', async () => {
    const t = await setup()
    await t.controller.startEmailUpdate(NEW_EMAIL)
    expect(await t.controller.submitPrimaryOtp('123456')).toBe(true)
    expect(t.router.state.view).toBe('UpdateEmailSecondaryOtp')
    expect(t.router.state.history).toEqual(['Account', 'UpdateEmailSecondaryOtp'])
    expect(t.router.state.data).toEqual({ email: OLD_EMAIL, newEmail: NEW_EMAIL })
  })

  it('the secondary code stores the new email: the stored key, the user, back to Account with "Email updated"', async () => {
    const t = await setup()
    t.controller.beginEmailUpdate()
    await t.controller.startEmailUpdate(NEW_EMAIL)
    await t.controller.submitPrimaryOtp('123456')
    expect(await t.controller.submitSecondaryOtp('654321')).toBe(true)
    expect(t.fake.calls).toEqual([`updateEmail:${NEW_EMAIL}`, 'primary:123456', 'secondary:654321'])
    expect(t.storage.get('email')).toBe(NEW_EMAIL)
    expect(t.emailLogin.state.email).toBe(NEW_EMAIL)
    expect(t.account.getAccountState('eip155').user?.email).toBe(NEW_EMAIL)
    expect(t.controller.currentEmail()).toBe(NEW_EMAIL)
    expect(t.router.state.view).toBe('Account')
    expect(t.router.state.history).toEqual(['Account'])
    expect(t.notification.state).toMatchObject({
      open: true,
      variant: 'success',
      message: EMAIL_UPDATED_MESSAGE,
    })
    expect(EMAIL_UPDATED_MESSAGE).toBe('Email updated')
  })

  it('a wrong secondary code keeps the old email', async () => {
    const t = await setup()
    await t.controller.startEmailUpdate(NEW_EMAIL)
    await t.controller.submitPrimaryOtp('123456')
    t.fake.script.secondary = async () => {
      throw new FrameError('Wrong code. 4 attempts left before the account is locked.')
    }
    expect(await t.controller.submitSecondaryOtp('111111')).toBe(false)
    expect(t.storage.get('email')).toBe(OLD_EMAIL)
    expect(t.account.getAccountState('eip155').user?.email).toBe(OLD_EMAIL)
    expect(t.router.state.view).toBe('UpdateEmailSecondaryOtp')
    expect(t.controller.state.error).toBe(
      'Wrong code. 4 attempts left before the account is locked.',
    )
  })

  it('resend is refused within 30 s of the last code, then mails a new one', async () => {
    const t = await setup()
    await t.controller.startEmailUpdate(NEW_EMAIL)
    t.advance(10_000)
    expect(await t.controller.resend()).toBe(false)
    expect(t.controller.state.error).toBe('Please try again after 20 seconds')
    expect(t.fake.calls).toEqual([`updateEmail:${NEW_EMAIL}`])
    t.advance(20_000)
    expect(await t.controller.resend()).toBe(true)
    expect(t.controller.state.error).toBeUndefined()
    expect(t.fake.calls).toEqual([`updateEmail:${NEW_EMAIL}`, `updateEmail:${NEW_EMAIL}`])
    expect(t.router.state.history).toEqual(['Account', 'UpdateEmailPrimaryOtp'])
  })

  it('resend from the secondary step starts over with a new primary code, in place of the view', async () => {
    const t = await setup()
    await t.controller.startEmailUpdate(NEW_EMAIL)
    await t.controller.submitPrimaryOtp('123456')
    t.advance(30_000)
    expect(await t.controller.resend()).toBe(true)
    expect(t.controller.state.step).toBe('primary')
    expect(t.router.state.history).toEqual(['Account', 'UpdateEmailPrimaryOtp'])
  })

  it('an aborted code check (the view left) shows no error and moves nowhere', async () => {
    const t = await setup()
    await t.controller.startEmailUpdate(NEW_EMAIL)
    const pending = new Promise<unknown>(() => undefined)
    t.fake.script.primary = () => pending
    const abort = new AbortController()
    const submitted = t.controller.submitPrimaryOtp('123456', { signal: abort.signal })
    expect(t.controller.state.loading).toBe(true)
    abort.abort()
    expect(await submitted).toBe(false)
    expect(t.controller.state).toMatchObject({ loading: false, error: undefined, step: 'primary' })
    expect(t.router.state.view).toBe('UpdateEmailPrimaryOtp')
  })

  it('an aborted secondary step stores nothing, even if the frame answers late', async () => {
    const t = await setup()
    await t.controller.startEmailUpdate(NEW_EMAIL)
    await t.controller.submitPrimaryOtp('123456')
    const abort = new AbortController()
    // A provider that ignores the signal: the controller still drops the late answer.
    t.fake.provider.updateEmailSecondaryOtp = async () => {
      abort.abort()
      return { newEmail: NEW_EMAIL }
    }
    expect(await t.controller.submitSecondaryOtp('654321', { signal: abort.signal })).toBe(false)
    expect(t.storage.get('email')).toBe(OLD_EMAIL)
    expect(t.router.state.view).toBe('UpdateEmailSecondaryOtp')
    expect(t.controller.state.error).toBeUndefined()
  })
})

describe('preferred account type (docs/connection.md#preferred-account-type)', () => {
  it('is offered only when the active eip155 network is smart-account enabled', async () => {
    const t = await setup()
    expect(t.controller.isAccountTypeSwitchOffered()).toBe(false)
    t.fake.script.networks = async () => ({ smartAccountEnabledNetworks: [1] })
    await t.controller.refresh()
    expect(t.controller.isAccountTypeSwitchOffered()).toBe(true)
    t.fake.script.networks = async () => ({ smartAccountEnabledNetworks: [42161] })
    await t.controller.refresh()
    expect(t.controller.isAccountTypeSwitchOffered()).toBe(false)
  })

  it('a frame that does not answer offers no switch', async () => {
    const t = await setup()
    t.fake.script.networks = async () => {
      throw new FrameError('An error occurred')
    }
    await t.controller.refresh()
    expect(t.controller.state.smartAccountNetworks).toEqual([])
    expect(t.controller.isAccountTypeSwitchOffered()).toBe(false)
  })

  it('success: the frame switches, the auth connector reconnects, the type is stored and tracked', async () => {
    const t = await setup()
    expect(t.controller.getAccountType('eip155')).toBe('eoa')
    expect(await t.controller.setPreferredAccountType('smartAccount')).toBe(true)
    expect(t.fake.calls).toEqual(['setPreferredAccount:smartAccount'])
    expect(t.adapter.calls.reconnect.map((call) => call.connectorId)).toEqual(['auth'])
    expect(t.account.getAccountState('eip155').preferredAccountTypes.eip155).toBe('smartAccount')
    expect(t.storage.get('preferredAccountType')).toBe('smartAccount')
    expect(t.account.getAccountState('eip155').user?.preferredAccountType).toBe('smartAccount')
    // The wallet's word wins over the type the reconnect listed (the test adapter's eoa).
    expect(t.account.getAccountState('eip155').allAccounts.map((a) => a.type)).toEqual(['eoa'])
    expect(t.controller.getAccountType('eip155')).toBe('smartAccount')
    expect(t.tracked).toContainEqual({
      event: 'SET_PREFERRED_ACCOUNT_TYPE',
      properties: { accountType: 'smartAccount', network: 'eip155:1' },
    })
    expect(t.controller.state).toMatchObject({
      switchingAccountType: false,
      accountTypeError: undefined,
    })
  })

  it('a refusal shows the frame’s message and keeps the state as it was', async () => {
    const t = await setup()
    t.account.setPreferredAccountType('eip155', 'eoa')
    t.fake.script.setPreferredAccount = async () => {
      throw new FrameError('Smart accounts are not available in this wallet')
    }
    expect(await t.controller.setPreferredAccountType('smartAccount')).toBe(false)
    expect(t.controller.state.accountTypeError).toBe(
      'Smart accounts are not available in this wallet',
    )
    expect(t.account.getAccountState('eip155').preferredAccountTypes.eip155).toBe('eoa')
    expect(t.account.getAccountState('eip155').user?.preferredAccountType).toBeUndefined()
    expect(t.storage.get('preferredAccountType')).toBeUndefined()
    expect(t.adapter.calls.reconnect).toEqual([])
    expect(t.tracked.map((entry) => entry.event)).not.toContain('SET_PREFERRED_ACCOUNT_TYPE')
    expect(t.controller.state.switchingAccountType).toBe(false)
    // Opening the Account view again starts without the old message.
    await t.controller.refresh()
    expect(t.controller.state.accountTypeError).toBeUndefined()
  })

  it('an aborted switch reconnects nothing and shows no error', async () => {
    const t = await setup()
    t.fake.script.setPreferredAccount = () => new Promise<never>(() => undefined)
    const abort = new AbortController()
    const switching = t.controller.setPreferredAccountType('smartAccount', {
      signal: abort.signal,
    })
    expect(t.controller.state.switchingAccountType).toBe(true)
    abort.abort()
    expect(await switching).toBe(false)
    expect(t.adapter.calls.reconnect).toEqual([])
    expect(t.controller.state).toMatchObject({
      switchingAccountType: false,
      accountTypeError: undefined,
    })
  })
})
