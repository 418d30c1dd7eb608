import { getAccount, openModal } from '@keyway/core'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestClient, settle } from '../shared/test-client.test-helpers.js'
import type { KwConnectingExternalView } from './connecting-external-view.component.js'
import './connecting-external-view.js'

let view: KwConnectingExternalView | undefined
afterEach(() => view?.remove())

async function mount(outcome?: 'reject' | 'fail') {
  const setup = createTestClient()
  const { client, evm } = setup
  if (outcome === 'reject') evm.scriptConnect('io.metamask', { type: 'reject', code: 4001 })
  if (outcome === 'fail')
    evm.scriptConnect('io.metamask', { type: 'fail', error: new Error('boom') })
  openModal(client)
  const connector = client._internal.connector.getConnector('eip155', 'io.metamask')
  client._internal.router.selectWallet({ wallet: { id: 'wallet-0', name: 'MetaMask' }, connector })
  view = document.createElement('kw-connecting-external-view')
  view.client = client
  document.body.append(view)
  await settle(8)
  return { ...setup, view }
}

const text = (v: HTMLElement) => v.shadowRoot?.textContent?.replace(/\s+/g, ' ') ?? ''

describe('kw-connecting-external-view', () => {
  it('connects with the chosen connector, remembers it as recent and closes the modal', async () => {
    const { client, evm } = await mount()
    expect(evm.calls.connect[0]?.connectorId).toBe('io.metamask')
    expect(getAccount(client).isConnected).toBe(true)
    expect(client._internal.storage.getRecentWallets()[0]?.id).toBe('wallet-0')
    expect(client._internal.modal.state.open).toBe(false)
  })

  it('shows "Continue in <wallet>" while waiting', async () => {
    const setup = createTestClient()
    let release: () => void = () => undefined
    const original = setup.evm.connect.bind(setup.evm)
    setup.evm.connect = (p) =>
      new Promise((resolve) => {
        release = () => resolve(original(p))
      })
    const connector = setup.client._internal.connector.getConnector('eip155', 'io.metamask')
    setup.client._internal.router.selectWallet({
      wallet: { id: 'wallet-0', name: 'MetaMask' },
      connector,
    })
    view = document.createElement('kw-connecting-external-view')
    view.client = setup.client
    document.body.append(view)
    await settle()
    expect(text(view)).toContain('Continue in MetaMask')
    expect(view.shadowRoot?.querySelector('kw-spinner')).not.toBeNull()
    release()
  })

  it('leaves a user rejection (4001) retryable: message and "Try again", nothing thrown', async () => {
    const { view, client, evm } = await mount('reject')
    expect(text(view)).toContain('Connection declined')
    expect(client._internal.modal.state.open).toBe(true)
    ;(view.shadowRoot!.querySelector('kw-button') as HTMLElement).click()
    await settle(8)
    expect(evm.calls.connect).toHaveLength(2)
    expect(getAccount(client).isConnected).toBe(true)
  })

  it('shows a failure as an error with a retry', async () => {
    const { view } = await mount('fail')
    expect(view.shadowRoot?.querySelector('[data-status="error"]')).not.toBeNull()
    expect(text(view)).toContain('Connection failed')
    expect(view.shadowRoot?.querySelector('kw-button')).not.toBeNull()
  })
})
