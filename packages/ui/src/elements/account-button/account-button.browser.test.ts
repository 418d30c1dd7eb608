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
import './account-button.js'

afterEach(removeFixtures)

async function mountConnected(mode: 'light' | 'dark') {
  const setup = createTestClient()
  setTheme(setup.client, { themeMode: mode })
  await connect(setup.client, { connectorId: 'io.metamask' })
  const button = document.createElement('kw-account-button')
  button.client = setup.client
  await mountThemed(button, mode)
  await expect.poll(() => button.shadowRoot?.querySelector('kw-balance')).not.toBeNull()
  return { ...setup, button }
}

const pill = (button: Element) => button.shadowRoot?.querySelector('button') as HTMLButtonElement

describe('kw-account-button', () => {
  it('shows the balance and the address, and Enter opens the Account view', async () => {
    const { button, client } = await mountConnected('light')
    expect(pill(button).textContent?.replace(/\s+/g, ' ').trim()).toBe('Account 0x11...111111')
    const balance = button.shadowRoot?.querySelector('kw-balance')
    expect([balance?.getAttribute('amount'), balance?.getAttribute('symbol')]).toEqual([
      '1.23456',
      'ETH',
    ])
    await userEvent.tab()
    expectFocusRing(button)
    await userEvent.keyboard('{Enter}')
    expect(client._internal.modal.state.open).toBe(true)
    expect(client._internal.router.state.view).toBe('Account')
  })

  it('renders nothing while disconnected', async () => {
    const button = document.createElement('kw-account-button')
    button.client = createTestClient().client
    await mountThemed(button, 'light')
    expect(pill(button)).toBeNull()
    expect(button.getBoundingClientRect().width).toBe(0)
  })

  it.each(THEME_MODES)('has no axe violations in %s mode', async (mode) => {
    const { button } = await mountConnected(mode)
    await expectNoAxeViolations(button.parentElement as HTMLElement)
  })
})
