import { createMemoryStorage, getAccount, openModal } from '@keyway/core'
import { keywayHost } from '@keyway/core/host'
import { afterEach, describe, expect, it } from 'vitest'
import { userEvent } from 'vitest/browser'
import { expectNoAxeViolations, THEME_MODES } from '../../testing/a11y.test-helpers.js'
import {
  expectFocusInDialog,
  mountModal,
  removeModals,
  waitForView,
} from '../../testing/modal.test-helpers.js'
import { createTestClient } from '../shared/test-client.test-helpers.js'
import './connecting-external-view.js'

afterEach(removeModals)

/** The ConnectingExternal view for MetaMask, whose wallet waits or refuses. */
async function openExternal(mode: 'light' | 'dark', outcome: 'wait' | 'reject') {
  const setup = createTestClient()
  if (outcome === 'wait') setup.evm.connect = () => new Promise(() => undefined)
  else setup.evm.scriptConnect('io.metamask', { type: 'reject', code: 4001 })
  const modal = await mountModal(mode, setup)
  openModal(setup.client)
  const connector = keywayHost(setup.client)
    .getConnectors('eip155')
    .find((c) => c.id === 'io.metamask')
  keywayHost(setup.client).selectWallet({
    wallet: { id: 'wallet-0', name: 'MetaMask' },
    connector,
  })
  const view = await waitForView(modal.modal, 'kw-connecting-external-view')
  return { ...modal, view }
}

const text = (view: Element) => view.shadowRoot?.textContent?.replace(/\s+/g, ' ') ?? ''

/** The view on its own (no modal) for MetaMask, whose wallet approves, refuses or fails. */
async function mount(outcome?: 'reject' | 'fail') {
  const storage = createMemoryStorage()
  const setup = createTestClient({ storage })
  const { client, evm } = setup
  if (outcome === 'reject') evm.scriptConnect('io.metamask', { type: 'reject', code: 4001 })
  if (outcome === 'fail')
    evm.scriptConnect('io.metamask', { type: 'fail', error: new Error('boom') })
  openModal(client)
  const connector = keywayHost(client)
    .getConnectors('eip155')
    .find((c) => c.id === 'io.metamask')
  keywayHost(client).selectWallet({ wallet: { id: 'wallet-0', name: 'MetaMask' }, connector })
  const view = document.createElement('kw-connecting-external-view')
  view.client = client
  document.body.append(view)
  await view.updateComplete
  return { ...setup, view, storage }
}

describe('kw-connecting-external-view', () => {
  it('says to continue in the wallet while it waits, with focus in the dialog', async () => {
    const { modal, view } = await openExternal('light', 'wait')
    expect(text(view)).toContain('Continue in MetaMask')
    expect(view.shadowRoot?.querySelector('kw-spinner')).not.toBeNull()
    expectFocusInDialog(modal)
  })

  it('after a refusal, Try again is reached by Tab and Enter asks the wallet again', async () => {
    const { view, evm } = await openExternal('light', 'reject')
    await expect.poll(() => text(view)).toContain('Try again')
    evm.connect = () => new Promise(() => undefined)
    const retry = view.shadowRoot?.querySelector('kw-button') as HTMLElement
    for (let i = 0; i < 6 && view.shadowRoot?.activeElement !== retry; i++) await userEvent.tab()
    expect(view.shadowRoot?.activeElement).toBe(retry)
    await userEvent.keyboard('{Enter}')
    await expect.poll(() => text(view)).toContain('Continue in MetaMask')
  })

  it.each(THEME_MODES)('waiting and refused, has no axe violations in %s mode', async (mode) => {
    const waiting = await openExternal(mode, 'wait')
    await expectNoAxeViolations(waiting.modal)
    removeModals()
    const refused = await openExternal(mode, 'reject')
    await expect.poll(() => text(refused.view)).toContain('Try again')
    await expectNoAxeViolations(refused.modal)
  })

  it('connects with the chosen connector, remembers it as recent and closes the modal', async () => {
    const { client, evm, storage } = await mount()
    await expect.poll(() => keywayHost(client).state.modal.open).toBe(false)
    expect(evm.calls.connect[0]?.connectorId).toBe('io.metamask')
    expect(getAccount(client).isConnected).toBe(true)
    // Kept in the page's storage as the recent wallet.
    const recent = JSON.parse(storage.getItem('@keyway/recentWallets') ?? '[]') as { id: string }[]
    expect(recent[0]?.id).toBe('wallet-0')
  })

  it('leaves a user rejection (4001) retryable: message and "Try again", nothing thrown', async () => {
    const { view, client, evm } = await mount('reject')
    await expect.poll(() => text(view)).toContain('Connection declined')
    expect(keywayHost(client).state.modal.open).toBe(true)
    ;(view.shadowRoot!.querySelector('kw-button') as HTMLElement).click()
    await expect.poll(() => getAccount(client).isConnected).toBe(true)
    expect(evm.calls.connect).toHaveLength(2)
  })

  it('shows a failure as an error with a retry', async () => {
    const { view } = await mount('fail')
    await expect.poll(() => view.shadowRoot?.querySelector('[data-status="error"]')).not.toBeNull()
    expect(text(view)).toContain('Connection failed')
    expect(view.shadowRoot?.querySelector('kw-button')).not.toBeNull()
  })
})
