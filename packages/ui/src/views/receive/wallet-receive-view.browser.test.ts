import { connect, openModal } from '@keyway/core'
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
import { createTestClient } from '../shared/test-client.test-helpers.js'
import type { KwWalletReceiveView } from './wallet-receive-view.component.js'
import './wallet-receive-view.js'

afterEach(removeModals)

const ADDRESS = '0x1111111111111111111111111111111111111111'

async function openReceive(mode: 'light' | 'dark') {
  const setup = createTestClient()
  await connect(setup.client, { connectorId: 'io.metamask' })
  const modal = await mountModal(mode, setup)
  openModal(setup.client, { view: 'WalletReceive' })
  const view = await waitForView<KwWalletReceiveView>(modal.modal, 'kw-wallet-receive-view')
  return { ...modal, view }
}

describe('kw-wallet-receive-view', () => {
  it('shows the address as a QR code and in full', async () => {
    const { view } = await openReceive('light')
    const qr = view.shadowRoot?.querySelector('kw-qr-code')
    expect(qr?.dataset.uri).toBe(ADDRESS)
    expect(qr?.getAttribute('label')).toBe('QR code of your address 0x11...111111')
    expect(view.shadowRoot?.querySelector('.address')?.textContent).toBe(ADDRESS)
  })

  it('lists the networks of the active namespace it can receive on, the active one marked', async () => {
    const { view } = await openReceive('light')
    const items = [...(view.shadowRoot?.querySelectorAll('.networks li') ?? [])]
    expect(items.map((item) => item.textContent?.trim())).toEqual(['Ethereum', 'Arbitrum One'])
    expect(items[0]?.classList.contains('active')).toBe(true)
    expect(items[0]?.querySelector('kw-network-image')?.getAttribute('network-id')).toBe('eip155:1')
  })

  it("focus lands on the copy button; Enter copies the address and says 'Copied'", async () => {
    const { modal, view, client } = await openReceive('light')
    const copied: string[] = []
    view.clipboard = { writeText: async (text) => void copied.push(text) }
    await expect.poll(() => focusedHost()?.localName).toBe('kw-button')
    expectFocusInDialog(modal)
    await userEvent.keyboard('{Enter}')
    expect(copied).toEqual([ADDRESS])
    await expect.poll(() => keywayHost(client).state.notification.message).toBe('Copied')
  })

  it('a refused clipboard says nothing was copied', async () => {
    const { view, client } = await openReceive('light')
    view.clipboard = { writeText: async () => Promise.reject(new Error('denied')) }
    view.shadowRoot?.querySelector<HTMLElement>('kw-button')?.click()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(keywayHost(client).state.notification.message).not.toBe('Copied')
  })

  it.each(THEME_MODES)('in the modal, has no axe violations in %s mode', async (mode) => {
    const { modal } = await openReceive(mode)
    await expectNoAxeViolations(modal)
  })
})
