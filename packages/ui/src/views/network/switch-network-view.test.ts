import { connect, openModal } from '@keyway/core'
import { testArbitrum, testSolana } from '@keyway/core/testing'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestClient, settle } from '../shared/test-client.test-helpers.js'
import './switch-active-chain-view.js'
import './switch-network-view.js'
import './unsupported-chain-view.js'

let view: HTMLElement | undefined
afterEach(() => view?.remove())

async function mount(
  tag: 'kw-switch-network-view' | 'kw-switch-active-chain-view' | 'kw-unsupported-chain-view',
  setup = createTestClient({ withSolana: true }),
) {
  const element = document.createElement(tag)
  element.client = setup.client
  view = element
  document.body.append(element)
  await settle(8)
  return { ...setup, view: element }
}

const rows = (v: HTMLElement) => [...(v.shadowRoot?.querySelectorAll('kw-network-item') ?? [])]

describe('kw-switch-network-view', () => {
  it('lists the active namespace’s networks first, the current one marked, then other namespaces', async () => {
    const { view } = await mount('kw-switch-network-view')
    expect(rows(view).map((row) => row.getAttribute('name'))).toEqual([
      'Ethereum',
      'Arbitrum One',
      testSolana.name,
    ])
    expect(rows(view)[0]?.hasAttribute('selected')).toBe(true)
    expect(view.shadowRoot?.querySelector('.section-label')?.textContent).toBe('Other networks')
  })

  it('marks a wallet network the app does not configure as Unknown Network', async () => {
    const setup = createTestClient({ withSolana: true })
    await connect(setup.client, { connectorId: 'io.metamask' })
    setup.evm.emit('chainChanged', { connectorId: 'io.metamask', chainId: 999 })
    const { view } = await mount('kw-switch-network-view', setup)
    const unknown = rows(view)[0]
    expect(unknown?.getAttribute('name')).toBe('Unknown Network')
    expect(unknown?.hasAttribute('selected')).toBe(true)
  })

  it('asks the wallet to switch when a network is chosen, then goes back', async () => {
    const setup = createTestClient({ withSolana: true })
    await connect(setup.client, { connectorId: 'io.metamask' })
    openModal(setup.client, { view: 'Account' })
    setup.client._internal.router.push('SwitchNetwork')
    const { view, evm, client } = await mount('kw-switch-network-view', setup)
    ;(rows(view)[1] as HTMLElement).click()
    await settle(8)
    expect(evm.calls.switchNetwork.map((n) => n.id)).toEqual([testArbitrum.id])
    expect(client._internal.chain.state.activeCaipNetwork?.id).toBe(testArbitrum.id)
    expect(client._internal.router.state.view).toBe('Account')
  })

  it('shows a rejected switch with a retry and keeps the network unchanged', async () => {
    const setup = createTestClient({ withSolana: true })
    await connect(setup.client, { connectorId: 'io.metamask' })
    setup.evm.switchNetwork = async () => {
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
    }
    setup.client._internal.router.push('SwitchNetwork', { network: testArbitrum })
    const { view, client } = await mount('kw-switch-network-view', setup)
    expect(view.shadowRoot?.querySelector('[data-status="rejected"]')).not.toBeNull()
    expect(view.shadowRoot?.textContent).toContain('Switch declined')
    expect(client._internal.chain.state.activeCaipNetwork?.id).toBe(1)
  })

  it('opens SwitchActiveChain for a network of another, unconnected namespace (spec §2)', async () => {
    const setup = createTestClient({ withSolana: true })
    await connect(setup.client, { connectorId: 'io.metamask' })
    const { view, client } = await mount('kw-switch-network-view', setup)
    ;(rows(view)[2] as HTMLElement).click()
    expect(client._internal.router.state.view).toBe('SwitchActiveChain')
    // This view, still mounted while the route changes, must not switch by itself: the
    // switch waits for SwitchActiveChain's Continue.
    await settle(8)
    expect(client._internal.router.state.view).toBe('SwitchActiveChain')
    expect(client._internal.chain.state.activeNamespace).toBe('eip155')
  })
})

describe('kw-switch-active-chain-view', () => {
  it('switches to the other namespace, then goes on to Connect (spec §2)', async () => {
    const setup = createTestClient({ withSolana: true })
    await connect(setup.client, { connectorId: 'io.metamask' })
    setup.client._internal.router.onSwitchNetwork({ network: testSolana })
    const { view, client } = await mount('kw-switch-active-chain-view', setup)
    ;(view.shadowRoot!.querySelector('kw-button') as HTMLElement).click()
    await settle(8)
    expect(client._internal.chain.state.activeNamespace).toBe('solana')
    expect(client._internal.router.state.view).toBe('Connect')
  })
})

describe('kw-unsupported-chain-view', () => {
  it('offers the configured networks and closes once the wallet switched to one', async () => {
    const setup = createTestClient({ withSolana: true })
    await connect(setup.client, { connectorId: 'io.metamask' })
    setup.evm.emit('chainChanged', { connectorId: 'io.metamask', chainId: 999 })
    openModal(setup.client, { view: 'unsupported-chain' })
    const { view, client } = await mount('kw-unsupported-chain-view', setup)
    expect(view.shadowRoot?.textContent).toContain('Network not supported')
    const choices = rows(view).filter((row) => !row.hasAttribute('disabled'))
    expect(choices.map((row) => row.getAttribute('name'))).toEqual(['Ethereum', 'Arbitrum One'])
    ;(choices[0] as HTMLElement).click()
    await settle(8)
    expect(client._internal.chain.isUnsupportedNetwork()).toBe(false)
    expect(client._internal.modal.state.open).toBe(false)
  })
})
