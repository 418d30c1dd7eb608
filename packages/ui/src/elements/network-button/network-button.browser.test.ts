import { connect, setTheme } from '@keyway/core'
import { keywayHost } from '@keyway/core/host'
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
import './network-button.js'

afterEach(removeFixtures)

async function mountButton(mode: 'light' | 'dark', setup = createTestClient()) {
  setTheme(setup.client, { themeMode: mode })
  const button = document.createElement('kw-network-button')
  button.client = setup.client
  await mountThemed(button, mode)
  return { ...setup, button }
}

const pill = (button: Element) => button.shadowRoot?.querySelector('button') as HTMLButtonElement

describe('kw-network-button', () => {
  it('names the active network, and Enter opens the network switch', async () => {
    const { button, client } = await mountButton('light')
    expect(pill(button).textContent?.trim()).toBe('Ethereum')
    expect(pill(button).getAttribute('aria-haspopup')).toBe('dialog')
    await userEvent.tab()
    expectFocusRing(button)
    await userEvent.keyboard('{Enter}')
    expect(keywayHost(client).state.modal.open).toBe(true)
    expect(keywayHost(client).state.router.view).toBe('SwitchNetwork')
  })

  it('shows Unknown Network for a wallet network the app does not configure', async () => {
    const setup = createTestClient()
    await connect(setup.client, { connectorId: 'io.metamask' })
    setup.evm.emit('chainChanged', { connectorId: 'io.metamask', chainId: 999 })
    const { button } = await mountButton('light', setup)
    expect(pill(button).textContent?.trim()).toBe('Unknown Network')
  })

  it.each(THEME_MODES)('has no axe violations in %s mode', async (mode) => {
    const { button } = await mountButton(mode)
    await expectNoAxeViolations(button.parentElement as HTMLElement)
  })

  it('has a name that contains its visible text and no initials beside it (WCAG 2.5.3)', async () => {
    const { button } = await mountButton('light')
    const inner = pill(button)
    const visible = inner.querySelector('span')?.textContent?.trim() ?? ''
    expect(visible).toBe('Ethereum')
    expect(inner.getAttribute('aria-label')).toContain(visible)
    // The network image is a drawn glyph, not letters that would join the visible text.
    const image = inner.querySelector('kw-network-image')
    expect(image).not.toBeNull()
    await (image as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete
    expect(image?.shadowRoot?.textContent?.trim()).toBe('')
  })
})
