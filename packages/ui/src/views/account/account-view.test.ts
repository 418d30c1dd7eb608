import { connect, getAccount, openModal } from '@keyway/core'
import type { CSSResult } from 'lit'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestClient, settle } from '../shared/test-client.test-helpers.js'
import { KwAccountView } from './account-view.component.js'
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

  it('marks a balance that could not be refreshed as out of date (muted, a hidden "(out of date)", a title)', async () => {
    const { view, client, evm } = await mount()
    evm.getBalance = async () => {
      throw viemLikeError()
    }
    // A refresh past the cache window (spec §9), as the poll or the refresh button makes.
    await client._internal.balance.fetchNativeBalance({ force: true }).catch(() => undefined)
    await settle()
    const stale = view.shadowRoot?.querySelector('.balance .stale')
    expect(stale).not.toBeNull()
    expect(stale?.getAttribute('title')).toBe(
      'The balance could not be refreshed. This is the last amount known.',
    )
    expect(stale?.querySelector('kw-balance')?.getAttribute('amount')).toBe('1.23456')
    expect(stale?.querySelector('.visually-hidden')?.textContent).toBe('(out of date)')
    // The banner says the spec's sentence; viem's text is nowhere in the view.
    expect(client._internal.notification.state.message).toBe('Token Balance Unavailable')
    expect(view.shadowRoot?.textContent).not.toMatch(/viem|Version:|127\.0\.0\.1/)
  })

  it('offers a refresh beside a stale balance, which shows it as current once it succeeds', async () => {
    const { view, client, evm } = await mount()
    const getBalance = evm.getBalance
    evm.getBalance = async () => {
      throw viemLikeError()
    }
    // A refresh past the cache window (spec §9), as the poll or the refresh button makes.
    await client._internal.balance.fetchNativeBalance({ force: true }).catch(() => undefined)
    await settle()
    const refresh = view.shadowRoot?.querySelector('kw-icon-button.refresh-balance')
    expect(refresh?.getAttribute('label')).toBe('Refresh balance')
    evm.getBalance = getBalance
    ;(refresh as HTMLElement).click()
    await settle(8)
    expect(view.shadowRoot?.querySelector('.balance .stale')).toBeNull()
    expect(view.shadowRoot?.querySelector('.balance kw-balance')?.getAttribute('amount')).toBe(
      '1.23456',
    )
  })

  it('says the balance is unavailable (no endless placeholder) when the first fetch fails', async () => {
    const setup = createTestClient()
    setup.evm.getBalance = async () => {
      throw new SyntaxError('Unterminated string in JSON at position 35')
    }
    await connect(setup.client, { connectorId: 'io.metamask' })
    view = document.createElement('kw-account-view')
    view.client = setup.client
    document.body.append(view)
    await settle(8)
    expect(view.shadowRoot?.querySelector('.balance kw-skeleton')).toBeNull()
    expect(view.shadowRoot?.querySelector('.balance')?.textContent?.trim()).toBe(
      'Balance unavailable',
    )
    expect(view.shadowRoot?.querySelector('.balance kw-icon-button.refresh-balance')).not.toBeNull()
  })

  it('shows the short message of a failed disconnect, never the library text behind it', async () => {
    const { view, client, evm } = await mount()
    evm.disconnect = async () => {
      throw viemLikeError()
    }
    ;(view.shadowRoot!.querySelector('kw-list-item.disconnect') as HTMLElement).click()
    await settle(8)
    expect(client._internal.notification.state.message).not.toMatch(/viem|HTTP request failed/)
  })

  it('a long profile name ends in an ellipsis and keeps the whole name as the title', async () => {
    const { view, client } = await mount()
    const name = 'an-extraordinarily-long-name-registered-for-this-account.sol'
    client._internal.account.setProfile('eip155', { name, image: null })
    await settle()
    const shown = view.shadowRoot?.querySelector('.name')
    expect(shown?.textContent).toBe(name)
    expect(shown?.getAttribute('title')).toBe(name)
    const css = KwAccountView.elementStyles.map((s) => (s as CSSResult).cssText).join('\n')
    expect(css).toMatch(/\.name\s*{[^}]*text-overflow:\s*ellipsis/)
  })

  it('the truncated address keeps the whole address as the title', async () => {
    const { view } = await mount()
    expect(view.shadowRoot?.querySelector('.name')?.getAttribute('title')).toBe(address)
  })
})

/** viem's shape when an RPC fails: its own shortMessage and a long message with the URL. */
function viemLikeError(): Error {
  return Object.assign(
    new Error(
      'HTTP request failed.\n\nURL: http://127.0.0.1:8545\nRequest body: {"method":"eth_getBalance"}\n\nVersion: viem@2.38.0',
    ),
    { shortMessage: 'HTTP request failed.' },
  )
}
