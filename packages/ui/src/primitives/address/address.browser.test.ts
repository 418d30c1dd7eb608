import { afterEach, describe, expect, it } from 'vitest'
import {
  create,
  expectNoAxeViolations,
  mountThemed,
  removeFixtures,
  THEME_MODES,
} from '../../testing/a11y.test-helpers.js'
import './address.js'

afterEach(removeFixtures)

const address = '0x1234567890abcdef1234567890abcdef12345678'

describe('kw-address', () => {
  it('shows the address truncated 4 + 6, with the whole address as its title', async () => {
    const element = await mountThemed(create('kw-address', { address }), 'light')
    const base = element.shadowRoot?.querySelector('[part="base"]') as HTMLElement
    expect(base.textContent).toBe('0x12...345678')
    expect(base.title).toBe(address)
    // One line, as wide as the truncated text.
    expect(base.getBoundingClientRect().height).toBeLessThan(30)
  })

  it.each(THEME_MODES)('has no axe violations in %s mode', async (mode) => {
    const element = await mountThemed(create('kw-address', { address }), mode)
    await expectNoAxeViolations(element.parentElement as HTMLElement)
  })
})
