import { connect } from '@keyway/core'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestClient, settle } from '../shared/test-client.test-helpers.js'
import type { KwAccountTokens } from './account-tokens.component.js'
import './account-tokens.js'

const OWNER = '0x1111111111111111111111111111111111111111'
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const tokens = { 'eip155:1': [{ address: USDC, symbol: 'USDC', decimals: 6 }] }

let element: KwAccountTokens | undefined
afterEach(() => element?.remove())

async function mount(
  setup = createTestClient({ tokens, tokenBalances: { [OWNER]: { [USDC]: '2500000' } } }),
) {
  await connect(setup.client, { connectorId: 'io.metamask' })
  element = document.createElement('kw-account-tokens')
  element.client = setup.client
  document.body.append(element)
  await settle(8)
  return { ...setup, element }
}

function rows(el: KwAccountTokens) {
  return [...(el.shadowRoot?.querySelectorAll('kw-token-item') ?? [])].map((item) => ({
    symbol: item.getAttribute('symbol'),
    amount: item.getAttribute('amount'),
    value: item.getAttribute('value'),
  }))
}

describe('kw-account-tokens', () => {
  it('lists the native balance and the configured tokens read over RPC, without USD values', async () => {
    const { element } = await mount()
    expect(rows(element)).toEqual([
      { symbol: 'ETH', amount: '1.23456', value: '' },
      { symbol: 'USDC', amount: '2.5', value: '' },
    ])
    // No price over RPC: no total either.
    expect(element.shadowRoot?.querySelector('.total')).toBeNull()
  })

  it('shows each USD value and the total when the source knows the prices', async () => {
    const setup = createTestClient()
    setup.evm.getCapabilities = async () => ({ '0x1': { assetDiscovery: { supported: true } } })
    setup.evm.getWalletAssets = async () => [
      {
        address: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
        balance: '0x14d1120d7b160000',
        type: 'NATIVE',
        metadata: { name: 'Ether', symbol: 'ETH', decimals: 18, price: 2000 },
      },
      {
        address: USDC,
        balance: '0x989680',
        type: 'ERC20',
        metadata: { name: 'USD Coin', symbol: 'USDC', decimals: 6, price: 1 },
      },
    ]
    const { element } = await mount(setup)
    expect(rows(element)).toEqual([
      { symbol: 'ETH', amount: '1.5', value: '$3,000.00' },
      { symbol: 'USDC', amount: '10', value: '$10.00' },
    ])
    expect(element.shadowRoot?.querySelector('.total')?.textContent).toContain('$3,010.00')
  })

  it("says 'Token Balance Unavailable' (and the banner does) when the read fails", async () => {
    const setup = createTestClient({ tokens })
    setup.evm.getTokenBalances = async () => {
      throw new Error('HTTP request failed. URL: http://127.0.0.1:8545')
    }
    const { element, client } = await mount(setup)
    expect(element.shadowRoot?.querySelector('.unavailable')?.textContent).toBe(
      'Token Balance Unavailable',
    )
    expect(client._internal.notification.state.message).toBe('Token Balance Unavailable')
    expect(element.shadowRoot?.textContent).not.toContain('127.0.0.1')
  })

  it('keeps a list that could not be refreshed, marked out of date', async () => {
    const { element, client, evm } = await mount()
    evm.getTokenBalances = async () => {
      throw new Error('HTTP request failed')
    }
    await client._internal.balance.fetchTokenBalances({ force: true })
    await settle()
    expect(rows(element).map((r) => r.symbol)).toEqual(['ETH', 'USDC'])
    expect(element.shadowRoot?.querySelector('section')?.className).toBe('stale')
    expect(element.shadowRoot?.querySelector('.stale-note')?.textContent).toContain(
      'could not be refreshed',
    )
  })

  it('asks again for another account, and shows nothing once disconnected', async () => {
    const { element, client, evm } = await mount()
    const other = '0x2222222222222222222222222222222222222222'
    evm.emit('accountChanged', { connectorId: 'io.metamask', address: other })
    await settle(8)
    expect(evm.calls.getTokenBalances.map((c) => c.address)).toEqual([OWNER, other])
    expect(rows(element).find((r) => r.symbol === 'USDC')?.amount).toBe('0')
    client._internal.balance.reset()
    evm.emit('disconnect', { connectorId: 'io.metamask' })
    await settle(8)
    expect(element.shadowRoot?.querySelector('section')).toBeNull()
  })
})
