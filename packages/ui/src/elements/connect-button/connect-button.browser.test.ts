import { connect, createMemoryStorage, setTheme } from '@keyway/core'
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
import '../../modal/modal.js'
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
    const inner = button.shadowRoot?.querySelector('button') as HTMLElement
    expect(inner.textContent?.trim()).toBe('Connect Wallet')
    expect(inner.getAttribute('aria-haspopup')).toBe('dialog')
    expectFocusRing(button)
    await userEvent.keyboard('{Enter}')
    expect(keywayHost(client).state.modal.open).toBe(true)
    expect(keywayHost(client).state.router.view).toBe('Connect')
  })

  it('is busy and cannot be pressed while connecting', async () => {
    const setup = createTestClient()
    setup.evm.connect = () => new Promise(() => undefined)
    const { button, client } = await mountButton('light', setup)
    void connect(client, { connectorId: 'io.metamask' })
    await expect
      .poll(() => button.shadowRoot?.querySelector('button')?.getAttribute('aria-busy'))
      .toBe('true')
    expect(button.shadowRoot?.querySelector('button')?.textContent?.trim()).toBe('Connecting…')
    await userEvent.click(button, { force: true })
    expect(keywayHost(client).state.modal.open).toBe(false)
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

  it('finds the client of the kw-modal in its document when none is set', async () => {
    const { client } = createTestClient()
    const button = document.createElement('kw-connect-button')
    const modal = document.createElement('kw-modal')
    modal.prefetch = false
    modal.client = client
    document.body.append(button, modal)
    await expect.poll(() => button.client).toBe(client)
  })

  it('shows the account button once connected, unless connect-only', async () => {
    const { button, client } = await mountButton('light')
    await connect(client, { connectorId: 'io.metamask' })
    await expect.poll(() => button.shadowRoot?.querySelector('kw-account-button')).not.toBeNull()
    button.connectOnly = true
    await expect.poll(() => button.shadowRoot?.querySelector('kw-account-button')).toBeNull()
    expect(button.shadowRoot?.querySelector('button')?.textContent?.trim()).toBe('Connect Wallet')
  })

  it("shows a returning visitor's stored account in its first render, before the wallet confirms it", async () => {
    const storage = createMemoryStorage()
    const first = createTestClient({ storage })
    await connect(first.client, { connectorId: 'io.metamask' })
    // The reload: a new client over the same storage; its wallet has not answered yet.
    const { client } = createTestClient({ storage })
    const button = document.createElement('kw-connect-button')
    button.client = client
    document.body.append(button)
    await button.updateComplete
    const account = button.shadowRoot?.querySelector('kw-account-button')
    expect(account).not.toBeNull()
    expect(button.shadowRoot?.querySelector('button')).toBeNull()
    await (account as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete
    expect(account?.shadowRoot?.textContent).toContain('0x11...111111')
  })
})
