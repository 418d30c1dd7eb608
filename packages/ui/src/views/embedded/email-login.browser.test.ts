import type { AuthProvider, AuthProviderEvent, AuthUser, Connector } from '@keyway/core'
import {
  closeModal,
  createMemoryStorage,
  EmailLoginDependencyError,
  FrameError,
  openModal,
} from '@keyway/core'
import { EMBEDDED_WALLET_STORAGE_KEYS } from '@keyway/core/embedded-wallet'
import { keywayHost } from '@keyway/core/host'
import { createTestAuthProvider } from '@keyway/core/testing'
import { afterEach, describe, expect, it } from 'vitest'
import { userEvent } from 'vitest/browser'
import { expectNoAxeViolations, THEME_MODES } from '../../testing/a11y.test-helpers.js'
import {
  dialogOf,
  expectFocusInDialog,
  focusedHost,
  mountModal,
  removeModals,
  waitForView,
} from '../../testing/modal.test-helpers.js'
import type { KwConnectView } from '../connect/connect-view.component.js'
import '../connect/connect-view.js'
import { createTestClient, destroyTestClients } from '../shared/test-client.test-helpers.js'
import type { KwApproveTransactionView } from './approve-transaction-view.component.js'
import type { KwEmailLoginView } from './email-login-view.component.js'
import type { KwEmailVerifyDeviceView } from './email-verify-device-view.component.js'
import type { KwEmailVerifyOtpView } from './email-verify-otp-view.component.js'

afterEach(() => {
  removeModals()
  destroyTestClients()
})

const USER: AuthUser = {
  address: '0x1111111111111111111111111111111111111111',
  chainId: 'eip155:1',
}

type Deferred<T> = { promise: Promise<T>; resolve(value: T): void }
function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((res) => {
    resolve = res
  })
  return { promise, resolve }
}

/** A scripted AUTH provider, standing in for adapter-evm's embedded-wallet connector. */
function fakeAuthProvider() {
  const calls: string[] = []
  const listeners = new Set<(event: AuthProviderEvent) => void>()
  const script = {
    load: async (): Promise<void> => undefined,
    connectEmail: async (): Promise<{ action: 'VERIFY_OTP' | 'VERIFY_DEVICE' }> => ({
      action: 'VERIFY_OTP',
    }),
    connectDevice: async (): Promise<unknown> => ({}),
    connectOtp: async (otp: string): Promise<AuthUser> => {
      if (otp !== '123456') throw new FrameError('Invalid code')
      return USER
    },
  }
  const provider: AuthProvider = {
    ...createTestAuthProvider({ calls }).provider,
    load: () => {
      calls.push('load')
      return script.load()
    },
    connectEmail: ({ email }) => {
      calls.push(`connectEmail:${email}`)
      return script.connectEmail()
    },
    connectDevice: () => {
      calls.push('connectDevice')
      return script.connectDevice()
    },
    connectOtp: ({ otp }) => {
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
  }
}

const METAMASK: Connector = {
  id: 'io.metamask',
  name: 'MetaMask',
  chain: 'eip155',
  type: 'ANNOUNCED',
  imageUrl: 'data:image/svg+xml,<svg/>',
  info: { rdns: 'io.metamask' },
}
const WALLET_CONNECT: Connector = {
  id: 'walletConnect',
  name: 'WalletConnect',
  chain: 'eip155',
  type: 'WALLET_CONNECT',
}

async function openConnect(
  mode: 'light' | 'dark',
  options: { injected?: boolean; frameHost?: boolean; legal?: boolean } = {},
) {
  const fake = fakeAuthProvider()
  const auth: Connector = {
    id: 'embeddedWallet',
    name: 'Email',
    chain: 'eip155',
    type: 'AUTH',
    provider: fake.provider,
  }
  // The page's storage, which the frame client writes as the real one does.
  const storage = createMemoryStorage()
  const setup = createTestClient({
    storage,
    connectors: [WALLET_CONNECT, ...(options.injected === false ? [] : [METAMASK]), auth],
    ...(options.frameHost === false ? {} : { frameHost: 'http://frame.test' }),
    ...(options.legal ? { features: { legalCheckbox: true } } : {}),
  })
  const modal = await mountModal(mode, setup)
  openModal(setup.client)
  const connect = await waitForView<KwConnectView>(modal.modal, 'kw-connect-view')
  return { ...modal, connect, fake, storage }
}

async function emailForm(connect: KwConnectView): Promise<KwEmailLoginView> {
  const form = await expect
    .poll(() => connect.shadowRoot?.querySelector<KwEmailLoginView>('kw-email-login-view'))
    .toBeTruthy()
    .then(() => connect.shadowRoot?.querySelector<KwEmailLoginView>('kw-email-login-view'))
  if (!form) throw new Error('no email field')
  await expect.poll(() => form.shadowRoot?.querySelector('kw-input')).toBeTruthy()
  return form
}

function emailInput(form: KwEmailLoginView): HTMLInputElement {
  const input = form.shadowRoot?.querySelector('kw-input')?.shadowRoot?.querySelector('input')
  if (!input) throw new Error('no email input')
  return input
}

function codeInput(view: KwEmailVerifyOtpView): HTMLInputElement {
  const input = view.shadowRoot?.querySelector<HTMLInputElement>('input.code')
  if (!input) throw new Error('no code field')
  return input
}

/** The children of the Connect view in order: which method comes first (docs/limits.md#features-and-defaults). */
function methodOrder(connect: KwConnectView): string[] {
  return [...(connect.shadowRoot?.children ?? [])]
    .map((el) =>
      el.localName === 'kw-email-login-view'
        ? 'email'
        : el.classList.contains('list')
          ? 'wallet'
          : '',
    )
    .filter(Boolean)
}

async function atOtp(mode: 'light' | 'dark' = 'light') {
  const context = await openConnect(mode)
  const form = await emailForm(context.connect)
  await userEvent.type(emailInput(form), 'me@example.com')
  await userEvent.keyboard('{Enter}')
  const otp = await waitForView<KwEmailVerifyOtpView>(context.modal, 'kw-email-verify-otp-view')
  return { ...context, otp }
}

// The email field of the Connect view (docs/embedded-wallet.md#email-login, docs/limits.md#timing).
describe('kw-email-login-view', () => {
  it('with an injected wallet, lists the wallets first, then email', async () => {
    const { connect } = await openConnect('light')
    await emailForm(connect)
    expect(methodOrder(connect)).toEqual(['wallet', 'email'])
  })

  it('"or" stands between two rules that span the row', async () => {
    const { connect } = await openConnect('light')
    await emailForm(connect)
    const separator = connect.shadowRoot?.querySelector('kw-separator')
    const rules = [...(separator?.shadowRoot?.querySelectorAll('.line') ?? [])]
    expect(rules).toHaveLength(2)
    for (const rule of rules) expect(rule.getBoundingClientRect().width).toBeGreaterThan(40)
  })

  it('without an injected wallet, offers email first', async () => {
    const { connect } = await openConnect('light', { injected: false })
    await emailForm(connect)
    expect(methodOrder(connect)).toEqual(['email', 'wallet'])
  })

  it('is hidden without a frame host', async () => {
    const { connect } = await openConnect('light', { frameHost: false })
    await expect.poll(() => connect.shadowRoot?.querySelector('.list')).toBeTruthy()
    expect(connect.shadowRoot?.querySelector('kw-email-login-view')).toBeNull()
  })

  it('is locked with the wallets until the legal checkbox is ticked', async () => {
    const { connect } = await openConnect('light', { legal: true })
    const form = await emailForm(connect)
    expect(form.inert).toBe(true)
    connect.shadowRoot?.querySelector<HTMLInputElement>('.legal-consent input')?.click()
    await expect.poll(() => form.inert).toBe(false)
  })

  it('an invalid email is refused under the field without asking the frame', async () => {
    const { connect, fake } = await openConnect('light')
    const form = await emailForm(connect)
    await userEvent.type(emailInput(form), 'me@example')
    await userEvent.keyboard('{Enter}')
    await expect
      .poll(() => form.shadowRoot?.querySelector('kw-input')?.getAttribute('error'))
      .toBe('Enter a valid email address')
    expect(fake.calls).toEqual([])
  })

  it("says 'Unable to load email login dependency' with Try again when the frame does not load (docs/errors.md#email-and-social-login-the-embedded-wallet)", async () => {
    const { connect, fake, modal } = await openConnect('light')
    fake.script.load = async () => {
      throw new EmailLoginDependencyError()
    }
    const form = await emailForm(connect)
    await userEvent.type(emailInput(form), 'me@example.com')
    await userEvent.keyboard('{Enter}')
    await expect
      .poll(() => form.shadowRoot?.querySelector('[role="alert"]')?.textContent)
      .toContain('Unable to load email login dependency')
    fake.script.load = async () => undefined
    form.shadowRoot?.querySelector<HTMLElement>('kw-button.retry')?.click()
    await waitForView(modal, 'kw-email-verify-otp-view')
    expect(fake.calls).toEqual(['load', 'load', 'connectEmail:me@example.com'])
  })

  it.each(THEME_MODES)('has no axe violations in %s mode, also with an error', async (mode) => {
    const { connect, modal, fake } = await openConnect(mode)
    const form = await emailForm(connect)
    await expectNoAxeViolations(modal)
    fake.script.load = async () => {
      throw new EmailLoginDependencyError()
    }
    await userEvent.type(emailInput(form), 'me@example.com')
    await userEvent.keyboard('{Enter}')
    await expect.poll(() => form.shadowRoot?.querySelector('[role="alert"]')).toBeTruthy()
    await expectNoAxeViolations(modal)
  })
})

describe('kw-email-verify-otp-view', () => {
  it('keyboard only: Tab reaches the email field, Enter asks for a code, focus lands on the code field; six digits connect under the Authenticating... toast', async () => {
    const { connect, modal, fake, client } = await openConnect('light')
    const form = await emailForm(connect)
    emailInput(form).focus()
    await userEvent.keyboard('me@example.com')
    await userEvent.tab()
    expect(focusedHost()?.localName).toBe('kw-button')
    await userEvent.keyboard('{Enter}')
    const otp = await waitForView<KwEmailVerifyOtpView>(modal, 'kw-email-verify-otp-view')
    await expect.poll(() => otp.shadowRoot?.activeElement).toBe(codeInput(otp))
    expectFocusInDialog(modal)
    expect(otp.shadowRoot?.textContent).toContain('me@example.com')

    const check = deferred<AuthUser>()
    fake.script.connectOtp = () => check.promise
    await userEvent.keyboard('123456')
    await expect.poll(() => keywayHost(client).state.notification.message).toBe('Authenticating...')
    expect(keywayHost(client).state.notification.variant).toBe('loading')
    check.resolve(USER)
    await expect.poll(() => keywayHost(client).state.modal.open).toBe(false)
    expect(client.state.connector.activeConnectorIds.eip155).toBe('embeddedWallet')
    expect(keywayHost(client).state.notification.open).toBe(false)
    expect(fake.calls).toContain('connectOtp:123456')
  })

  it('a pasted code with spaces is read as its six digits', async () => {
    const { otp, fake, client } = await atOtp()
    // What a paste or the browser's one-time-code autofill does: the whole value at once.
    await userEvent.fill(codeInput(otp), '123 456')
    await expect.poll(() => fake.calls).toContain('connectOtp:123456')
    await expect.poll(() => keywayHost(client).state.modal.open).toBe(false)
  })

  it("a wrong code shows the frame's message and keeps the view; the code is selected for retyping", async () => {
    const { otp, modal } = await atOtp()
    await userEvent.type(codeInput(otp), '000000')
    await expect
      .poll(() => otp.shadowRoot?.querySelector('[role="alert"]')?.textContent)
      .toContain('Invalid code')
    expect(codeInput(otp).getAttribute('aria-invalid')).toBe('true')
    expect(dialogOf(modal)).toBeTruthy()
    await userEvent.keyboard('123456')
    await expect.poll(() => keywayHost(modal.client)?.state.modal.open).toBe(false)
  })

  it("a failed connection says 'A problem occurred while trying initialize authentication' back on Connect (docs/errors.md#connecting-and-the-wallet)", async () => {
    const { otp, modal, evm, client } = await atOtp()
    evm.scriptConnect('embeddedWallet', { type: 'fail', error: new Error('boom') })
    await userEvent.type(codeInput(otp), '123456')
    const connect = await waitForView<KwConnectView>(modal, 'kw-connect-view')
    const form = await emailForm(connect)
    await expect
      .poll(() => form.shadowRoot?.querySelector('[role="alert"]')?.textContent)
      .toContain('A problem occurred while trying initialize authentication')
    expect(form.shadowRoot?.querySelector('kw-button.retry')).toBeTruthy()
    expect(client.state.connector.activeConnectorIds.eip155).toBeUndefined()
  })

  it('Back leaves the code step: the email field is usable again, with the email kept', async () => {
    const { modal, client } = await atOtp()
    keywayHost(client).goBack()
    const connect = await waitForView<KwConnectView>(modal, 'kw-connect-view')
    const form = await emailForm(connect)
    await expect.poll(() => emailInput(form).value).toBe('me@example.com')
    expect(emailInput(form).disabled).toBe(false)
    expect(keywayHost(client).embeddedWallet?.current?.state.step).toBe('email')
  })

  it.each(THEME_MODES)('has no axe violations in %s mode, with an error', async (mode) => {
    const { otp, modal } = await atOtp(mode)
    await expectNoAxeViolations(modal)
    await userEvent.type(codeInput(otp), '000000')
    await expect.poll(() => otp.shadowRoot?.querySelector('[role="alert"]')).toBeTruthy()
    await expectNoAxeViolations(modal)
  })
})

describe('kw-email-verify-device-view', () => {
  async function atDevice(mode: 'light' | 'dark' = 'light') {
    const context = await openConnect(mode)
    const device = deferred<unknown>()
    context.fake.script.connectEmail = async () => {
      // The frame client records the trigger (docs/embedded-wallet.md#email-login throttle), as adapter-evm's does.
      context.storage.setItem(
        EMBEDDED_WALLET_STORAGE_KEYS.lastEmailLoginTime,
        JSON.stringify(Date.now()),
      )
      return { action: 'VERIFY_DEVICE' }
    }
    context.fake.script.connectDevice = () => device.promise
    const form = await emailForm(context.connect)
    await userEvent.type(emailInput(form), 'me@example.com')
    await userEvent.keyboard('{Enter}')
    const view = await waitForView<KwEmailVerifyDeviceView>(
      context.modal,
      'kw-email-verify-device-view',
    )
    return { ...context, view, device }
  }

  it('waits for the mailed link, then asks for the code', async () => {
    const { view, device, modal } = await atDevice()
    expect(view.shadowRoot?.textContent).toContain('me@example.com')
    expect(view.shadowRoot?.querySelector('[role="status"]')?.textContent).toContain(
      'Waiting for the link to be opened',
    )
    device.resolve({})
    await waitForView(modal, 'kw-email-verify-otp-view')
  })

  it("Resend link within 30 s says 'Please try again after N seconds'", async () => {
    const { view, fake } = await atDevice()
    view.shadowRoot?.querySelector<HTMLElement>('kw-button.resend')?.click()
    await expect
      .poll(() => view.shadowRoot?.querySelector('[role="alert"]')?.textContent ?? '')
      .toMatch(/Please try again after (29|30) seconds/)
    expect(fake.calls.filter((c) => c.startsWith('connectEmail'))).toHaveLength(1)
  })

  it.each(THEME_MODES)('has no axe violations in %s mode', async (mode) => {
    const { modal } = await atDevice(mode)
    await expectNoAxeViolations(modal)
  })
})

// docs/views.md#approvetransaction: an unsafe request opens ApproveTransaction.
describe('kw-approve-transaction-view', () => {
  const request = { namespace: 'eip155', method: 'personal_sign', chainId: 'eip155:1' }

  it('opens the modal on ApproveTransaction while the frame waits, and closes it after', async () => {
    const { modal, fake, client } = await openConnect('light')
    closeModal(client)
    await expect.poll(() => keywayHost(client).state.modal.open).toBe(false)
    fake.emit({ type: 'approvalRequired', request })
    const view = await waitForView<KwApproveTransactionView>(modal, 'kw-approve-transaction-view')
    expect(view.shadowRoot?.textContent).toContain('Approve in your wallet')
    expect(view.shadowRoot?.textContent).toContain('personal_sign')
    // The frame is outside the dialog: focus is handed to it once the view is shown.
    await expect.poll(() => fake.calls).toContain('focusFrame')
    fake.emit({ type: 'approvalSettled', request })
    await expect.poll(() => keywayHost(client).state.modal.open).toBe(false)
  })

  it.each(THEME_MODES)('has no axe violations in %s mode', async (mode) => {
    const { modal, fake } = await openConnect(mode)
    fake.emit({ type: 'approvalRequired', request })
    await waitForView(modal, 'kw-approve-transaction-view')
    await expectNoAxeViolations(modal)
  })
})
