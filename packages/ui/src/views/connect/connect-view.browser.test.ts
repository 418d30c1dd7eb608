import { openModal } from '@keyway/core'
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
import './connect-view.js'

afterEach(removeModals)

describe('kw-connect-view', () => {
  it.each(THEME_MODES)('in the modal, has no axe violations in %s mode', async (mode) => {
    const { modal, client } = await mountModal(mode)
    openModal(client)
    const view = await waitForView(modal, 'kw-connect-view')
    // The catalogue wallets and the "All wallets" row are in before the check.
    await expect
      .poll(() => view.shadowRoot?.querySelector('kw-list-item.all-wallets'))
      .not.toBeNull()
    await expectNoAxeViolations(modal)
  })

  it.each(THEME_MODES)(
    'with the legal checkbox, has no axe violations in %s mode',
    async (mode) => {
      const setup = createTestClient({
        features: { legalCheckbox: true },
        termsConditionsUrl: 'https://dapp.test/terms',
        privacyPolicyUrl: 'https://dapp.test/privacy',
      })
      const { modal, client } = await mountModal(mode, setup)
      openModal(client)
      await waitForView(modal, 'kw-connect-view')
      await expectNoAxeViolations(modal)
    },
  )

  it('is reached and used by keyboard: Tab to MetaMask, Enter opens its connecting view', async () => {
    const setup = createTestClient()
    // The wallet never answers, so its connecting view stays up.
    setup.evm.connect = () => new Promise(() => undefined)
    const { modal, client } = await mountModal('light', setup)
    openModal(client)
    await waitForView(modal, 'kw-connect-view')
    expectFocusInDialog(modal)
    for (let i = 0; i < 10; i++) {
      if (focusedHost()?.getAttribute('name') === 'MetaMask') break
      await userEvent.tab()
    }
    expect(focusedHost()?.getAttribute('name')).toBe('MetaMask')
    await userEvent.keyboard('{Enter}')
    await waitForView(modal, 'kw-connecting-external-view')
    expect(client._internal.router.state.view).toBe('ConnectingExternal')
    expectFocusInDialog(modal)
  })
})
