import { openModal } from '@keyway/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations, THEME_MODES } from '../../testing/a11y.test-helpers.js'
import { mountModal, removeModals, waitForView } from '../../testing/modal.test-helpers.js'
import { expectSteady } from '../../testing/wait.test-helpers.js'
import { createTestClient } from '../shared/test-client.test-helpers.js'
import './connecting-wc-basic-view.js'

afterEach(removeModals)

const uri =
  'wc:0d4f1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c2d3e4f5a6b7c8d9e0f@2?relay-protocol=irn'

async function openBasic(mode: 'light' | 'dark') {
  const setup = createTestClient()
  setup.evm.connect = (parameters) => {
    setup.evm.emit('displayUri', { connectorId: parameters.connectorId, uri })
    return new Promise(() => undefined)
  }
  const modal = await mountModal(mode, setup)
  openModal(setup.client, { view: 'ConnectingWalletConnectBasic' })
  const view = await waitForView(modal.modal, 'kw-connecting-wc-basic-view')
  await expect
    .poll(() => view.shadowRoot?.querySelector('kw-qr-code')?.getAttribute('uri'))
    .toBe(uri)
  return { ...modal, view }
}

describe('kw-connecting-wc-basic-view', () => {
  it('shows a plain QR code of the pairing, with no wallet icon and no deep link', async () => {
    const { view } = await openBasic('light')
    const qr = view.shadowRoot?.querySelector('kw-qr-code')
    expect(qr?.shadowRoot?.querySelector('.logo kw-wallet-image')?.getAttribute('src') ?? '').toBe(
      '',
    )
    expect(view.shadowRoot?.querySelector('a.open-link')).toBeNull()
  })

  it.each(THEME_MODES)('in the modal, has no axe violations in %s mode', async (mode) => {
    const { modal } = await openBasic(mode)
    await expectNoAxeViolations(modal)
  })

  it('shows the uri the modal was opened with, without starting another pairing', async () => {
    const setup = createTestClient()
    const connect = vi.spyOn(setup.evm, 'connect')
    openModal(setup.client, { uri: 'wc:given@2' })
    const element = document.createElement('kw-connecting-wc-basic-view')
    element.client = setup.client
    document.body.append(element)
    await expect
      .poll(() => element.shadowRoot?.querySelector('kw-qr-code')?.getAttribute('uri'))
      .toBe('wc:given@2')
    await expectSteady(() => connect.mock.calls.length, 0)
  })
})
