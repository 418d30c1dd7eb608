import { connect, setTheme } from '@keyway/core'
import { keywayHost } from '@keyway/core/host'
import { afterEach, describe, expect, it } from 'vitest'
import {
  expectNoAxeViolations,
  mountThemed,
  removeFixtures,
  THEME_MODES,
} from '../../testing/a11y.test-helpers.js'
import { expectSteady } from '../../testing/wait.test-helpers.js'
import { createTestClient } from '../shared/test-client.test-helpers.js'
import type { KwAccountTokens } from './account-tokens.component.js'
import './account-tokens.js'

afterEach(removeFixtures)

const OWNER = '0x1111111111111111111111111111111111111111'
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'

const tokens = { 'eip155:1': [{ address: USDC, symbol: 'USDC', decimals: 6 }] }

/** The element on its own (unthemed), connected over `setup`, rendered once. */
async function mount(
  setup = createTestClient({ tokens, tokenBalances: { [OWNER]: { [USDC]: '2500000' } } }),
) {
  await connect(setup.client, { connectorId: 'io.metamask' })
  const element = document.createElement('kw-account-tokens') as KwAccountTokens
  element.client = setup.client
  document.body.append(element)
  await element.updateComplete
  return { ...setup, element }
}

function rows(el: KwAccountTokens) {
  return [...(el.shadowRoot?.querySelectorAll('kw-token-item') ?? [])].map((item) => ({
    symbol: item.getAttribute('symbol'),
    amount: item.getAttribute('amount'),
    value: item.getAttribute('value'),
  }))
}

/** Connected, with ETH from the adapter and USDC read over RPC. */
async function mountTokens(mode: 'light' | 'dark') {
  const setup = createTestClient({
    tokens,
    tokenBalances: { [OWNER]: { [USDC]: '2500000' } },
  })
  setTheme(setup.client, { themeMode: mode })
  await connect(setup.client, { connectorId: 'io.metamask' })
  const element = document.createElement('kw-account-tokens') as KwAccountTokens
  element.client = setup.client
  await mountThemed(element, mode)
  await expect.poll(() => element.shadowRoot?.querySelectorAll('kw-token-item').length).toBe(2)
  return { ...setup, element }
}

describe('kw-account-tokens', () => {
  it('is a section named by its heading, with one list item per token, none overflowing', async () => {
    const { element } = await mountTokens('light')
    const section = element.shadowRoot?.querySelector('section') as HTMLElement
    const heading = element.shadowRoot?.getElementById(
      section.getAttribute('aria-labelledby') ?? '',
    )
    expect(heading?.localName).toBe('h3')
    expect(section.getAttribute('aria-busy')).toBe('false')
    const items = [...(element.shadowRoot?.querySelectorAll('li') ?? [])]
    expect(
      items.map((item) => item.querySelector('kw-token-item')?.getAttribute('symbol')),
    ).toEqual(['ETH', 'USDC'])
    for (const item of items) {
      expect(item.getBoundingClientRect().right).toBeLessThanOrEqual(
        section.getBoundingClientRect().right + 0.5,
      )
    }
  })

  it.each(THEME_MODES)('has no axe violations in %s mode', async (mode) => {
    const { element } = await mountTokens(mode)
    await expectNoAxeViolations(element.parentElement as HTMLElement)
  })

  it('lists the native balance and the configured tokens read over RPC, without USD values', async () => {
    const { element } = await mount()
    await expect
      .poll(() => rows(element))
      .toEqual([
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
    await expect
      .poll(() => rows(element))
      .toEqual([
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
    await expect
      .poll(() => element.shadowRoot?.querySelector('.unavailable')?.textContent)
      .toBe('Token Balance Unavailable')
    expect(keywayHost(client).state.notification.message).toBe('Token Balance Unavailable')
    expect(element.shadowRoot?.textContent).not.toContain('127.0.0.1')
  })

  it('keeps a list that could not be refreshed, marked out of date', async () => {
    const { element, client, evm } = await mount()
    await expect.poll(() => rows(element).length).toBe(2)
    evm.getTokenBalances = async () => {
      throw new Error('HTTP request failed')
    }
    await keywayHost(client).fetchTokenBalances({ force: true })
    await expect.poll(() => element.shadowRoot?.querySelector('section')?.className).toBe('stale')
    expect(rows(element).map((r) => r.symbol)).toEqual(['ETH', 'USDC'])
    expect(element.shadowRoot?.querySelector('.stale-note')?.textContent).toContain(
      'could not be refreshed',
    )
  })

  it('asks again for another account, and shows nothing once disconnected', async () => {
    const { element, evm } = await mount()
    await expect.poll(() => rows(element).length).toBe(2)
    const other = '0x2222222222222222222222222222222222222222'
    evm.emit('accountChanged', { connectorId: 'io.metamask', address: other })
    await expect
      .poll(() => evm.calls.getTokenBalances.map((c) => c.address))
      .toEqual([OWNER, other])
    await expect.poll(() => rows(element).find((r) => r.symbol === 'USDC')?.amount).toBe('0')
    // One read per account, not one per render.
    await expectSteady(() => evm.calls.getTokenBalances.length, 2)
    evm.emit('disconnect', { connectorId: 'io.metamask' })
    await expect.poll(() => element.shadowRoot?.querySelector('section')).toBeNull()
  })
})
