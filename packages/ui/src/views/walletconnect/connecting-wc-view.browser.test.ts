import type { AdapterConnection, AdapterConnectParameters } from '@keyway/core'
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
import type { KwConnectingWcView } from './connecting-wc-view.component.js'
import './connecting-wc-view.js'

afterEach(removeModals)

const uri =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn'
const wallet = { id: 'rainbow', name: 'Rainbow', image_id: 'image-3', mobile_link: 'rainbow://' }

/**
 * WalletConnect pairings that show `uri` and wait (or are refused, with `refuse`);
 * returns the attempts made.
 */
function pairing(setup: ReturnType<typeof createTestClient>, refuse = false) {
  const attempts: AdapterConnectParameters[] = []
  setup.evm.connect = (parameters: AdapterConnectParameters) => {
    attempts.push(parameters)
    setup.evm.emit('displayUri', { connectorId: parameters.connectorId, uri })
    return new Promise<AdapterConnection>((_, reject) => {
      if (refuse) reject(Object.assign(new Error('User rejected the request.'), { code: 4001 }))
    })
  }
  return attempts
}

async function openWalletConnect(mode: 'light' | 'dark', refuse = false) {
  const setup = createTestClient()
  const attempts = pairing(setup, refuse)
  const modal = await mountModal(mode, setup)
  openModal(setup.client)
  await waitForView(modal.modal, 'kw-connect-view')
  const connector = setup.client._internal.connector.getConnectorsByType('WALLET_CONNECT')[0]
  setup.client._internal.router.selectWallet({ wallet, connector })
  const view = await waitForView<KwConnectingWcView>(modal.modal, 'kw-connecting-wc-view')
  return { ...modal, view, attempts }
}

const qr = (view: Element) => view.shadowRoot?.querySelector('kw-qr-code')

describe('kw-connecting-wc-view', () => {
  it('shows the pairing as a QR code; focus lands on Copy link, and Enter copies it', async () => {
    const { modal, view, client } = await openWalletConnect('light')
    const copied: string[] = []
    view.clipboard = { writeText: async (text) => void copied.push(text) }
    await expect.poll(() => qr(view)?.getAttribute('uri')).toBe(uri)
    await expect.poll(() => focusedHost()?.getAttribute('icon')).toBe('copy')
    expectFocusInDialog(modal)
    await userEvent.keyboard('{Enter}')
    await expect.poll(() => copied).toEqual([uri])
    expect(client._internal.notification.state.message).toBe('Link copied')
  })

  it('a refused pairing says so, and Try again is reached by keyboard and starts a new one', async () => {
    const { view, attempts } = await openWalletConnect('light', true)
    const retry = () => view.shadowRoot?.querySelector('.expired kw-button')
    await expect.poll(retry).not.toBeNull()
    expect(view.shadowRoot?.querySelector('.expired')?.textContent).toContain('declined')
    const before = attempts.length
    for (let i = 0; i < 6 && view.shadowRoot?.activeElement !== retry(); i++) await userEvent.tab()
    expect(view.shadowRoot?.activeElement).toBe(retry())
    await userEvent.keyboard('{Enter}')
    await expect.poll(() => attempts.length).toBe(before + 1)
  })

  it.each(THEME_MODES)('with the QR code, has no axe violations in %s mode', async (mode) => {
    const { modal, view } = await openWalletConnect(mode)
    await expect.poll(() => qr(view)?.getAttribute('uri')).toBe(uri)
    await expectNoAxeViolations(modal)
  })

  it.each(THEME_MODES)('refused, has no axe violations in %s mode', async (mode) => {
    const { modal, view } = await openWalletConnect(mode, true)
    await expect.poll(() => view.shadowRoot?.querySelector('.expired')).not.toBeNull()
    await expectNoAxeViolations(modal)
  })
})
