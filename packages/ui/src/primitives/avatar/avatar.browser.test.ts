import { afterEach, describe, expect, it } from 'vitest'
import {
  create,
  expectNoAxeViolations,
  mountThemed,
  removeFixtures,
  THEME_MODES,
  themedFixture,
} from '../../testing/a11y.test-helpers.js'
import './avatar.js'

afterEach(removeFixtures)

const address = '0x1234567890abcdef1234567890abcdef12345678'
const base = (element: Element) => element.shadowRoot?.querySelector('[part="base"]') as HTMLElement

describe('kw-avatar', () => {
  it('paints a gradient from the address when there is no image', async () => {
    const avatar = await mountThemed(create('kw-avatar', { address, size: 'l' }), 'light')
    expect(getComputedStyle(base(avatar)).backgroundImage).toContain('gradient')
    const box = avatar.getBoundingClientRect()
    expect(box.width).toBeGreaterThan(0)
    expect(box.width).toBe(box.height)
  })

  it('falls back to the gradient when the image fails to load', async () => {
    const avatar = await mountThemed(
      create('kw-avatar', { address, src: 'data:image/png;base64,broken' }),
      'light',
    )
    await expect.poll(() => avatar.shadowRoot?.querySelector('img')).toBeNull()
    expect(getComputedStyle(base(avatar)).backgroundImage).toContain('gradient')
  })

  it('is decorative: hidden from assistive technology', async () => {
    const avatar = await mountThemed(create('kw-avatar', { address }), 'dark')
    expect(base(avatar).getAttribute('aria-hidden')).toBe('true')
  })

  it.each(THEME_MODES)('has no axe violations in %s mode', async (mode) => {
    const fixture = themedFixture(mode)
    fixture.append(create('kw-avatar', { address }))
    fixture.append(create('kw-avatar', { address, src: 'data:image/svg+xml,<svg/>' }))
    await expectNoAxeViolations(fixture)
  })
})
