import { connect, openModal } from '@keyway/core'
import { keywayHost } from '@keyway/core/host'
import { testSolana } from '@keyway/core/testing'
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
import '../connect/connect-view.js'
import { createTestClient } from '../shared/test-client.test-helpers.js'
import './switch-active-chain-view.js'
import './switch-network-view.js'

afterEach(removeModals)

/** Connected on Ethereum, the visitor picked Solana, a namespace with no connection yet. */
async function openSwitchActiveChain(mode: 'light' | 'dark') {
  const setup = createTestClient({ withSolana: true })
  await connect(setup.client, { connectorId: 'io.metamask' })
  const modal = await mountModal(mode, setup)
  openModal(setup.client, { view: 'Networks' })
  await waitForView(modal.modal, 'kw-switch-network-view')
  keywayHost(setup.client).onSwitchNetwork({ network: testSolana })
  const view = await waitForView(modal.modal, 'kw-switch-active-chain-view')
  return { ...modal, view }
}

describe('kw-switch-active-chain-view', () => {
  it('Continue, reached by keyboard, makes the namespace active and goes on to Connect', async () => {
    const { modal, client, view } = await openSwitchActiveChain('light')
    expectFocusInDialog(modal)
    expect(view.shadowRoot?.textContent).toContain(testSolana.name)
    for (let i = 0; i < 6 && focusedHost()?.localName !== 'kw-button'; i++) await userEvent.tab()
    expect(view.shadowRoot?.contains(focusedHost())).toBe(true)
    await userEvent.keyboard('{Enter}')
    await waitForView(modal, 'kw-connect-view')
    expect(keywayHost(client).state.chain.activeNamespace).toBe('solana')
    expect(keywayHost(client).state.router.view).toBe('Connect')
    expectFocusInDialog(modal)
  })

  it.each(THEME_MODES)('in the modal, has no axe violations in %s mode', async (mode) => {
    const { modal } = await openSwitchActiveChain(mode)
    await expectNoAxeViolations(modal)
  })
})
