import { afterEach, describe, expect, it } from 'vitest'
import {
  create,
  expectNoAxeViolations,
  mountThemed,
  removeFixtures,
  THEME_MODES,
  themedFixture,
} from '../../testing/a11y.test-helpers.js'
import './separator.js'

afterEach(removeFixtures)

describe('kw-separator', () => {
  it('without text is one full-width separator line', async () => {
    const separator = await mountThemed(create('kw-separator'), 'light')
    const line = separator.shadowRoot?.querySelector('[role="separator"]') as HTMLElement
    expect(line.getBoundingClientRect().width).toBe(separator.getBoundingClientRect().width)
    expect(line.getBoundingClientRect().height).toBe(1)
  })

  it('with text shows it between two decorative lines', async () => {
    const separator = await mountThemed(create('kw-separator', { text: 'or' }), 'light')
    const lines = [...(separator.shadowRoot?.querySelectorAll('.line') ?? [])]
    expect(lines.map((line) => line.getAttribute('aria-hidden'))).toEqual(['true', 'true'])
    expect(separator.shadowRoot?.textContent?.trim()).toBe('or')
    const [left, right] = lines.map((line) => line.getBoundingClientRect())
    expect(left?.width).toBeGreaterThan(50)
    expect(left?.width).toBeCloseTo(right?.width ?? 0, 0)
  })

  it.each(THEME_MODES)('has no axe violations in %s mode', async (mode) => {
    const fixture = themedFixture(mode)
    fixture.append(create('kw-separator'), create('kw-separator', { text: 'or continue with' }))
    await expectNoAxeViolations(fixture)
  })
})
