import { afterEach, describe, expect, it } from 'vitest'
import { userEvent } from 'vitest/browser'
import {
  create,
  expectDisabledIsInert,
  expectFocusRing,
  expectNoAxeViolations,
  mountThemed,
  removeFixtures,
  THEME_MODES,
  themedFixture,
} from '../../testing/a11y.test-helpers.js'
import './network-item.js'

afterEach(removeFixtures)

describe('kw-network-item', () => {
  it('is chosen by keyboard: Tab with a ring, Enter and Space activate it', async () => {
    const item = await mountThemed(create('kw-network-item', { name: 'Arbitrum One' }), 'light')
    let clicks = 0
    item.addEventListener('click', () => clicks++)
    await userEvent.tab()
    expectFocusRing(item)
    await userEvent.keyboard('{Enter}')
    await userEvent.keyboard(' ')
    expect(clicks).toBe(2)
  })

  it('the selected network is marked as current, with a check', async () => {
    const item = await mountThemed(
      create('kw-network-item', { name: 'Ethereum', selected: true }),
      'light',
    )
    expect(item.shadowRoot?.querySelector('button')?.getAttribute('aria-current')).toBe('true')
    expect(item.shadowRoot?.querySelector('kw-icon[name="check"]')).not.toBeNull()
  })

  it('when disabled, a click does nothing and Tab skips it', async () => {
    await expectDisabledIsInert(
      create('kw-network-item', { name: 'Unknown Network', disabled: true }),
      create('kw-network-item', { name: 'Ethereum' }),
    )
  })

  it.each(THEME_MODES)('every state has no axe violations in %s mode', async (mode) => {
    const fixture = themedFixture(mode)
    fixture.append(
      create('kw-network-item', { name: 'Ethereum', networkId: 'eip155:1', selected: true }),
    )
    fixture.append(create('kw-network-item', { name: 'Arbitrum One', loading: true }))
    fixture.append(
      create('kw-network-item', {
        name: 'Unknown Network',
        tag: 'Unsupported',
        selected: true,
        disabled: true,
      }),
    )
    await expectNoAxeViolations(fixture)
  })
})
