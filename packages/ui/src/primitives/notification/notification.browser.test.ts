import { afterEach, describe, expect, it } from 'vitest'
import {
  create,
  expectNoAxeViolations,
  mountThemed,
  removeFixtures,
  THEME_MODES,
  themedFixture,
} from '../../testing/a11y.test-helpers.js'
import './notification.js'

afterEach(removeFixtures)

describe('kw-notification', () => {
  it('is a status for success and loading, an alert for an error', async () => {
    const roleOf = async (variant: 'success' | 'error' | 'loading') => {
      const banner = await mountThemed(
        create('kw-notification', { variant, message: 'Hi' }),
        'light',
      )
      return banner.shadowRoot?.querySelector('[part="base"]')?.getAttribute('role')
    }
    expect(await roleOf('success')).toBe('status')
    expect(await roleOf('loading')).toBe('status')
    expect(await roleOf('error')).toBe('alert')
  })

  it('a long message ends in an ellipsis within the width it is given', async () => {
    const banner = await mountThemed(
      create('kw-notification', { message: 'The wallet refused the request '.repeat(6) }),
      'light',
    )
    const message = banner.shadowRoot?.querySelector('.message') as HTMLElement
    expect(banner.getBoundingClientRect().width).toBeLessThanOrEqual(360)
    expect(message.scrollWidth).toBeGreaterThan(message.clientWidth)
  })

  it.each(THEME_MODES)('every variant has no axe violations in %s mode', async (mode) => {
    const fixture = themedFixture(mode)
    fixture.append(create('kw-notification', { variant: 'success', message: 'Link copied' }))
    fixture.append(create('kw-notification', { variant: 'error', message: 'Something went wrong' }))
    fixture.append(create('kw-notification', { variant: 'loading', message: 'Switching network' }))
    await expectNoAxeViolations(fixture)
  })
})
