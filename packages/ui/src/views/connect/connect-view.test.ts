import { afterEach, describe, expect, it } from 'vitest'
import { createTestClient, settle } from '../shared/test-client.test-helpers.js'
import type { KwConnectView } from './connect-view.component.js'
import './connect-view.js'
import { WALLETCONNECT_IMAGE_URL } from './walletconnect-image.js'

let view: KwConnectView | undefined
afterEach(() => view?.remove())

async function mount(setup = createTestClient()) {
  view = document.createElement('kw-connect-view')
  view.client = setup.client
  document.body.append(view)
  await settle(8)
  return { ...setup, view }
}

const items = (v: HTMLElement) => [...(v.shadowRoot?.querySelectorAll('kw-wallet-item') ?? [])]

describe('kw-connect-view', () => {
  it('lists WalletConnect first, then the installed wallet, then 4 recommended catalogue wallets', async () => {
    const { view } = await mount()
    const list = items(view)
    expect(list.map((item) => item.getAttribute('data-group'))).toEqual([
      'walletConnect',
      'injected',
      'recommended',
      'recommended',
      'recommended',
      'recommended',
    ])
    expect(list[0]?.getAttribute('tag')).toBe('QR code')
    expect(list[1]?.getAttribute('tag')).toBe('Installed')
  })

  it('gives the WalletConnect entry our QR picture when its connector has no image', async () => {
    const { view } = await mount()
    const wc = items(view).find((item) => item.getAttribute('data-group') === 'walletConnect')
    expect(wc?.getAttribute('image-src')).toBe(WALLETCONNECT_IMAGE_URL)
  })

  it('never recommends the installed wallet again (deduplicated by rdns)', async () => {
    const { view } = await mount()
    expect(items(view).filter((item) => item.getAttribute('name') === 'MetaMask')).toHaveLength(1)
  })

  it('shows recent wallets (from storage) right after WalletConnect', async () => {
    const setup = createTestClient()
    setup.client._internal.storage.addRecentWallet({
      id: 'wallet-7',
      name: 'Wallet 007',
      image_id: 'image-7',
    })
    const { view } = await mount(setup)
    const list = items(view)
    expect(list[1]?.getAttribute('name')).toBe('Wallet 007')
    expect(list[1]?.getAttribute('tag')).toBe('Recent')
  })

  it('lists the featured wallets (found by id, even past the first page) and the custom ones in spec §9 order', async () => {
    const setup = createTestClient({
      featuredWalletIds: ['wallet-90', 'wallet-3', 'not-in-catalogue'],
      customWallets: [
        {
          id: 'mine',
          name: 'My Wallet',
          image_url: 'https://example.com/mine.png',
          mobile_link: 'mine://',
        },
      ],
    })
    const { view, requests } = await mount(setup)
    const list = items(view)
    expect(
      list.map((item) => [item.getAttribute('name'), item.getAttribute('data-group')]),
    ).toEqual([
      ['WalletConnect', 'walletConnect'],
      ['MetaMask', 'injected'],
      ['Wallet 090', 'featured'],
      ['Wallet 003', 'featured'],
      ['My Wallet', 'custom'],
      // Featured wallets are not recommended again.
      ['Wallet 001', 'recommended'],
      ['Wallet 002', 'recommended'],
      ['Wallet 004', 'recommended'],
      ['Wallet 005', 'recommended'],
    ])
    expect(list[4]?.getAttribute('image-src')).toBe('https://example.com/mine.png')
    const featuredRequest = requests.find((url) => url.searchParams.has('include'))
    expect(featuredRequest?.searchParams.get('include')).toBe('wallet-90,wallet-3,not-in-catalogue')
  })

  it('shows an All wallets entry with the catalogue count', async () => {
    const { view } = await mount()
    const all = view.shadowRoot?.querySelector('kw-list-item.all-wallets')
    expect(all?.getAttribute('tag')).toBe('120+')
  })

  it('opens ConnectingExternal with the connector when an installed wallet is chosen', async () => {
    const { view, client } = await mount()
    ;(items(view)[1] as HTMLElement).click()
    expect(client._internal.router.state.view).toBe('ConnectingExternal')
    expect(client._internal.router.state.data?.connector?.id).toBe('io.metamask')
  })

  it('opens ConnectingWalletConnect with the wallet when a catalogue wallet is chosen', async () => {
    const { view, client } = await mount()
    ;(items(view)[2] as HTMLElement).click()
    expect(client._internal.router.state.view).toBe('ConnectingWalletConnect')
    expect(client._internal.router.state.data?.wallet?.id).toBe('wallet-1')
  })

  it('opens AllWallets from the All wallets entry', async () => {
    const { view, client } = await mount()
    ;(view.shadowRoot!.querySelector('kw-list-item.all-wallets') as HTMLElement).click()
    expect(client._internal.router.state.view).toBe('AllWallets')
  })

  it('shows a wallet announced after render (EIP-6963) without a reload', async () => {
    const { view, evm } = await mount()
    evm.setConnectors([
      ...evm.getConnectors(),
      {
        id: 'io.rabby',
        name: 'Rabby',
        chain: 'eip155',
        type: 'ANNOUNCED',
        info: { rdns: 'io.rabby' },
      },
    ])
    await settle()
    expect(items(view).some((item) => item.getAttribute('name') === 'Rabby')).toBe(true)
  })
})
