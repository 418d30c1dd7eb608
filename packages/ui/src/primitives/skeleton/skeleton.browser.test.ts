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
import './skeleton.js'

afterEach(async () => {
  removeFixtures()
  await emulateReducedMotion(false)
})

describe('kw-skeleton', () => {
  it('is hidden from assistive technology and shimmers', async () => {
    const skeleton = await mountThemed(create('kw-skeleton', { variant: 'row' }), 'light')
    expect(skeleton.getAttribute('aria-hidden')).toBe('true')
    expect(skeleton.getAnimations().length).toBe(1)
    expect(skeleton.getBoundingClientRect().height).toBeGreaterThan(40)
  })

  it('stands still when the visitor prefers reduced motion', async () => {
    await emulateReducedMotion(true)
    const skeleton = await mountThemed(create('kw-skeleton'), 'light')
    expect(skeleton.getAnimations()).toEqual([])
  })

  it('the circle variant is round', async () => {
    const skeleton = await mountThemed(create('kw-skeleton', { variant: 'circle' }), 'light')
    expect(getComputedStyle(skeleton).borderRadius).not.toBe('0px')
  })

  it.each(THEME_MODES)('has no axe violations in %s mode', async (mode) => {
    const fixture = themedFixture(mode)
    for (const variant of ['text', 'rect', 'circle', 'row'] as const) {
      fixture.append(create('kw-skeleton', { variant }))
    }
    await expectNoAxeViolations(fixture)
  })
})
