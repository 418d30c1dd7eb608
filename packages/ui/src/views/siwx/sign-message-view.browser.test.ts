import type { SiwxConfig, SiwxSession } from '@keyway/core'
import { connect } from '@keyway/core'
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
import './sign-message-view.js'

afterEach(removeModals)

/** Sign-in required, with the sessions kept in memory. */
function memorySiwx(): SiwxConfig & { sessions: SiwxSession[] } {
  const sessions: SiwxSession[] = []
  return {
    sessions,
    async createMessage({ accountAddress, chainId }) {
      const data = { accountAddress, chainId, domain: 'app.test', nonce: 'n0nce1234' }
      return { ...data, toString: () => `app.test wants you to sign in: ${accountAddress}` }
    },
    async addSession(session) {
      sessions.push(session)
    },
    async getSessions(chainId, address) {
      return sessions.filter((s) => s.data.chainId === chainId && s.data.accountAddress === address)
    },
    async revokeSession() {
      sessions.splice(0)
    },
    getRequired: () => true,
  }
}

const buttons = (view: Element) => [...(view.shadowRoot?.querySelectorAll('kw-button') ?? [])]

/** A wallet connects without a session: the modal opens on sign-message by itself. */
async function openSignMessage(mode: 'light' | 'dark') {
  const siwx = memorySiwx()
  const setup = createTestClient({ siwx })
  const modal = await mountModal(mode, setup)
  await connect(setup.client, { connectorId: 'io.metamask' })
  const view = await waitForView(modal.modal, 'kw-sign-message-view')
  // Sign-in's code may load after the view: wait for its two buttons.
  await expect.poll(() => buttons(view).length).toBe(2)
  return { ...modal, view, siwx }
}

describe('kw-sign-message-view', () => {
  it('shows Cancel and Sign as visible words, and focus lands on Sign', async () => {
    const { modal, view } = await openSignMessage('light')
    expect(buttons(view).map((button) => button.textContent?.trim())).toEqual(['Cancel', 'Sign'])
    for (const button of buttons(view)) {
      const label = button.shadowRoot?.querySelector('.label') as HTMLElement
      expect(label.getBoundingClientRect().width, 'the word is painted').toBeGreaterThan(10)
    }
    await expect.poll(() => focusedHost()?.textContent?.trim()).toBe('Sign')
    expectFocusInDialog(modal)
  })

  it('Escape cannot close it while sign-in is required; Enter on Sign signs in and closes', async () => {
    const { client, siwx } = await openSignMessage('light')
    await expect.poll(() => focusedHost()?.textContent?.trim()).toBe('Sign')
    await userEvent.keyboard('{Escape}')
    expect(keywayHost(client).state.modal.open).toBe(true)
    await userEvent.keyboard('{Enter}')
    await expect.poll(() => keywayHost(client).state.modal.open).toBe(false)
    expect(siwx.sessions).toHaveLength(1)
  })

  it.each(THEME_MODES)('in the modal, has no axe violations in %s mode', async (mode) => {
    const { modal } = await openSignMessage(mode)
    await expectNoAxeViolations(modal)
  })
})
