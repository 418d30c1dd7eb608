import { closeModal, openModal } from '@keyway/core'
import { afterEach, describe, expect, it } from 'vitest'
import { userEvent } from 'vitest/browser'
import { expectNoAxeViolations, THEME_MODES } from '../testing/a11y.test-helpers.js'
import {
  deepActiveElement,
  dialogOf,
  expectFocusInDialog,
  mountModal,
  removeModals,
  waitForView,
} from '../testing/modal.test-helpers.js'
import '../views/connect/connect-view.js'
import '../views/network/switch-network-view.js'

afterEach(removeModals)

describe('kw-modal', () => {
  it('is a modal dialog labelled by its title, over the whole viewport', async () => {
    const { modal, client } = await mountModal('light')
    openModal(client)
    await waitForView(modal, 'kw-connect-view')
    const dialog = dialogOf(modal)
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    const title = modal.shadowRoot?.getElementById(dialog.getAttribute('aria-labelledby') ?? '')
    expect(title?.textContent).toBe('Connect Wallet')
    const overlay = modal.shadowRoot?.querySelector('[part="overlay"]') as HTMLElement
    const box = overlay.getBoundingClientRect()
    expect([box.width, box.height]).toEqual([window.innerWidth, window.innerHeight])
  })

  it('Tab and Shift-Tab cycle inside the dialog with the real keyboard', async () => {
    const { modal, client } = await mountModal('light')
    openModal(client)
    await waitForView(modal, 'kw-connect-view')
    const forward = new Set<Element | null>()
    for (let i = 0; i < 12; i++) {
      await userEvent.tab()
      expectFocusInDialog(modal)
      forward.add(deepActiveElement())
    }
    // Close, the wallets and All wallets, then round again: it cycles over several controls.
    expect(forward.size).toBeGreaterThan(3)
    for (let i = 0; i < 12; i++) {
      await userEvent.tab({ shift: true })
      expectFocusInDialog(modal)
    }
  })

  it('Escape goes back one view, then closes; focus returns to the opener', async () => {
    const { modal, client, opener } = await mountModal('light')
    openModal(client)
    await waitForView(modal, 'kw-connect-view')
    client._internal.router.push('Networks')
    await waitForView(modal, 'kw-switch-network-view')
    expectFocusInDialog(modal)
    await userEvent.keyboard('{Escape}')
    await waitForView(modal, 'kw-connect-view')
    expectFocusInDialog(modal)
    await userEvent.keyboard('{Escape}')
    await expect.poll(() => client._internal.modal.state.open).toBe(false)
    expect(document.activeElement).toBe(opener)
  })

  it('a click on the overlay closes it; a click in the dialog does not', async () => {
    const { modal, client } = await mountModal('light')
    openModal(client)
    await waitForView(modal, 'kw-connect-view')
    await userEvent.click(modal.shadowRoot?.querySelector('.title') as HTMLElement)
    expect(client._internal.modal.state.open).toBe(true)
    await userEvent.click(modal.shadowRoot?.querySelector('[part="overlay"]') as HTMLElement, {
      position: { x: 5, y: 5 },
    })
    expect(client._internal.modal.state.open).toBe(false)
  })

  it('the close button is reached by keyboard and closes it', async () => {
    const { modal, client, opener } = await mountModal('dark')
    openModal(client)
    await waitForView(modal, 'kw-connect-view')
    const close = modal.shadowRoot?.querySelector('button[aria-label="Close"]') as HTMLElement
    close.focus()
    await userEvent.keyboard('{Enter}')
    expect(client._internal.modal.state.open).toBe(false)
    await expect.poll(() => document.activeElement).toBe(opener)
  })

  it.each(THEME_MODES)(
    'with the back button and a notification banner, has no axe violations in %s mode',
    async (mode) => {
      const { modal, client } = await mountModal(mode)
      openModal(client)
      client._internal.router.push('Networks')
      await waitForView(modal, 'kw-switch-network-view')
      const banner = () => modal.shadowRoot?.querySelector('[part="notification"]')
      client._internal.notification.showSuccess('Link copied')
      await expect.poll(() => banner()?.getAttribute('data-variant')).toBe('success')
      await expectNoAxeViolations(modal)
      client._internal.notification.showError(new Error('boom'), { fallback: 'Failed to switch' })
      await expect.poll(() => banner()?.getAttribute('data-variant')).toBe('error')
      await expectNoAxeViolations(modal)
      closeModal(client)
    },
  )
})
