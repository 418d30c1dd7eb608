import { connect, setTheme } from '@keyway/core'
import { keywayHost } from '@keyway/core/host'
import { afterEach, describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import {
  expectFocusRing,
  expectNoAxeViolations,
  mountThemed,
  removeFixtures,
  THEME_MODES,
  themedFixture,
} from '../../testing/a11y.test-helpers.js'
import { expectSteady } from '../../testing/wait.test-helpers.js'
import '../../views/account/account-view.js'
import { createTestClient } from '../../views/shared/test-client.test-helpers.js'
import './account-button.js'

afterEach(removeFixtures)

const ADDRESS = '0x1111111111111111111111111111111111111111'
const AVATAR = 'https://img.test/alice.png'

/** The blockchain API's identity route, naming every address `name` (with `avatar`). */
function identityApi(name: string | null, avatar: string | null) {
  return (url: URL) =>
    url.pathname.startsWith('/v1/identity/')
      ? Response.json({ name, avatar })
      : new Response('{}', { status: 404 })
}

const identityRequests = (requests: URL[]) =>
  requests.filter((url) => url.pathname.startsWith('/v1/identity/'))

async function mountConnected(mode: 'light' | 'dark') {
  const setup = createTestClient()
  setTheme(setup.client, { themeMode: mode })
  await connect(setup.client, { connectorId: 'io.metamask' })
  const button = document.createElement('kw-account-button')
  button.client = setup.client
  await mountThemed(button, mode)
  await expect.poll(() => button.shadowRoot?.querySelector('kw-balance')).not.toBeNull()
  return { ...setup, button }
}

/** Connected, with the adapter's balance reads counted (each is one eth_getBalance on a chain). */
async function connectCounting() {
  const setup = createTestClient()
  await connect(setup.client, { connectorId: 'io.metamask' })
  const getBalance = setup.evm.getBalance.bind(setup.evm)
  const calls: unknown[] = []
  let fail = false
  setup.evm.getBalance = async (parameters) => {
    calls.push(parameters)
    if (fail)
      throw new Error('HTTP request failed.\n\nURL: http://127.0.0.1:8545\n\nVersion: viem@2.38.0')
    return getBalance(parameters)
  }
  return {
    ...setup,
    calls,
    failBalance: (value: boolean) => {
      fail = value
    },
  }
}

const pill = (button: Element) => button.shadowRoot?.querySelector('button') as HTMLButtonElement
const label = (button: Element) => button.shadowRoot?.querySelector<HTMLElement>('.label')
const balanceOf = (button: Element) =>
  button.shadowRoot?.querySelector('kw-balance')?.getAttribute('amount')

describe('kw-account-button', () => {
  it('shows the balance and the address, and Enter opens the Account view', async () => {
    const { button, client } = await mountConnected('light')
    expect(pill(button).textContent?.replace(/\s+/g, ' ').trim()).toBe('Account 0x11...111111')
    const balance = button.shadowRoot?.querySelector('kw-balance')
    expect([balance?.getAttribute('amount'), balance?.getAttribute('symbol')]).toEqual([
      '1.23456',
      'ETH',
    ])
    await userEvent.tab()
    expectFocusRing(button)
    await userEvent.keyboard('{Enter}')
    expect(keywayHost(client).state.modal.open).toBe(true)
    expect(keywayHost(client).state.router.view).toBe('Account')
  })

  it('opens unsupported-chain instead while the wallet is on a network the app does not configure', async () => {
    const { button, client, evm } = await mountConnected('light')
    evm.emit('chainChanged', { connectorId: 'io.metamask', chainId: 56 })
    pill(button).click()
    expect(keywayHost(client).state.modal.open).toBe(true)
    expect(keywayHost(client).state.router.view).toBe('unsupported-chain')
  })

  it('renders nothing while disconnected', async () => {
    const button = document.createElement('kw-account-button')
    button.client = createTestClient().client
    await mountThemed(button, 'light')
    expect(pill(button)).toBeNull()
    expect(button.getBoundingClientRect().width).toBe(0)
  })

  it('takes its accessible name from its content, so the name holds every visible word (WCAG 2.5.3)', async () => {
    const { button } = await mountConnected('light')
    const inner = pill(button)
    // An aria-label would replace the content and drop the visible balance.
    expect(inner.hasAttribute('aria-label')).toBe(false)
    const hidden = inner.querySelector('.visually-hidden')
    expect(hidden?.textContent?.trim()).toBe('Account')
    expect(inner.textContent?.replace(/\s+/g, ' ')).toContain('0x11...111111')
  })

  it('the truncated address keeps the whole address as the title', async () => {
    const { button } = await mountConnected('light')
    expect(label(button)?.textContent).toBe('0x11...111111')
    expect(label(button)?.getAttribute('title')).toBe('0x1111111111111111111111111111111111111111')
  })

  it('the account button and the Account view together ask for the balance once', async () => {
    const { client, calls } = await connectCounting()
    const button = document.createElement('kw-account-button')
    button.client = client
    const view = document.createElement('kw-account-view')
    view.client = client
    document.body.append(button, view)
    await expect.poll(() => balanceOf(button)).toBe('1.23456')
    await expect.poll(() => view.shadowRoot?.querySelector('.balance kw-balance')).not.toBeNull()
    await expectSteady(() => calls.length, 1)
  })

  it('shows a balance that could not be refreshed as out of date, never as current', async () => {
    const { client, failBalance } = await connectCounting()
    const button = document.createElement('kw-account-button')
    button.client = client
    document.body.append(button)
    await expect.poll(() => balanceOf(button)).toBe('1.23456')
    failBalance(true)
    // A refresh past the cache window (docs/limits.md#cache-expiry), as the modal's poll makes.
    await keywayHost(client)
      .fetchNativeBalance({ force: true })
      .catch(() => undefined)
    const stale = () => button.shadowRoot?.querySelector('.stale')
    await expect.poll(stale).not.toBeNull()
    expect(stale()?.querySelector('kw-balance')?.getAttribute('amount')).toBe('1.23456')
    expect(stale()?.getAttribute('title')).toBe(
      'The balance could not be refreshed. This is the last amount known.',
    )
    // Part of the button's name (its content), so a screen reader hears it too.
    expect(stale()?.querySelector('.visually-hidden')?.textContent).toBe('(out of date)')
    expect(button.shadowRoot?.textContent).not.toMatch(/viem|127\.0\.0\.1/)

    failBalance(false)
    // A refresh the visitor asks for (docs/connection.md#connection-status: within 30 s of the failure nothing else asks).
    await keywayHost(client).fetchNativeBalance({ force: true })
    await expect.poll(stale).toBeNull()
    expect(balanceOf(button)).toBe('1.23456')
  })

  it.each(THEME_MODES)('has no axe violations in %s mode', async (mode) => {
    const { button } = await mountConnected(mode)
    await expectNoAxeViolations(button.parentElement as HTMLElement)
  })
})

describe('kw-account-button: a long ENS / SNS name at a phone’s 360 px', () => {
  /** A 60-character ENS name: wider than the pill may grow. */
  const LONG_NAME = `${'an-extraordinarily-long-name-for-this-account-'.padEnd(56, 'x')}.eth`

  afterEach(async () => {
    await page.viewport(1280, 800)
  })

  it('ends the name in an ellipsis, keeps the pill inside a 360 px page, and the whole name in its title', async () => {
    await page.viewport(360, 640)
    const setup = createTestClient({ blockchainApi: identityApi(LONG_NAME, null) })
    await connect(setup.client, { connectorId: 'io.metamask' })
    const fixture = themedFixture('light')
    // The page's own width at 360 px, not the fixture's default: a header holding the pill.
    Object.assign(fixture.style, { width: 'auto', boxSizing: 'border-box' })
    const button = document.createElement('kw-account-button')
    button.client = setup.client
    fixture.append(button)
    await expect.poll(() => label(button)?.textContent).toBe(LONG_NAME)
    await expect.poll(() => balanceOf(button)).toBe('1.23456')
    const shown = label(button) as HTMLElement
    expect(LONG_NAME).toHaveLength(60)
    expect(shown.getAttribute('title')).toBe(LONG_NAME)
    // Cut with an ellipsis, not clipped: the text is wider than its box and ends in "…".
    expect(getComputedStyle(shown).textOverflow).toBe('ellipsis')
    expect(getComputedStyle(shown).whiteSpace).toBe('nowrap')
    expect(shown.scrollWidth).toBeGreaterThan(shown.clientWidth)
    // The label inside the pill, the pill inside the page, and no sideways scroll.
    const box = (element: Element) => element.getBoundingClientRect()
    expect(box(shown).right).toBeLessThanOrEqual(box(pill(button)).right + 0.5)
    expect(box(pill(button)).right).toBeLessThanOrEqual(box(fixture).right + 0.5)
    expect(box(fixture).right).toBeLessThanOrEqual(window.innerWidth)
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
    // The balance beside the name is still shown whole.
    const balance = button.shadowRoot?.querySelector('kw-balance') as HTMLElement
    expect(box(balance).width).toBeGreaterThan(0)
    expect(box(balance).right).toBeLessThanOrEqual(box(pill(button)).right + 0.5)
    await expectNoAxeViolations(fixture)
  })
})

describe('kw-account-button: the identity', () => {
  async function mountWith(api: (url: URL) => Response) {
    const setup = createTestClient({ blockchainApi: api })
    await connect(setup.client, { connectorId: 'io.metamask' })
    const button = document.createElement('kw-account-button')
    button.client = setup.client
    await mountThemed(button, 'light')
    return { ...setup, button }
  }

  it("shows the account's identity, name and avatar, in the address's place", async () => {
    const { button, requests } = await mountWith(identityApi('alice.keyway', AVATAR))
    await expect.poll(() => label(button)?.textContent).toBe('alice.keyway')
    expect(label(button)?.getAttribute('title')).toBe('alice.keyway')
    expect(button.shadowRoot?.querySelector('kw-avatar')?.getAttribute('src')).toBe(AVATAR)
    expect(identityRequests(requests).map((url) => url.pathname)).toEqual([
      `/v1/identity/${ADDRESS}`,
    ])
    await expectNoAxeViolations(button)
  })

  it('keeps the address when the identity has no name, or cannot be fetched', async () => {
    for (const api of [identityApi(null, null), () => new Response('{}', { status: 400 })]) {
      const { button, requests } = await mountWith(api)
      await expect.poll(() => identityRequests(requests).length).toBeGreaterThan(0)
      await expectSteady(() => label(button)?.textContent, '0x11...111111')
      button.remove()
    }
  })
})
