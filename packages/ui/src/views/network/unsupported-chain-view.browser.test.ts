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
import './unsupported-chain-view.js'

afterEach(removeModals)

/** The wallet moved to chain 999, which the app does not configure. */
async function openUnsupported(mode: 'light' | 'dark') {
  const setup = createTestClient({ withSolana: true })
  await connect(setup.client, { connectorId: 'io.metamask' })
  setup.evm.emit('chainChanged', { connectorId: 'io.metamask', chainId: 999 })
  const modal = await mountModal(mode, setup)
  openModal(setup.client, { view: 'unsupported-chain' })
  const view = await waitForView(modal.modal, 'kw-unsupported-chain-view')
  return { ...modal, view }
}

describe('kw-unsupported-chain-view', () => {
  it('offers the configured networks; choosing one by keyboard switches and closes', async () => {
    const { modal, client, view, opener } = await openUnsupported('light')
    expectFocusInDialog(modal)
    expect(view.shadowRoot?.textContent).toContain('Network not supported')
    const choices = [...(view.shadowRoot?.querySelectorAll('kw-network-item') ?? [])].filter(
      (row) => !row.hasAttribute('disabled'),
    )
    expect(choices.map((row) => row.getAttribute('name'))).toEqual(['Ethereum', 'Arbitrum One'])
    for (let i = 0; i < 8 && focusedHost()?.getAttribute('name') !== 'Ethereum'; i++) {
      await userEvent.tab()
    }
    await userEvent.keyboard('{Enter}')
    await expect.poll(() => keywayHost(client).state.modal.open).toBe(false)
    expect(keywayHost(client).isUnsupportedNetwork()).toBe(false)
    expect(document.activeElement).toBe(opener)
  })

  it.each(THEME_MODES)('in the modal, has no axe violations in %s mode', async (mode) => {
    const { modal } = await openUnsupported(mode)
    await expectNoAxeViolations(modal)
  })
})
