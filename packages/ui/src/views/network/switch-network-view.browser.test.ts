import { connect, openModal } from '@keyway/core'
import { testArbitrum } from '@keyway/core/testing'
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
import '../account/account-view.js'
import { createTestClient } from '../shared/test-client.test-helpers.js'
import './switch-network-view.js'

afterEach(removeModals)

async function openNetworks(
  mode: 'light' | 'dark',
  setup = createTestClient({ withSolana: true }),
) {
  await connect(setup.client, { connectorId: 'io.metamask' })
  const modal = await mountModal(mode, setup)
  openModal(setup.client, { view: 'Account' })
  await waitForView(modal.modal, 'kw-account-view')
  // As the Account view's network row does.
  setup.client._internal.router.push('SwitchNetwork')
  const view = await waitForView(modal.modal, 'kw-switch-network-view')
  return { ...modal, view }
}

describe('kw-switch-network-view', () => {
  it('a network is chosen by keyboard; the wallet switches and the modal goes back', async () => {
    const { modal, client, evm } = await openNetworks('light')
    expectFocusInDialog(modal)
    for (let i = 0; i < 8 && focusedHost()?.getAttribute('name') !== 'Arbitrum One'; i++) {
      await userEvent.tab()
    }
    await userEvent.keyboard('{Enter}')
    await expect
      .poll(() => client._internal.chain.state.activeCaipNetwork?.id)
      .toBe(testArbitrum.id)
    expect(evm.calls.switchNetwork.map((network) => network.id)).toEqual([testArbitrum.id])
    await waitForView(modal, 'kw-account-view')
    expectFocusInDialog(modal)
  })

  it.each(THEME_MODES)(
    'the list, with another namespace, has no axe violations in %s mode',
    async (mode) => {
      const { modal } = await openNetworks(mode)
      await expectNoAxeViolations(modal)
    },
  )

  it.each(THEME_MODES)('a declined switch has no axe violations in %s mode', async (mode) => {
    const setup = createTestClient({ withSolana: true })
    setup.evm.switchNetwork = async () => {
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
    }
    const { modal, view, client } = await openNetworks(mode, setup)
    client._internal.router.push('SwitchNetwork', { network: testArbitrum })
    await expect
      .poll(() => view.shadowRoot?.querySelector('[data-status="rejected"]'))
      .not.toBeNull()
    await expectNoAxeViolations(modal)
  })

  it.each(THEME_MODES)('a switch in progress has no axe violations in %s mode', async (mode) => {
    const setup = createTestClient({ withSolana: true })
    setup.evm.switchNetwork = () => new Promise(() => undefined)
    const { modal, view, client } = await openNetworks(mode, setup)
    client._internal.router.push('SwitchNetwork', { network: testArbitrum })
    await expect
      .poll(() => view.shadowRoot?.querySelector('[data-status="switching"]'))
      .not.toBeNull()
    await expectNoAxeViolations(modal)
  })
})
