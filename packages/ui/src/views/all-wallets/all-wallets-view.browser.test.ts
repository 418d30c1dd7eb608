import { loadWalletList, openModal } from '@keyway/core'
import { keywayHost } from '@keyway/core/host'
import { RangeChangedEvent } from '@lit-labs/virtualizer/events.js'
import { afterEach, describe, expect, it } from 'vitest'
import { userEvent } from 'vitest/browser'
import { expectNoAxeViolations, THEME_MODES } from '../../testing/a11y.test-helpers.js'
import {
  deepActiveElement,
  expectFocusInDialog,
  focusedHost,
  mountModal,
  removeModals,
  waitForView,
} from '../../testing/modal.test-helpers.js'
import { expectSteady } from '../../testing/wait.test-helpers.js'
import { lightTheme } from '../../theme/theme.js'
import { applyThemeTokens } from '../../theme/theme-to-css.js'
import '../connect/connect-view.js'
import { createTestClient } from '../shared/test-client.test-helpers.js'
import type { KwAllWalletsView } from './all-wallets-view.component.js'
import './all-wallets-view.js'

afterEach(removeModals)

const rows = (view: Element) => [...(view.shadowRoot?.querySelectorAll('kw-wallet-item') ?? [])]

async function openAllWallets(mode: 'light' | 'dark') {
  const setup = await mountModal(mode)
  openModal(setup.client)
  await waitForView(setup.modal, 'kw-connect-view')
  keywayHost(setup.client).navigate('AllWallets')
  const view = await waitForView<KwAllWalletsView>(setup.modal, 'kw-all-wallets-view')
  await expect.poll(() => rows(view).length).toBeGreaterThan(5)
  return { ...setup, view }
}

type Scheduled = { callback: () => void; ms: number }

/**
 * The view on its own (no modal) with a hand-run clock, once the first page (or its failure)
 * is in. `runTimers` moves the clock on and fires what the view scheduled.
 */
async function mount(setup = createTestClient()) {
  const scheduled: Scheduled[] = []
  let clock = 0
  const view = document.createElement('kw-all-wallets-view') as KwAllWalletsView
  view.client = setup.client
  // Rows sized as in the modal (their height is a theme token), so the virtualizer renders
  // only the first rows of a page, not all 40 at once.
  applyThemeTokens(view, lightTheme())
  view.now = () => clock
  view.timers = {
    setTimeout: (callback, ms) => {
      scheduled.push({ callback, ms })
      return scheduled.length
    },
    clearTimeout: (handle) => {
      const entry = scheduled[(handle as number) - 1]
      if (entry) entry.callback = () => undefined
    },
  }
  document.body.append(view)
  await expect
    .poll(
      () =>
        view.pager &&
        !view.pager.state.loading &&
        (view.pager.state.page > 0 || view.pager.state.error),
    )
    .toBe(true)
  const runTimers = (advance: number) => {
    clock += advance
    const due = scheduled.splice(0)
    for (const entry of due) entry.callback()
    return due.length
  }
  return { ...setup, view, scheduled, runTimers }
}

const walletRequests = (requests: URL[]) => requests.filter((url) => url.pathname === '/getWallets')

/** Types `text` into the search field as an input event (the view's handler, not the keyboard). */
function search(view: KwAllWalletsView, text: string) {
  const input = view.shadowRoot?.querySelector('kw-input') as HTMLElement & { value: string }
  input.value = text
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }))
}

describe('kw-all-wallets-view', () => {
  it('is reached from Connect by keyboard, and focus lands in its search field', async () => {
    const { modal, client } = await mountModal('light')
    openModal(client)
    const connect = await waitForView(modal, 'kw-connect-view')
    await expect.poll(() => connect.shadowRoot?.querySelector('.all-wallets')).not.toBeNull()
    for (let i = 0; i < 10 && !focusedHost()?.classList.contains('all-wallets'); i++) {
      await userEvent.tab()
    }
    expect(focusedHost()?.classList.contains('all-wallets')).toBe(true)
    await userEvent.keyboard('{Enter}')
    const view = await waitForView(modal, 'kw-all-wallets-view')
    await expect.poll(() => deepActiveElement()?.localName).toBe('input')
    expectFocusInDialog(modal)
    expect(focusedHost()?.localName).toBe('kw-input')
    expect(view.shadowRoot?.contains(focusedHost())).toBe(true)
  })

  it('typing in the search narrows the list; Tab goes on to the wallets', async () => {
    const { view } = await openAllWallets('light')
    await userEvent.keyboard('Wallet 01')
    await expect
      .poll(() => rows(view).map((row) => row.getAttribute('name')), { timeout: 3000 })
      .toEqual(Array.from({ length: 10 }, (_, i) => `Wallet 01${i}`))
    await userEvent.tab()
    await userEvent.tab()
    expect(focusedHost()?.localName).toBe('kw-wallet-item')
  })

  it('no row overflows the list, which does not scroll sideways', async () => {
    const { view } = await openAllWallets('light')
    const scroller = view.shadowRoot?.querySelector('.scroller') as HTMLElement
    expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth)
    for (const row of rows(view)) {
      expect(row.getBoundingClientRect().right).toBeLessThanOrEqual(
        scroller.getBoundingClientRect().right,
      )
    }
  })

  it.each(THEME_MODES)('in the modal, has no axe violations in %s mode', async (mode) => {
    const { modal } = await openAllWallets(mode)
    await expectNoAxeViolations(modal)
  })

  it.each(THEME_MODES)(
    'with a search that finds nothing, has no axe violations in %s mode',
    async (mode) => {
      const { modal, view } = await openAllWallets(mode)
      await userEvent.keyboard('no such wallet')
      await expect
        .poll(() => view.shadowRoot?.querySelector('[data-state="empty"]'), { timeout: 3000 })
        .not.toBeNull()
      await expectNoAxeViolations(modal)
    },
  )

  it('loads the first page of 40 from the configuration service', async () => {
    const { view, requests } = await mount()
    expect(view.pager?.state.wallets).toHaveLength(40)
    expect(walletRequests(requests)[0]?.searchParams.get('entries')).toBe('40')
  })

  it("shows the first page Connect loaded from the client's catalogue, without asking again", async () => {
    const setup = createTestClient()
    await loadWalletList(setup.client)
    const { view, requests } = await mount(setup)
    expect(view.pager?.state).toMatchObject({ count: 120, page: 1 })
    expect(view.pager?.state.wallets).toHaveLength(40)
    await expectSteady(() => walletRequests(requests).length, 1)
  })

  it('loads the next page when the visible range nears the end of what is loaded', async () => {
    const { view, requests } = await mount()
    const virtualizer = view.shadowRoot?.querySelector('.scroller') as HTMLElement
    virtualizer.dispatchEvent(new RangeChangedEvent({ first: 0, last: 10 }))
    await expectSteady(() => walletRequests(requests).length, 1)
    virtualizer.dispatchEvent(new RangeChangedEvent({ first: 20, last: 32 }))
    await expect.poll(() => view.pager?.state.wallets.length).toBe(80)
    expect(walletRequests(requests).map((url) => url.searchParams.get('page'))).toEqual(['1', '2'])
  })

  it('prefetches the images of the first 20 wallets', async () => {
    const { requests } = await mount()
    const imageIds = () =>
      new Set(
        requests
          .filter((url) => url.pathname.startsWith('/getWalletImage/'))
          .map((url) => url.pathname.split('/').pop()),
      )
    const first20 = Array.from({ length: 20 }, (_, i) => `image-${i}`)
    await expect.poll(() => first20.filter((id) => !imageIds().has(id))).toEqual([])
  })

  it('searches with 100 entries after the 300 ms wait and shows the matches', async () => {
    const { view, requests, scheduled, runTimers } = await mount()
    search(view, 'Wallet 10')
    expect(scheduled.at(-1)?.ms).toBe(300)
    await expect.poll(() => view.shadowRoot?.querySelector('[data-state="loading"]')).not.toBeNull()
    runTimers(300)
    await expect
      .poll(() => walletRequests(requests).at(-1)?.searchParams.get('search'))
      .toBe('Wallet 10')
    expect(walletRequests(requests).at(-1)?.searchParams.get('entries')).toBe('100')
    // The answer is in; the loading state stays for its 300 ms, then the matches show.
    await expect.poll(() => scheduled.length).toBe(1)
    runTimers(300)
    await expect
      .poll(() => view.pager?.state.wallets.map((w) => w.name))
      .toEqual(
        [
          'Wallet 010',
          'Wallet 100',
          'Wallet 101',
          'Wallet 102',
          'Wallet 103',
          'Wallet 104',
          'Wallet 105',
          'Wallet 106',
          'Wallet 107',
          'Wallet 108',
          'Wallet 109',
        ].filter((n) => n.includes('Wallet 10')),
      )
  })

  it('shows the empty state when the search matches nothing', async () => {
    const { view, scheduled, runTimers } = await mount()
    search(view, 'zzz')
    runTimers(300)
    await expect.poll(() => scheduled.length).toBe(1)
    runTimers(300)
    await expect
      .poll(() => view.shadowRoot?.querySelector('[data-state="empty"]')?.textContent)
      .toContain('No wallet found')
  })

  it('shows an error state with a retry that loads the page again', async () => {
    const failing = { value: true }
    const { view, requests } = await mount(createTestClient({ failCatalogue: failing }))
    await expect.poll(() => view.shadowRoot?.querySelector('[data-state="error"]')).not.toBeNull()
    failing.value = false
    ;(view.shadowRoot!.querySelector('[data-state="error"] kw-button') as HTMLElement).click()
    await expect.poll(() => view.pager?.state.wallets.length).toBe(40)
    expect(walletRequests(requests).length).toBeGreaterThan(1)
  })

  it('opens ConnectingExternal for an installed catalogue wallet and WalletConnect otherwise', async () => {
    const { view, client } = await mount()
    ;(view as unknown as { choose: (c: unknown, w: unknown) => void }).choose(
      client,
      view.pager?.state.wallets[0],
    )
    expect(keywayHost(client).state.router.view).toBe('ConnectingExternal')
    keywayHost(client).navigate('AllWallets', undefined, { history: 'reset' })
    ;(view as unknown as { choose: (c: unknown, w: unknown) => void }).choose(
      client,
      view.pager?.state.wallets[5],
    )
    expect(keywayHost(client).state.router.view).toBe('ConnectingWalletConnect')
  })
})
