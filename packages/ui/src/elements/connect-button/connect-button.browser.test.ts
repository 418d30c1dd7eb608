import { connect, setTheme } from '@keyway/core'
import { afterEach, describe, expect, it } from 'vitest'
import { userEvent } from 'vitest/browser'
import {
  expectFocusRing,
  expectNoAxeViolations,
  mountThemed,
  removeFixtures,
  THEME_MODES,
} from '../../testing/a11y.test-helpers.js'
import { createTestClient } from '../../views/shared/test-client.test-helpers.js'
import './connect-button.js'

afterEach(removeFixtures)

async function mountButton(mode: 'light' | 'dark', setup = createTestClient()) {
  setTheme(setup.client, { themeMode: mode })
  const button = document.createElement('kw-connect-button')
  button.client = setup.client
  await mountThemed(button, mode)
  return { ...setup, button }
}

describe('kw-connect-button', () => {
  it('opens the modal on Connect from the keyboard, and says it opens a dialog', async () => {
    const { button, client } = await mountButton('light')
    await userEvent.tab()
    const inner = button.shadowRoot?.querySelector('kw-button') as HTMLElement
    expect(inner.getAttribute('aria-haspopup')).toBe('dialog')
    expectFocusRing(inner)
    await userEvent.keyboard('{Enter}')
    expect(client._internal.modal.state.open).toBe(true)
    expect(client._internal.router.state.view).toBe('Connect')
  })

  it('is busy and cannot be pressed while connecting', async () => {
    const setup = createTestClient()
    setup.evm.connect = () => new Promise(() => undefined)
    const { button, client } = await mountButton('light', setup)
    void connect(client, { connectorId: 'io.metamask' })
    await expect
      .poll(() => button.shadowRoot?.querySelector('kw-button')?.hasAttribute('loading'))
      .toBe(true)
    await userEvent.click(button, { force: true })
    expect(client._internal.modal.state.open).toBe(false)
  })

  it.each(THEME_MODES)(
    'idle, connecting and connected, has no axe violations in %s mode',
    async (mode) => {
      const idle = await mountButton(mode)
      const busySetup = createTestClient()
      busySetup.evm.connect = () => new Promise(() => undefined)
      const busy = await mountButton(mode, busySetup)
      void connect(busy.client, { connectorId: 'io.metamask' })
      const connected = await mountButton(mode)
      await connect(connected.client, { connectorId: 'io.metamask' })
      await expect
        .poll(() => connected.button.shadowRoot?.querySelector('kw-account-button'))
        .not.toBeNull()
      await expectNoAxeViolations(idle.button.parentElement as HTMLElement)
      await expectNoAxeViolations(busy.button.parentElement as HTMLElement)
      await expectNoAxeViolations(connected.button.parentElement as HTMLElement)
    },
  )
})
