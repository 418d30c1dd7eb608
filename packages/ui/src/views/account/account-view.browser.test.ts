import { connect, openModal } from '@keyway/core'
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
import '../network/switch-network-view.js'
import type { KwAccountView } from './account-view.component.js'
import './account-view.js'

afterEach(removeModals)

async function openAccount(mode: 'light' | 'dark') {
  const setup = createTestClient()
  await connect(setup.client, { connectorId: 'io.metamask' })
  const modal = await mountModal(mode, setup)
  openModal(setup.client, { view: 'Account' })
  const view = await waitForView<KwAccountView>(modal.modal, 'kw-account-view')
  await expect.poll(() => view.shadowRoot?.querySelector('kw-balance')).not.toBeNull()
  return { ...modal, view }
}

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
    expect(copied).toEqual(['0x1111111111111111111111111111111111111111'])
    await expect.poll(() => client._internal.notification.state.message).toBe('Address copied')
  })

  it('the network row opens the network switch by keyboard', async () => {
    const { modal, client } = await openAccount('light')
    for (let i = 0; i < 8 && !focusedHost()?.classList.contains('network'); i++) {
      await userEvent.tab()
    }
    await userEvent.keyboard(' ')
    await waitForView(modal, 'kw-switch-network-view')
    expect(client._internal.router.state.view).toBe('SwitchNetwork')
    expectFocusInDialog(modal)
  })

  it.each(THEME_MODES)('in the modal, has no axe violations in %s mode', async (mode) => {
    const { modal } = await openAccount(mode)
    await expectNoAxeViolations(modal)
  })
})
