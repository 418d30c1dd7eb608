import { connect, getAccount, openModal } from '@keyway/core'
import { keywayHost } from '@keyway/core/host'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { expectNoAxeViolations, THEME_MODES } from '../../testing/a11y.test-helpers.js'
import {
  dialogOf,
  expectFocusInDialog,
  focusedHost,
  mountModal,
  removeModals,
  waitForView,
} from '../../testing/modal.test-helpers.js'
import { createTestClient } from '../shared/test-client.test-helpers.js'
import '../network/switch-network-view.js'
import type { KwAccountView } from './account-view.component.js'
import './account-view.js'

afterEach(removeModals)

const address = '0x1111111111111111111111111111111111111111'
/** A 60-character ENS name: far wider than the view at a phone's 360 px. */
const LONG_NAME = `${'an-extraordinarily-long-name-for-this-account-'.padEnd(56, 'x')}.eth`

/** The blockchain API's reverse lookup, naming the account `name` (as a registered name). */
function reverseNameApi(name: string) {
  return (url: URL) =>
    url.pathname === `/v1/profile/reverse/${address}`
      ? Response.json([{ name, registered: 1, updated: 1, addresses: {}, attributes: {} }])
      : new Response('{}', { status: 404 })
}

async function openAccount(mode: 'light' | 'dark', blockchainApi?: (url: URL) => Response) {
  const setup = createTestClient(blockchainApi ? { blockchainApi } : {})
  await connect(setup.client, { connectorId: 'io.metamask' })
  const modal = await mountModal(mode, setup)
  openModal(setup.client, { view: 'Account' })
  const view = await waitForView<KwAccountView>(modal.modal, 'kw-account-view')
  await expect.poll(() => view.shadowRoot?.querySelector('kw-balance')).not.toBeNull()
  return { ...modal, view }
}

/** The view on its own (no modal), connected, once its balance shows. */
async function mount(blockchainApi?: (url: URL) => Response) {
  const setup = createTestClient(blockchainApi ? { blockchainApi } : {})
  await connect(setup.client, { connectorId: 'io.metamask' })
  openModal(setup.client)
  const view = document.createElement('kw-account-view')
  view.client = setup.client
  const clipboard = { writeText: vi.fn(async () => undefined) }
  view.clipboard = clipboard
  document.body.append(view)
  await expect.poll(() => view.shadowRoot?.querySelector('.balance kw-balance')).not.toBeNull()
  return { ...setup, view, clipboard }
}

const nameOf = (view: Element) => view.shadowRoot?.querySelector<HTMLElement>('.name')

describe('kw-account-view', () => {
  it('copies the address from the keyboard and confirms with a banner', async () => {
    const { modal, view, client } = await openAccount('light')
    expectFocusInDialog(modal)
    const copied: string[] = []
    view.clipboard = { writeText: async (text) => void copied.push(text) }
    for (let i = 0; i < 6 && focusedHost()?.getAttribute('icon') !== 'copy'; i++) {
      await userEvent.tab()
    }
    await userEvent.keyboard('{Enter}')
    expect(copied).toEqual([address])
    await expect.poll(() => keywayHost(client).state.notification.message).toBe('Address copied')
  })

  it('the network row opens the network switch by keyboard', async () => {
    const { modal, client } = await openAccount('light')
    for (let i = 0; i < 8 && !focusedHost()?.classList.contains('network'); i++) {
      await userEvent.tab()
    }
    await userEvent.keyboard(' ')
    await waitForView(modal, 'kw-switch-network-view')
    expect(keywayHost(client).state.router.view).toBe('SwitchNetwork')
    expectFocusInDialog(modal)
  })

  it.each(THEME_MODES)('in the modal, has no axe violations in %s mode', async (mode) => {
    const { modal } = await openAccount(mode)
    await expectNoAxeViolations(modal)
  })

  it('shows the address truncated 4 + 6 when no profile name is known', async () => {
    const { view } = await mount()
    expect(nameOf(view)?.textContent).toBe('0x11...111111')
  })

  it('shows the profile name instead of the address when known', async () => {
    const { view } = await mount(reverseNameApi('alice.eth'))
    await expect.poll(() => nameOf(view)?.textContent).toBe('alice.eth')
  })

  it("shows the identity's name and avatar where no registered name is known", async () => {
    const avatar = 'https://img.test/alice.png'
    const { view, requests } = await mount((url) =>
      url.pathname === `/v1/identity/${address}`
        ? Response.json({ name: 'alice.keyway', avatar })
        : new Response('{}', { status: 404 }),
    )
    await expect.poll(() => nameOf(view)?.textContent).toBe('alice.keyway')
    expect(nameOf(view)?.getAttribute('title')).toBe('alice.keyway')
    expect(view.shadowRoot?.querySelector('kw-avatar')?.getAttribute('src')).toBe(avatar)
    expect(requests.filter((url) => url.pathname.startsWith('/v1/identity/'))).toHaveLength(1)
  })

  it('shows the native balance with its symbol', async () => {
    const { view } = await mount()
    const balance = view.shadowRoot?.querySelector('kw-balance')
    expect(balance?.getAttribute('amount')).toBe('1.23456')
    expect(balance?.getAttribute('symbol')).toBe('ETH')
  })

  it('copies the full address and confirms with a banner', async () => {
    const { view, clipboard, client } = await mount()
    ;(view.shadowRoot!.querySelector('kw-icon-button') as HTMLElement).click()
    await expect.poll(() => clipboard.writeText.mock.calls.length).toBe(1)
    expect(clipboard.writeText).toHaveBeenCalledWith(address)
    await expect.poll(() => keywayHost(client).state.notification.message).toBe('Address copied')
  })

  it('opens SwitchNetwork from the network row, which names the active network', async () => {
    const { view, client } = await mount()
    const row = view.shadowRoot?.querySelector('kw-list-item.network') as HTMLElement
    expect(row.getAttribute('label')).toBe('Ethereum')
    row.click()
    expect(keywayHost(client).state.router.view).toBe('SwitchNetwork')
  })

  it('links to the block explorer page of the address', async () => {
    const { view } = await mount()
    const href = view.shadowRoot?.querySelector('kw-link')?.getAttribute('href') ?? ''
    expect(href).toBe(`https://explorer.test/address/${address}`)
  })

  it('disconnects and closes the modal', async () => {
    const { view, client, evm } = await mount()
    ;(view.shadowRoot!.querySelector('kw-list-item.disconnect') as HTMLElement).click()
    await expect.poll(() => getAccount(client).isConnected).toBe(false)
    expect(evm.calls.disconnect).toHaveLength(1)
    await expect.poll(() => keywayHost(client).state.modal.open).toBe(false)
  })

  it('marks a balance that could not be refreshed as out of date (muted, a hidden "(out of date)", a title)', async () => {
    const { view, client, evm } = await mount()
    evm.getBalance = async () => {
      throw viemLikeError()
    }
    // A refresh past the cache window (docs/limits.md#cache-expiry), as the poll or the refresh button makes.
    await keywayHost(client)
      .fetchNativeBalance({ force: true })
      .catch(() => undefined)
    const stale = () => view.shadowRoot?.querySelector('.balance .stale')
    await expect.poll(stale).not.toBeNull()
    expect(stale()?.getAttribute('title')).toBe(
      'The balance could not be refreshed. This is the last amount known.',
    )
    expect(stale()?.querySelector('kw-balance')?.getAttribute('amount')).toBe('1.23456')
    expect(stale()?.querySelector('.visually-hidden')?.textContent).toBe('(out of date)')
    // The banner says the spec's sentence; viem's text is nowhere in the view.
    expect(keywayHost(client).state.notification.message).toBe('Token Balance Unavailable')
    expect(view.shadowRoot?.textContent).not.toMatch(/viem|Version:|127\.0\.0\.1/)
  })

  it('offers a refresh beside a stale balance, which shows it as current once it succeeds', async () => {
    const { view, client, evm } = await mount()
    const getBalance = evm.getBalance
    evm.getBalance = async () => {
      throw viemLikeError()
    }
    // A refresh past the cache window (docs/limits.md#cache-expiry), as the poll or the refresh button makes.
    await keywayHost(client)
      .fetchNativeBalance({ force: true })
      .catch(() => undefined)
    const refresh = () => view.shadowRoot?.querySelector('kw-icon-button.refresh-balance')
    await expect.poll(() => refresh()?.getAttribute('label')).toBe('Refresh balance')
    evm.getBalance = getBalance
    ;(refresh() as HTMLElement).click()
    await expect.poll(() => view.shadowRoot?.querySelector('.balance .stale')).toBeNull()
    expect(view.shadowRoot?.querySelector('.balance kw-balance')?.getAttribute('amount')).toBe(
      '1.23456',
    )
  })

  it('says the balance is unavailable (no endless placeholder) when the first fetch fails', async () => {
    const setup = createTestClient()
    setup.evm.getBalance = async () => {
      throw new SyntaxError('Unterminated string in JSON at position 35')
    }
    await connect(setup.client, { connectorId: 'io.metamask' })
    const view = document.createElement('kw-account-view')
    view.client = setup.client
    document.body.append(view)
    await expect
      .poll(() => view.shadowRoot?.querySelector('.balance')?.textContent?.trim())
      .toBe('Balance unavailable')
    expect(view.shadowRoot?.querySelector('.balance kw-skeleton')).toBeNull()
    expect(view.shadowRoot?.querySelector('.balance kw-icon-button.refresh-balance')).not.toBeNull()
  })

  it('shows the short message of a failed disconnect, never the library text behind it', async () => {
    const { view, client, evm } = await mount()
    evm.disconnect = async () => {
      throw viemLikeError()
    }
    ;(view.shadowRoot!.querySelector('kw-list-item.disconnect') as HTMLElement).click()
    await expect.poll(() => keywayHost(client).state.notification.variant).toBe('error')
    expect(keywayHost(client).state.notification.message).not.toMatch(/viem|HTTP request failed/)
  })

  it('the truncated address keeps the whole address as the title', async () => {
    const { view } = await mount()
    expect(nameOf(view)?.getAttribute('title')).toBe(address)
  })
})

describe('kw-account-view: a long ENS / SNS name at a phone’s 360 px', () => {
  afterEach(async () => {
    await page.viewport(1280, 800)
  })

  it('ends the name in an ellipsis inside the view, nothing wider than the sheet, the whole name in its title', async () => {
    await page.viewport(360, 640)
    const { modal, view } = await openAccount('light', reverseNameApi(LONG_NAME))
    await expect.poll(() => nameOf(view)?.textContent).toBe(LONG_NAME)
    const name = nameOf(view) as HTMLElement
    expect(LONG_NAME).toHaveLength(60)
    expect(name.getAttribute('title')).toBe(LONG_NAME)
    // Cut with an ellipsis, not clipped: the text is wider than its box and ends in "…".
    expect(getComputedStyle(name).textOverflow).toBe('ellipsis')
    expect(getComputedStyle(name).whiteSpace).toBe('nowrap')
    expect(name.scrollWidth).toBeGreaterThan(name.clientWidth)
    // The name, its row and the view stay inside the sheet, which does not scroll sideways.
    const dialog = dialogOf(modal)
    const row = view.shadowRoot?.querySelector('.name-row') as HTMLElement
    const inside = (inner: Element, outer: Element) => {
      const a = inner.getBoundingClientRect()
      const b = outer.getBoundingClientRect()
      return a.left >= b.left - 0.5 && a.right <= b.right + 0.5
    }
    expect(inside(name, row), 'the name inside its row').toBe(true)
    expect(inside(row, view), 'the row inside the view').toBe(true)
    expect(inside(view, dialog), 'the view inside the sheet').toBe(true)
    expect(dialog.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth)
    for (const scroller of [dialog, modal.shadowRoot?.querySelector('.content') as HTMLElement]) {
      expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth)
    }
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
    await expectNoAxeViolations(modal)
  })
})

/** viem's shape when an RPC fails: its own shortMessage and a long message with the URL. */
function viemLikeError(): Error {
  return Object.assign(
    new Error(
      'HTTP request failed.\n\nURL: http://127.0.0.1:8545\nRequest body: {"method":"eth_getBalance"}\n\nVersion: viem@2.38.0',
    ),
    { shortMessage: 'HTTP request failed.' },
  )
}
