import type { AuthProvider, AuthUser, Connector } from '@keyway/core'
import { connect, FrameError, openModal } from '@keyway/core'
import { keywayHost } from '@keyway/core/host'
import { afterEach, describe, expect, it } from 'vitest'
import { userEvent } from 'vitest/browser'
import { expectNoAxeViolations, THEME_MODES } from '../../testing/a11y.test-helpers.js'
import {
  expectFocusInDialog,
  focusedHost,
  mountModal,
  removeModals,
  waitForView,
} from '../../testing/modal.test-helpers.js'
import type { KwAccountView } from '../account/account-view.component.js'
import '../account/account-view.js'
import { createTestClient, destroyTestClients } from '../shared/test-client.test-helpers.js'
import type {
  KwUpdateEmailPrimaryOtpView,
  KwUpdateEmailSecondaryOtpView,
} from './update-email-otp-view.component.js'
import type { KwUpdateEmailWalletView } from './update-email-wallet-view.component.js'

afterEach(() => {
  removeModals()
  destroyTestClients()
})

const ADDRESS = '0x1111111111111111111111111111111111111111'
const OLD_EMAIL = 'old@example.com'
const NEW_EMAIL = 'new@example.com'
const PRIMARY_CODE = '111111'
const SECONDARY_CODE = '222222'
const WRONG_CODE_MESSAGE = 'Wrong code. 4 attempts left before the account is locked.'
const REFUSED = 'Smart accounts are not available in this wallet'

/** The embedded wallet as the modal sees it: frame-host's answers, scripted. */
function fakeAuthProvider(options: {
  email: string | null
  networks?: number[]
  acceptSwitch?: boolean
  smartAccount?: { deployed: boolean }
}) {
  const calls: string[] = []
  let email = options.email
  const user = (): AuthUser => ({
    address: ADDRESS,
    chainId: 'eip155:1',
    email,
    ...(options.smartAccount
      ? {
          preferredAccountType: 'smartAccount' as const,
          smartAccountDeployed: options.smartAccount.deployed,
          accounts: [{ address: ADDRESS, type: 'smartAccount' as const }],
        }
      : {}),
  })
  const unused = async (): Promise<never> => {
    throw new Error('not used here')
  }
  const provider: AuthProvider = {
    load: async () => undefined,
    connectEmail: unused,
    connectDevice: unused,
    connectOtp: unused,
    getUser: async () => user(),
    isConnected: async () => true,
    signOut: async () => undefined,
    updateEmail: async ({ email: next }) => {
      calls.push(`updateEmail:${next}`)
      return { action: 'VERIFY_PRIMARY_OTP' }
    },
    updateEmailPrimaryOtp: async ({ otp }) => {
      calls.push(`primary:${otp}`)
      if (otp !== PRIMARY_CODE) throw new FrameError(WRONG_CODE_MESSAGE)
      return { action: 'VERIFY_SECONDARY_OTP' }
    },
    updateEmailSecondaryOtp: async ({ otp }) => {
      calls.push(`secondary:${otp}`)
      if (otp !== SECONDARY_CODE) throw new FrameError(WRONG_CODE_MESSAGE)
      email = NEW_EMAIL
      return { newEmail: NEW_EMAIL }
    },
    getSocialRedirectUri: unused,
    connectSocial: unused,
    getFarcasterUri: unused,
    connectFarcaster: unused,
    setPreferredAccount: async ({ type }) => {
      calls.push(`setPreferredAccount:${type}`)
      if (!options.acceptSwitch) throw new FrameError(REFUSED)
      return { type, address: ADDRESS }
    },
    getSmartAccountEnabledNetworks: async () => ({
      smartAccountEnabledNetworks: options.networks ?? [],
    }),
    subscribe: () => () => undefined,
  }
  return { provider, calls }
}

/** The modal on Account, connected through the embedded wallet's AUTH connector. */
async function openEmbeddedAccount(
  mode: 'light' | 'dark',
  options: {
    email?: string | null
    networks?: number[]
    acceptSwitch?: boolean
    smartAccount?: { deployed: boolean }
  } = {},
) {
  const fake = fakeAuthProvider({
    email: options.email === undefined ? OLD_EMAIL : options.email,
    ...(options.networks ? { networks: options.networks } : {}),
    ...(options.smartAccount ? { smartAccount: options.smartAccount } : {}),
    acceptSwitch: options.acceptSwitch === true,
  })
  const auth: Connector = {
    id: 'embeddedWallet',
    name: 'Email',
    chain: 'eip155',
    type: 'AUTH',
    provider: fake.provider,
  }
  const setup = createTestClient({ connectors: [auth], frameHost: 'http://frame.test' })
  await keywayHost(setup.client).embeddedWallet?.load()
  await connect(setup.client, { connectorId: 'embeddedWallet' })
  const modal = await mountModal(mode, setup)
  openModal(setup.client, { view: 'Account' })
  const account = await waitForView<KwAccountView>(modal.modal, 'kw-account-view')
  const rows = await expect
    .poll(() => account.shadowRoot?.querySelector('kw-account-embedded')?.shadowRoot)
    .toBeTruthy()
    .then(() => account.shadowRoot?.querySelector('kw-account-embedded'))
  if (!rows?.shadowRoot) throw new Error('no embedded-wallet rows')
  return { ...modal, account, rows: rows.shadowRoot, fake }
}

function codeInput(view: HTMLElement): HTMLInputElement {
  const input = view.shadowRoot?.querySelector<HTMLInputElement>('input.code')
  if (!input) throw new Error('no code field')
  return input
}

function emailInput(view: KwUpdateEmailWalletView): HTMLInputElement {
  const input = view.shadowRoot?.querySelector('kw-input')?.shadowRoot?.querySelector('input')
  if (!input) throw new Error('no email field')
  return input
}

async function openUpdateEmail(mode: 'light' | 'dark' = 'light') {
  const context = await openEmbeddedAccount(mode)
  const row = await expect
    .poll(() => context.rows.querySelector<HTMLElement>('kw-list-item.update-email'))
    .toBeTruthy()
    .then(() => context.rows.querySelector<HTMLElement>('kw-list-item.update-email'))
  row?.click()
  const form = await waitForView<KwUpdateEmailWalletView>(
    context.modal,
    'kw-update-email-wallet-view',
  )
  return { ...context, form }
}

// The Account view's rows of an embedded-wallet (AUTH) account.
describe('kw-account-embedded', () => {
  it('shows the email with "Update email" for an AUTH account', async () => {
    const { rows } = await openEmbeddedAccount('light')
    await expect
      .poll(() => rows.querySelector('kw-list-item.update-email')?.getAttribute('description'))
      .toBe(OLD_EMAIL)
    const row = rows.querySelector('kw-list-item.update-email')
    expect(row?.getAttribute('label')).toBe('Update email')
  })

  it('has no email row for a social user without an email', async () => {
    const { rows, account } = await openEmbeddedAccount('light', { email: null })
    // Wait for the frame's answer to have been shown before asserting the absence.
    await expect.poll(() => keywayHost(account.client)?.getAccountState('eip155').user).toBeTruthy()
    expect(rows.querySelector('kw-list-item.update-email')).toBeNull()
  })

  it('shows no embedded-wallet rows for an injected wallet', async () => {
    const setup = createTestClient({ frameHost: 'http://frame.test' })
    await connect(setup.client, { connectorId: 'io.metamask' })
    const modal = await mountModal('light', setup)
    openModal(setup.client, { view: 'Account' })
    const account = await waitForView<KwAccountView>(modal.modal, 'kw-account-view')
    await expect.poll(() => account.shadowRoot?.querySelector('kw-list-item.network')).toBeTruthy()
    expect(account.shadowRoot?.querySelector('kw-account-embedded')).toBeNull()
  })

  it('offers no account-type switch where the wallet has no smart account (frame-host: [])', async () => {
    const { rows } = await openEmbeddedAccount('light', { networks: [] })
    await expect.poll(() => rows.querySelector('kw-list-item.update-email')).toBeTruthy()
    expect(rows.querySelector('kw-list-item.account-type')).toBeNull()
  })

  it('offers "Switch to smart account" on an enabled network; a refusal shows the wallet’s message', async () => {
    const { rows, fake, account } = await openEmbeddedAccount('light', { networks: [1] })
    const row = await expect
      .poll(() => rows.querySelector<HTMLElement>('kw-list-item.account-type'))
      .toBeTruthy()
      .then(() => rows.querySelector<HTMLElement>('kw-list-item.account-type'))
    expect(row?.getAttribute('label')).toBe('Switch to smart account')
    row?.click()
    await expect.poll(() => rows.querySelector('.error')?.textContent?.trim()).toBe(REFUSED)
    expect(fake.calls).toContain('setPreferredAccount:smartAccount')
    const state = keywayHost(account.client)?.getAccountState('eip155')
    expect(state?.allAccounts.map((entry) => entry.type)).toEqual(['eoa'])
  })

  it('switches to the smart account: the auth connector reconnects with it, and the row offers the EOA', async () => {
    const { rows, fake, evm, client } = await openEmbeddedAccount('light', {
      networks: [1],
      acceptSwitch: true,
    })
    const row = await expect
      .poll(() => rows.querySelector<HTMLElement>('kw-list-item.account-type'))
      .toBeTruthy()
      .then(() => rows.querySelector<HTMLElement>('kw-list-item.account-type'))
    // The wallet's reconnect answers the same address as a smart account.
    evm.scriptConnect('embeddedWallet', {
      type: 'success',
      accounts: [{ address: ADDRESS, type: 'smartAccount' }],
    })
    row?.click()
    await expect.poll(() => row?.getAttribute('label')).toBe('Switch to EOA')
    expect(fake.calls).toContain('setPreferredAccount:smartAccount')
    expect(evm.calls.reconnect.map((call) => call.connectorId)).toEqual(['embeddedWallet'])
    expect(keywayHost(client).getAccountState('eip155').preferredAccountTypes.eip155).toBe(
      'smartAccount',
    )
    expect(rows.querySelector('.error')).toBeNull()
  })

  it.each([
    [false, 'Smart account · deployed with its first transaction'],
    [true, 'Smart account · deployed on this network'],
  ])('says whether the smart account is deployed (deployed: %s)', async (deployed, text) => {
    const { rows } = await openEmbeddedAccount('light', {
      networks: [1],
      smartAccount: { deployed },
    })
    const status = await expect
      .poll(() => rows.querySelector<HTMLElement>('[data-testid="kw-smart-account-status"]'))
      .toBeTruthy()
      .then(() => rows.querySelector<HTMLElement>('[data-testid="kw-smart-account-status"]'))
    expect(status?.textContent?.trim()).toBe(text)
    expect(status?.dataset.deployed).toBe(String(deployed))
  })

  it('has no smart-account line for the EOA', async () => {
    const { rows } = await openEmbeddedAccount('light', { networks: [1] })
    await expect.poll(() => rows.querySelector('kw-list-item.account-type')).toBeTruthy()
    expect(rows.querySelector('[data-testid="kw-smart-account-status"]')).toBeNull()
  })

  it.each(THEME_MODES)(
    'with the email row and the switch, has no axe violations in %s mode',
    async (mode) => {
      const { rows, modal } = await openEmbeddedAccount(mode, { networks: [1] })
      await expect.poll(() => rows.querySelector('kw-list-item.update-email')).toBeTruthy()
      await expect.poll(() => rows.querySelector('kw-list-item.account-type')).toBeTruthy()
      await expectNoAxeViolations(modal)
    },
  )
})

// docs/embedded-wallet.md#updating-the-email: the new address, the primary code, then the secondary code.
describe('kw-update-email-wallet-view', () => {
  it('keyboard only: the field has focus and its label, Enter submits, each code view names the address, the new email ends on Account', async () => {
    const { modal, form, fake, client } = await openUpdateEmail()
    expectFocusInDialog(modal)
    expect(focusedHost()?.localName).toBe('kw-input')
    const input = emailInput(form)
    expect(input.labels?.[0]?.textContent?.trim()).toBe('New email')
    expect(form.shadowRoot?.textContent).toContain(OLD_EMAIL)

    await userEvent.keyboard(NEW_EMAIL)
    await userEvent.keyboard('{Enter}')
    const primary = await waitForView<KwUpdateEmailPrimaryOtpView>(
      modal,
      'kw-update-email-primary-otp-view',
    )
    expect(fake.calls).toEqual([`updateEmail:${NEW_EMAIL}`])
    expect(primary.shadowRoot?.querySelector('.hint')?.textContent).toMatch(
      new RegExp(`Enter the code sent to\\s+${OLD_EMAIL}`),
    )
    await expect.poll(() => focusedHost()).toBe(primary)
    expect(codeInput(primary).labels?.[0]?.textContent?.trim()).toBe('6-digit code')

    // A wrong code stays, with frame-host's message tied to the field.
    await userEvent.keyboard('000000')
    await expect
      .poll(() => primary.shadowRoot?.querySelector('#code-error')?.textContent?.trim())
      .toBe(WRONG_CODE_MESSAGE)
    expect(codeInput(primary).getAttribute('aria-invalid')).toBe('true')
    expect(keywayHost(client).state.router.view).toBe('UpdateEmailPrimaryOtp')

    // The wrong code is selected: typing the right one replaces it.
    await expect.poll(() => focusedHost()).toBe(primary)
    await userEvent.keyboard(PRIMARY_CODE)
    const secondary = await waitForView<KwUpdateEmailSecondaryOtpView>(
      modal,
      'kw-update-email-secondary-otp-view',
    )
    expect(secondary.shadowRoot?.querySelector('.hint')?.textContent).toMatch(
      new RegExp(`Enter the code sent to\\s+${NEW_EMAIL}`),
    )
    await expect.poll(() => focusedHost()).toBe(secondary)
    await userEvent.keyboard(SECONDARY_CODE)

    const account = await waitForView<KwAccountView>(modal, 'kw-account-view')
    expect(keywayHost(client).state.notification.message).toBe('Email updated')
    expect(keywayHost(client).state.emailLogin.email).toBe(NEW_EMAIL)
    expect(fake.calls).toEqual([
      `updateEmail:${NEW_EMAIL}`,
      'primary:000000',
      `primary:${PRIMARY_CODE}`,
      `secondary:${SECONDARY_CODE}`,
    ])
    await expect
      .poll(() =>
        account.shadowRoot
          ?.querySelector('kw-account-embedded')
          ?.shadowRoot?.querySelector('kw-list-item.update-email')
          ?.getAttribute('description'),
      )
      .toBe(NEW_EMAIL)
  })

  it('an invalid address shows the field’s error and asks the frame nothing', async () => {
    const { form, fake } = await openUpdateEmail()
    await userEvent.keyboard('not-an-email{Enter}')
    await expect
      .poll(() => form.shadowRoot?.querySelector('kw-input')?.getAttribute('error'))
      .toBe('Enter a valid email address')
    expect(fake.calls).toEqual([])
  })

  it.each(THEME_MODES)('has no axe violations in %s mode', async (mode) => {
    const { form } = await openUpdateEmail(mode)
    await expectNoAxeViolations(form)
  })
})

describe('kw-update-email-primary-otp-view', () => {
  it('Enter in the code field submits the code again (a short code is not sent)', async () => {
    const { form, modal, fake } = await openUpdateEmail()
    emailInput(form).focus()
    await userEvent.keyboard(`${NEW_EMAIL}{Enter}`)
    const primary = await waitForView<KwUpdateEmailPrimaryOtpView>(
      modal,
      'kw-update-email-primary-otp-view',
    )
    await expect.poll(() => focusedHost()).toBe(primary)
    await userEvent.keyboard('12345{Enter}')
    expect(fake.calls).toEqual([`updateEmail:${NEW_EMAIL}`])
    await userEvent.keyboard('0')
    await expect.poll(() => fake.calls.at(-1)).toBe('primary:123450')
    await expect.poll(() => primary.shadowRoot?.querySelector('#code-error')).toBeTruthy()
    await expect.poll(() => focusedHost()).toBe(primary)
    // The wrong code is still in the field: Enter sends it again.
    codeInput(primary).setSelectionRange(6, 6)
    await userEvent.keyboard('{Enter}')
    await expect.poll(() => fake.calls.filter((call) => call === 'primary:123450')).toHaveLength(2)
  })

  it.each(THEME_MODES)(
    'with a wrong code shown, has no axe violations in %s mode',
    async (mode) => {
      const { form, modal } = await openUpdateEmail(mode)
      await userEvent.keyboard(`${NEW_EMAIL}{Enter}`)
      const primary = await waitForView<KwUpdateEmailPrimaryOtpView>(
        modal,
        'kw-update-email-primary-otp-view',
      )
      expect(form.isConnected).toBe(false)
      await expect.poll(() => focusedHost()).toBe(primary)
      await userEvent.keyboard('000000')
      await expect.poll(() => primary.shadowRoot?.querySelector('#code-error')).toBeTruthy()
      await expectNoAxeViolations(primary)
    },
  )
})

describe('kw-update-email-secondary-otp-view', () => {
  it.each(THEME_MODES)('has no axe violations in %s mode', async (mode) => {
    const { modal } = await openUpdateEmail(mode)
    await userEvent.keyboard(`${NEW_EMAIL}{Enter}`)
    const primary = await waitForView<KwUpdateEmailPrimaryOtpView>(
      modal,
      'kw-update-email-primary-otp-view',
    )
    await expect.poll(() => focusedHost()).toBe(primary)
    await userEvent.keyboard(PRIMARY_CODE)
    const secondary = await waitForView<KwUpdateEmailSecondaryOtpView>(
      modal,
      'kw-update-email-secondary-otp-view',
    )
    expect(secondary.shadowRoot?.querySelector('.hint')?.textContent).toContain(NEW_EMAIL)
    await expectNoAxeViolations(secondary)
  })
})
