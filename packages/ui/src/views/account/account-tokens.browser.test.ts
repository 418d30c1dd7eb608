import { connect, setTheme } from '@keyway/core'
import { afterEach, describe, expect, it } from 'vitest'
import {
  expectNoAxeViolations,
  mountThemed,
  removeFixtures,
  THEME_MODES,
} from '../../testing/a11y.test-helpers.js'
import { createTestClient } from '../shared/test-client.test-helpers.js'
import type { KwAccountTokens } from './account-tokens.component.js'
import './account-tokens.js'

afterEach(removeFixtures)

const OWNER = '0x1111111111111111111111111111111111111111'
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'

/** Connected, with ETH from the adapter and USDC read over RPC. */
async function mountTokens(mode: 'light' | 'dark') {
  const setup = createTestClient({
    tokens: { 'eip155:1': [{ address: USDC, symbol: 'USDC', decimals: 6 }] },
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
})
