import { afterEach, describe, expect, it } from 'vitest'
import {
  create,
  expectNoAxeViolations,
  mountThemed,
  removeFixtures,
  THEME_MODES,
} from '../../testing/a11y.test-helpers.js'
import './balance.js'

afterEach(removeFixtures)

describe('kw-balance', () => {
  it('shows the amount shortened with its symbol on one line, the exact amount as title', async () => {
    const balance = await mountThemed(
      create('kw-balance', { amount: '1.234567891', symbol: 'ETH' }),
      'light',
    )
    const amount = balance.shadowRoot?.querySelector('[part="amount"]') as HTMLElement
    const symbol = balance.shadowRoot?.querySelector('[part="symbol"]') as HTMLElement
    expect(amount.title).toBe('1.234567891')
    expect(amount.textContent?.length).toBeLessThan('1.234567891'.length)
    expect(symbol.textContent).toBe('ETH')
    expect(amount.getBoundingClientRect().top).toBe(symbol.getBoundingClientRect().top)
  })

  it('renders nothing without an amount', async () => {
    const balance = await mountThemed(create('kw-balance', { symbol: 'ETH' }), 'light')
    expect(balance.getBoundingClientRect().width).toBe(0)
  })

  it.each(THEME_MODES)('has no axe violations in %s mode', async (mode) => {
    const balance = await mountThemed(create('kw-balance', { amount: '12.5', symbol: 'SOL' }), mode)
    await expectNoAxeViolations(balance.parentElement as HTMLElement)
  })
})
