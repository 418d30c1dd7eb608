import { afterEach, describe, expect, it } from 'vitest'
import {
  create,
  expectNoAxeViolations,
  mountThemed,
  removeFixtures,
  THEME_MODES,
  themedFixture,
} from '../../testing/a11y.test-helpers.js'
import type { ChipVariant } from './chip.component.js'
import './chip.js'

afterEach(removeFixtures)

const variants: ChipVariant[] = ['neutral', 'accent', 'success', 'error', 'warning']

describe('kw-chip', () => {
  it('each variant has its own colours, and the label stays on one line', async () => {
    const fixture = themedFixture('light')
    for (const variant of variants) fixture.append(create('kw-chip', { variant }, 'Installed'))
    await Promise.all(
      [...fixture.children].map(
        (chip) => (chip as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete,
      ),
    )
    const colours = [...fixture.children].map(
      (chip) => getComputedStyle(chip.shadowRoot?.querySelector('span') as Element).color,
    )
    expect(new Set(colours).size).toBe(variants.length)
    const span = fixture.firstElementChild?.shadowRoot?.querySelector('span') as HTMLElement
    expect(span.scrollHeight).toBeLessThanOrEqual(span.clientHeight + 1)
  })

  it('shows the named icon before the label', async () => {
    const chip = await mountThemed(create('kw-chip', { icon: 'check' }, 'Done'), 'light')
    expect(chip.shadowRoot?.querySelector('kw-icon')?.getAttribute('name')).toBe('check')
  })

  it.each(THEME_MODES)('every variant has no axe violations in %s mode', async (mode) => {
    const fixture = themedFixture(mode)
    for (const variant of variants) fixture.append(create('kw-chip', { variant }, `${variant} tag`))
    await expectNoAxeViolations(fixture)
  })
})
