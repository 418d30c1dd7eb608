import type { AuthRequestOptions, AuthUser, Connector, SocialProvider } from '@keyway/core'
import { openModal } from '@keyway/core'
import { keywayHost } from '@keyway/core/host'
import { createTestAuthProvider } from '@keyway/core/testing'
import { afterEach, describe, expect, it } from 'vitest'
import { expectNoAxeViolations, THEME_MODES } from '../../testing/a11y.test-helpers.js'
import { mountModal, removeModals, waitForView } from '../../testing/modal.test-helpers.js'
import type { KwConnectView } from '../connect/connect-view.component.js'
import '../connect/connect-view.js'
import type { KwSocialLoginView } from '../connect/social-login-view.component.js'
import { createTestClient, destroyTestClients } from '../shared/test-client.test-helpers.js'
import type { KwConnectingFarcasterView } from './connecting-farcaster-view.component.js'
import type { KwConnectingSocialView } from './connecting-social-view.component.js'

const USER: AuthUser = {
  address: '0x1111111111111111111111111111111111111111',
  chainId: 'eip155:1',
  email: null,
  userName: 'octocat',
}

const METAMASK: Connector = {
  id: 'io.metamask',
  name: 'MetaMask',
  chain: 'eip155',
  type: 'ANNOUNCED',
  imageUrl: 'data:image/svg+xml,<svg/>',
  info: { rdns: 'io.metamask' },
}

/** A sign-in window standing in for the real one (window.open is replaced per test). */
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

const realOpen = window.open
const opened: { url: string | URL | undefined; target: string | undefined }[] = []
/** Replaces window.open: the next window is `popup` (null: blocked by the browser). */
function nextWindow(popup: ReturnType<typeof fakePopup> | null) {
  window.open = ((url?: string | URL, target?: string) => {
    opened.push({ url, target })
    return popup as unknown as Window
  }) as typeof window.open
}

afterEach(() => {
  window.open = realOpen
  opened.length = 0
  removeModals()
  destroyTestClients()
})

/** A promise settled by the test; rejects when the request's signal aborts. */
function pending<T>(options?: AuthRequestOptions) {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    options?.signal?.addEventListener('abort', () => rej(new Error('aborted')), { once: true })
  })
  return { promise, resolve }
}

async function openConnect(
  mode: 'light' | 'dark',
  options: { socials?: readonly SocialProvider[] | false; injected?: boolean } = {},
) {
  const fake = createTestAuthProvider({ user: USER })
  const auth: Connector = {
    id: 'embeddedWallet',
    name: 'Email',
    chain: 'eip155',
    type: 'AUTH',
    provider: fake.provider,
  }
  const setup = createTestClient({
    connectors: options.injected === false ? [auth] : [METAMASK, auth],
    frameHost: 'http://frame.test',
    ...(options.socials !== undefined ? { features: { socials: options.socials } } : {}),
  })
  const modal = await mountModal(mode, setup)
  openModal(setup.client)
  const connect = await waitForView<KwConnectView>(modal.modal, 'kw-connect-view')
  return { ...modal, connect, fake }
}

async function socialsOf(connect: KwConnectView): Promise<KwSocialLoginView> {
  await expect
    .poll(() =>
      connect.shadowRoot
        ?.querySelector<KwSocialLoginView>('kw-social-login-view')
        ?.shadowRoot?.querySelector('button'),
    )
    .toBeTruthy()
  const socials = connect.shadowRoot?.querySelector<KwSocialLoginView>('kw-social-login-view')
  if (!socials) throw new Error('no social sign-ins')
  return socials
}

function socialButton(socials: KwSocialLoginView, provider: string): HTMLButtonElement {
  const button = socials.shadowRoot?.querySelector<HTMLButtonElement>(`[data-social="${provider}"]`)
  if (!button) throw new Error(`no ${provider} button`)
  return button
}

function accessibleNames(socials: KwSocialLoginView): string[] {
  return [...(socials.shadowRoot?.querySelectorAll('button') ?? [])].map(
    (button) =>
      button.getAttribute('aria-label') ??
      button.querySelector('.label')?.textContent?.trim() ??
      '',
  )
}

// The Connect view's social sign-ins (docs/overview.md#ways-to-connect providers, docs/limits.md#features-and-defaults order and Telegram filter).
describe('kw-social-login-view', () => {
  it('comes after the wallets and the email field, in the feature order, four at first', async () => {
    const { connect } = await openConnect('light')
    const socials = await socialsOf(connect)
    const order = [...(connect.shadowRoot?.children ?? [])]
      .map((el) =>
        el.localName === 'kw-email-login-view'
          ? 'email'
          : el.localName === 'kw-social-login-view'
            ? 'social'
            : el.classList.contains('list')
              ? 'wallet'
              : '',
      )
      .filter(Boolean)
    expect(order).toEqual(['wallet', 'email', 'social'])
    // docs/limits.md#features-and-defaults default socials: google, x, discord, farcaster, github, apple, facebook.
    expect(accessibleNames(socials)).toEqual([
      'Continue with Google',
      'Continue with X',
      'Continue with Discord',
      'Continue with Farcaster',
      'More sign-in options',
    ])
    const more = socials.shadowRoot?.querySelector<HTMLButtonElement>('button.more')
    expect(more?.getAttribute('aria-expanded')).toBe('false')
    more?.click()
    await expect.poll(() => accessibleNames(socials)).toContain('Continue with Facebook')
    expect(more?.getAttribute('aria-expanded')).toBe('true')
  })

  it('shows only the providers of the socials feature, in its order', async () => {
    const { connect } = await openConnect('light', { socials: ['github', 'google'] })
    const socials = await socialsOf(connect)
    expect(accessibleNames(socials)).toEqual(['Continue with GitHub', 'Continue with Google'])
  })

  it('without an injected wallet, the sign-ins come first, with "or" before the wallets only', async () => {
    const { connect } = await openConnect('light', { injected: false })
    await socialsOf(connect)
    const order = [...(connect.shadowRoot?.children ?? [])].map((el) => el.localName)
    expect(order.filter((name) => name !== 'div')).toEqual([
      'kw-email-login-view',
      'kw-social-login-view',
      'kw-separator',
    ])
    expect(order.indexOf('kw-separator')).toBeLessThan(order.indexOf('div'))
  })

  it('inside Telegram on iOS, Google is not offered (docs/limits.md#features-and-defaults)', async () => {
    const telegram = globalThis as { Telegram?: unknown }
    telegram.Telegram = { WebApp: { platform: 'ios' } }
    try {
      const { connect } = await openConnect('light', { socials: ['google', 'github', 'x'] })
      const socials = await socialsOf(connect)
      expect(accessibleNames(socials)).toEqual(['Continue with GitHub', 'Continue with X'])
    } finally {
      delete telegram.Telegram
    }
  })

  it('is left out when the socials feature is off', async () => {
    const { connect } = await openConnect('light', { socials: false })
    await expect.poll(() => connect.shadowRoot?.querySelector('kw-email-login-view')).toBeTruthy()
    expect(connect.shadowRoot?.querySelector('kw-social-login-view')).toBeNull()
  })

  // What a sign-in button opens: the window, and the view that waits for it.
  describe('kw-connecting-social-view', () => {
    it('a social button opens the sign-in window in the click, then the provider in it', async () => {
      const { connect, fake, modal, client } = await openConnect('light', {
        socials: ['github', 'google'],
      })
      const popup = fakePopup()
      nextWindow(popup)
      let answer: ReturnType<typeof pending<AuthUser>> | undefined
      fake.provider.connectSocial = (_payload, options) => {
        answer = pending<AuthUser>(options)
        return answer.promise
      }
      socialButton(await socialsOf(connect), 'github').click()
      expect(opened).toEqual([{ url: '', target: 'keyway-social' }])
      const view = await waitForView<KwConnectingSocialView>(modal, 'kw-connecting-social-view')
      await expect
        .poll(() => view.shadowRoot?.querySelector('.heading')?.textContent)
        .toBe('Continue in GitHub')
      await expect
        .poll(() => popup.location.href)
        .toBe('https://oauth.example/github/authorize?state=test')
      answer?.resolve(USER)
      await expect.poll(() => client.state.modal.open).toBe(false)
      expect(popup.closed).toBe(true)
      expect(keywayHost(client).getAccountState('eip155').connectedWalletInfo?.social).toBe(
        'github',
      )
      // The Account view names the provider and the username (docs/state.md#account-state connected wallet info).
      openModal(client)
      const account = await waitForView(modal, 'kw-account-view')
      await expect
        .poll(() =>
          account.shadowRoot
            ?.querySelector('kw-account-embedded')
            ?.shadowRoot?.querySelector('.social')
            ?.textContent?.replace(/\s+/g, ' ')
            .trim(),
        )
        .toBe('Signed in with GitHub · octocat')
    })

    it('a closed window says so, and Try again opens a new one', async () => {
      const { connect, fake, modal } = await openConnect('light', { socials: ['google'] })
      const popup = fakePopup()
      nextWindow(popup)
      fake.provider.connectSocial = (_payload, options) => pending<AuthUser>(options).promise
      socialButton(await socialsOf(connect), 'google').click()
      const view = await waitForView<KwConnectingSocialView>(modal, 'kw-connecting-social-view')
      popup.close()
      await expect
        .poll(() => view.shadowRoot?.querySelector('[role="alert"]')?.textContent?.trim(), {
          timeout: 6000,
        })
        .toBe('The sign-in window was closed. Try again.')
      const second = fakePopup()
      nextWindow(second)
      fake.provider.connectSocial = async () => USER
      view.shadowRoot?.querySelector<HTMLElement>('kw-button.retry')?.click()
      expect(opened).toHaveLength(2)
      await expect.poll(() => second.location.href).toContain('/google/authorize')
    })

    it('a blocked window asks to allow pop-ups', async () => {
      const { connect, modal, fake } = await openConnect('light', { socials: ['discord'] })
      nextWindow(null)
      socialButton(await socialsOf(connect), 'discord').click()
      const view = await waitForView<KwConnectingSocialView>(modal, 'kw-connecting-social-view')
      await expect
        .poll(() => view.shadowRoot?.querySelector('[role="alert"]')?.textContent?.trim())
        .toBe('Your browser blocked the sign-in window. Allow pop-ups and try again.')
      expect(fake.calls).toEqual([])
    })

    it('Cancel goes back to Connect and closes the window', async () => {
      const { connect, fake, modal } = await openConnect('light', { socials: ['github'] })
      const popup = fakePopup()
      nextWindow(popup)
      fake.provider.connectSocial = (_payload, options) => pending<AuthUser>(options).promise
      socialButton(await socialsOf(connect), 'github').click()
      const view = await waitForView<KwConnectingSocialView>(modal, 'kw-connecting-social-view')
      await expect.poll(() => popup.location.href).not.toBe('')
      view.shadowRoot?.querySelector<HTMLElement>('kw-button.cancel')?.click()
      await waitForView(modal, 'kw-connect-view')
      expect(popup.closed).toBe(true)
    })

    it.each(THEME_MODES)('has no axe violations in %s mode', async (mode) => {
      const { connect, modal, fake } = await openConnect(mode)
      await socialsOf(connect)
      await expectNoAxeViolations(modal)
      nextWindow(null)
      fake.provider.connectSocial = (_payload, options) => pending<AuthUser>(options).promise
      socialButton(await socialsOf(connect), 'google').click()
      const view = await waitForView<KwConnectingSocialView>(modal, 'kw-connecting-social-view')
      await expect.poll(() => view.shadowRoot?.querySelector('[role="alert"]')).toBeTruthy()
      await expectNoAxeViolations(modal)
    })
  })
})

// docs/views.md#connectingfarcaster.
describe('kw-connecting-farcaster-view', () => {
  it('shows the sign-in url as a QR code, and closes once the Farcaster app approved', async () => {
    const { connect, fake, modal, client } = await openConnect('light', {
      socials: ['farcaster'],
    })
    let approval: ReturnType<typeof pending<AuthUser>> | undefined
    fake.provider.connectFarcaster = (options) => {
      approval = pending<AuthUser>(options)
      return approval.promise
    }
    socialButton(await socialsOf(connect), 'farcaster').click()
    const view = await waitForView<KwConnectingFarcasterView>(modal, 'kw-connecting-farcaster-view')
    const url = 'https://farcaster.example/~/siwf?channelToken=test'
    await expect
      .poll(() => view.shadowRoot?.querySelector('kw-qr-code')?.getAttribute('uri'))
      .toBe(url)
    expect(view.shadowRoot?.querySelector('a.open-link')?.getAttribute('href')).toBe(url)
    const copied: string[] = []
    view.clipboard = {
      writeText: async (text: string) => {
        copied.push(text)
      },
    }
    view.shadowRoot?.querySelector<HTMLElement>('kw-button.copy')?.click()
    await expect.poll(() => copied).toEqual([url])
    approval?.resolve({ ...USER, userName: 'alice.eth' })
    await expect.poll(() => client.state.modal.open).toBe(false)
    expect(keywayHost(client).getAccountState('eip155').connectedWalletInfo?.social).toBe(
      'farcaster',
    )
  })

  it('leaving the view stops the wait', async () => {
    const { connect, fake, modal, client } = await openConnect('light', {
      socials: ['farcaster'],
    })
    let aborted = false
    fake.provider.connectFarcaster = (options) => {
      options?.signal?.addEventListener('abort', () => {
        aborted = true
      })
      return new Promise<AuthUser>(() => undefined)
    }
    socialButton(await socialsOf(connect), 'farcaster').click()
    await waitForView(modal, 'kw-connecting-farcaster-view')
    await expect.poll(() => fake.calls).toContain('getFarcasterUri')
    keywayHost(client).goBack()
    await expect.poll(() => aborted).toBe(true)
  })

  it.each(THEME_MODES)('has no axe violations in %s mode', async (mode) => {
    const { connect, modal, fake } = await openConnect(mode, { socials: ['farcaster'] })
    fake.provider.connectFarcaster = (options) => pending<AuthUser>(options).promise
    socialButton(await socialsOf(connect), 'farcaster').click()
    const view = await waitForView<KwConnectingFarcasterView>(modal, 'kw-connecting-farcaster-view')
    await expect
      .poll(() => view.shadowRoot?.querySelector('kw-qr-code')?.getAttribute('uri'))
      .toBeTruthy()
    await expectNoAxeViolations(modal)
  })
})
