import { openModal } from '@keyway/core'
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
import '../connect/connect-view.js'
import type { KwAllWalletsView } from './all-wallets-view.component.js'
import './all-wallets-view.js'

afterEach(removeModals)

const rows = (view: Element) => [...(view.shadowRoot?.querySelectorAll('kw-wallet-item') ?? [])]

async function openAllWallets(mode: 'light' | 'dark') {
  const setup = await mountModal(mode)
  openModal(setup.client)
  await waitForView(setup.modal, 'kw-connect-view')
  setup.client._internal.router.push('AllWallets')
  const view = await waitForView<KwAllWalletsView>(setup.modal, 'kw-all-wallets-view')
  await expect.poll(() => rows(view).length).toBeGreaterThan(5)
  return { ...setup, view }
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
})
