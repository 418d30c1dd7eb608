import { connect, getAccount, openModal } from '@keyway/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestClient, settle } from '../shared/test-client.test-helpers.js'
import type { KwAccountView } from './account-view.component.js'
import './account-view.js'

let view: KwAccountView | undefined
afterEach(() => view?.remove())

async function mount() {
  const setup = createTestClient()
  await connect(setup.client, { connectorId: 'io.metamask' })
  openModal(setup.client)
  view = document.createElement('kw-account-view')
  view.client = setup.client
  const clipboard = { writeText: vi.fn(async () => undefined) }
  view.clipboard = clipboard
  document.body.append(view)
  await settle(8)
  return { ...setup, view, clipboard }
}

const address = '0x1111111111111111111111111111111111111111'

describe('kw-account-view', () => {
  it('shows the address truncated 4 + 6 when no profile name is known', async () => {
    const { view } = await mount()
    expect(view.shadowRoot?.querySelector('.name')?.textContent).toBe('0x11...111111')
  })

  it('shows the profile name instead of the address when known', async () => {
    const { view, client } = await mount()
    client._internal.account.setProfile('eip155', { name: 'alice.eth', image: null })
    await settle()
    expect(view.shadowRoot?.querySelector('.name')?.textContent).toBe('alice.eth')
  })

  it('shows the native balance with its symbol', async () => {
    const { view } = await mount()
    const balance = view.shadowRoot?.querySelector('kw-balance')
    expect(balance?.getAttribute('amount')).toBe('1.23456')
    expect(balance?.getAttribute('symbol')).toBe('ETH')
  })

  it('copies the full address and confirms with a banner', async () => {
    const { view, clipboard, client } = await mount()
    ;(view.shadowRoot!.querySelector('kw-icon-button') as HTMLElement).click()
    await settle()
    expect(clipboard.writeText).toHaveBeenCalledWith(address)
    expect(client._internal.notification.state.message).toBe('Address copied')
  })

  it('opens SwitchNetwork from the network row, which names the active network', async () => {
    const { view, client } = await mount()
    const row = view.shadowRoot?.querySelector('kw-list-item.network') as HTMLElement
    expect(row.getAttribute('label')).toBe('Ethereum')
    row.click()
    expect(client._internal.router.state.view).toBe('SwitchNetwork')
  })

  it('links to the block explorer page of the address', async () => {
    const { view } = await mount()
    const href = view.shadowRoot?.querySelector('kw-link')?.getAttribute('href') ?? ''
    expect(href).toBe(`https://explorer.test/address/${address}`)
  })

  it('disconnects and closes the modal', async () => {
    const { view, client, evm } = await mount()
    ;(view.shadowRoot!.querySelector('kw-list-item.disconnect') as HTMLElement).click()
    await settle(8)
    expect(evm.calls.disconnect).toHaveLength(1)
    expect(getAccount(client).isConnected).toBe(false)
    expect(client._internal.modal.state.open).toBe(false)
  })
})
