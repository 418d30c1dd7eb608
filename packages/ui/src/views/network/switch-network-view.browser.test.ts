import { connect, openModal } from '@keyway/core'
import { keywayHost } from '@keyway/core/host'
import { testArbitrum, testSolana } from '@keyway/core/testing'
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
import { expectSteady } from '../../testing/wait.test-helpers.js'
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
  keywayHost(setup.client).navigate('SwitchNetwork')
  const view = await waitForView(modal.modal, 'kw-switch-network-view')
  return { ...modal, view }
}

const rows = (v: Element) => [...(v.shadowRoot?.querySelectorAll('kw-network-item') ?? [])]

/** The view on its own (no modal), rendered once; each test waits for what it checks. */
async function mount(setup = createTestClient({ withSolana: true })) {
  const view = document.createElement('kw-switch-network-view')
  view.client = setup.client
  document.body.append(view)
  await view.updateComplete
  return { ...setup, view }
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
      .poll(() => keywayHost(client).state.chain.activeCaipNetwork?.id)
      .toBe(testArbitrum.id)
    expect(evm.calls.switchNetwork.map((network) => network.id)).toEqual([testArbitrum.id])
    await waitForView(modal, 'kw-account-view')
    expect(keywayHost(client).state.router.view).toBe('Account')
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
    keywayHost(client).navigate('SwitchNetwork', { network: testArbitrum })
    await expect
      .poll(() => view.shadowRoot?.querySelector('[data-status="rejected"]'))
      .not.toBeNull()
    await expectNoAxeViolations(modal)
  })

  it.each(THEME_MODES)('a switch in progress has no axe violations in %s mode', async (mode) => {
    const setup = createTestClient({ withSolana: true })
    setup.evm.switchNetwork = () => new Promise(() => undefined)
    const { modal, view, client } = await openNetworks(mode, setup)
    keywayHost(client).navigate('SwitchNetwork', { network: testArbitrum })
    await expect
      .poll(() => view.shadowRoot?.querySelector('[data-status="switching"]'))
      .not.toBeNull()
    await expectNoAxeViolations(modal)
  })

  it('lists the active namespace’s networks first, the current one marked, then other namespaces', async () => {
    const { view } = await mount()
    await expect
      .poll(() => rows(view).map((row) => row.getAttribute('name')))
      .toEqual(['Ethereum', 'Arbitrum One', testSolana.name])
    expect(rows(view)[0]?.hasAttribute('selected')).toBe(true)
    expect(view.shadowRoot?.querySelector('.section-label')?.textContent).toBe('Other networks')
  })

  it('marks a wallet network the app does not configure as Unknown Network', async () => {
    const setup = createTestClient({ withSolana: true })
    await connect(setup.client, { connectorId: 'io.metamask' })
    setup.evm.emit('chainChanged', { connectorId: 'io.metamask', chainId: 999 })
    const { view } = await mount(setup)
    await expect.poll(() => rows(view)[0]?.getAttribute('name')).toBe('Unknown Network')
    expect(rows(view)[0]?.hasAttribute('selected')).toBe(true)
  })

  it('shows a rejected switch with a retry and keeps the network unchanged', async () => {
    const setup = createTestClient({ withSolana: true })
    await connect(setup.client, { connectorId: 'io.metamask' })
    setup.evm.switchNetwork = async () => {
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
    }
    keywayHost(setup.client).navigate('SwitchNetwork', { network: testArbitrum })
    const { view, client } = await mount(setup)
    await expect
      .poll(() => view.shadowRoot?.querySelector('[data-status="rejected"]'))
      .not.toBeNull()
    expect(view.shadowRoot?.textContent).toContain('Switch declined')
    expect(keywayHost(client).state.chain.activeCaipNetwork?.id).toBe(1)
  })

  it('opens SwitchActiveChain for a network of another, unconnected namespace (docs/views.md#navigation-rules)', async () => {
    const setup = createTestClient({ withSolana: true })
    await connect(setup.client, { connectorId: 'io.metamask' })
    const { view, client } = await mount(setup)
    await expect.poll(() => rows(view).length).toBe(3)
    ;(rows(view)[2] as HTMLElement).click()
    expect(keywayHost(client).state.router.view).toBe('SwitchActiveChain')
    // This view, still mounted while the route changes, must not switch by itself: the
    // switch waits for SwitchActiveChain's Continue.
    await expectSteady(
      () => [keywayHost(client).state.router.view, keywayHost(client).state.chain.activeNamespace],
      ['SwitchActiveChain', 'eip155'],
    )
  })
})
