import { afterEach, describe, expect, it } from 'vitest'
import {
  create,
  emulateReducedMotion,
  expectNoAxeViolations,
  mountThemed,
  removeFixtures,
  THEME_MODES,
  themedFixture,
} from '../../testing/a11y.test-helpers.js'
import './spinner.js'

afterEach(async () => {
  removeFixtures()
  await emulateReducedMotion(false)
})

const spinDuration = (spinner: Element) =>
  Number(
    spinner.shadowRoot?.querySelector('svg')?.getAnimations()[0]?.effect?.getComputedTiming()
      .duration,
  )

describe('kw-spinner', () => {
  it('spins; with a label it is a status whose text is read out', async () => {
    const spinner = await mountThemed(create('kw-spinner', { label: 'Switching network' }), 'light')
    expect(spinDuration(spinner)).toBeGreaterThan(0)
    const status = spinner.shadowRoot?.querySelector('[role="status"]')
    expect(status?.textContent?.trim()).toBe('Switching network')
    expect(spinner.shadowRoot?.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
  })

  it('spins three times slower when the visitor prefers reduced motion', async () => {
    const normal = spinDuration(await mountThemed(create('kw-spinner'), 'light'))
    await emulateReducedMotion(true)
    const reduced = spinDuration(await mountThemed(create('kw-spinner'), 'light'))
    expect(reduced).toBeCloseTo(normal * 3)
  })

  it.each(THEME_MODES)('has no axe violations in %s mode', async (mode) => {
    const fixture = themedFixture(mode)
    fixture.append(create('kw-spinner', { size: 's' }))
    fixture.append(create('kw-spinner', { size: 'l', label: 'Loading wallets' }))
    await expectNoAxeViolations(fixture)
  })
})
