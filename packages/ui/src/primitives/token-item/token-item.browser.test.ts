import { afterEach, describe, expect, it } from 'vitest'
import {
  create,
  expectNoAxeViolations,
  mountThemed,
  removeFixtures,
  THEME_MODES,
  themedFixture,
} from '../../testing/a11y.test-helpers.js'
import './token-item.js'

afterEach(removeFixtures)

describe('kw-token-item', () => {
  it('shows the token, its symbol, the amount and the value on one row', async () => {
    const item = await mountThemed(
      create('kw-token-item', {
        name: 'USD Coin',
        symbol: 'USDC',
        amount: '120.5',
        value: '$120.50',
      }),
      'light',
    )
    const root = item.shadowRoot as ShadowRoot
    expect(root.querySelector('.label')?.textContent).toBe('USD Coin')
    expect(root.querySelector('kw-balance')?.getAttribute('amount')).toBe('120.5')
    expect(root.querySelector('.value')?.textContent).toBe('$120.50')
    // Not a control: nothing in it takes focus.
    expect(root.querySelector('button, a, [tabindex]')).toBeNull()
    const row = root.querySelector('.row') as HTMLElement
    expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth)
  })

  it.each(THEME_MODES)('has no axe violations in %s mode', async (mode) => {
    const fixture = themedFixture(mode)
    fixture.append(
      create('kw-token-item', { name: 'Ether', symbol: 'ETH', amount: '1.5', value: '$4,800.00' }),
    )
    fixture.append(create('kw-token-item', { name: 'Solana', symbol: 'SOL', amount: '0' }))
    await expectNoAxeViolations(fixture)
  })
})
