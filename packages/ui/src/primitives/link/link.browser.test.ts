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
import './link.js'

afterEach(removeFixtures)

describe('kw-link', () => {
  it('with an href it is a real link that opens a new tab without an opener', async () => {
    const link = await mountThemed(
      create('kw-link', { href: 'https://explorer.test/address/0x1' }, 'View on explorer'),
      'light',
    )
    const anchor = link.shadowRoot?.querySelector('a') as HTMLAnchorElement
    expect(anchor.href).toBe('https://explorer.test/address/0x1')
    expect(anchor.target).toBe('_blank')
    expect(anchor.rel).toContain('noopener')
  })

  it('without an href it is a button: Tab with a ring, Enter and Space activate it', async () => {
    const link = await mountThemed(create('kw-link', {}, 'Learn more'), 'light')
    let clicks = 0
    link.addEventListener('click', () => clicks++)
    await userEvent.tab()
    expectFocusRing(link)
    await userEvent.keyboard('{Enter}')
    await userEvent.keyboard(' ')
    expect(clicks).toBe(2)
  })

  it('when disabled, a click does nothing and Tab skips it', async () => {
    await expectDisabledIsInert(
      create('kw-link', { disabled: true }, 'Disabled'),
      create('kw-link', {}, 'After'),
    )
  })

  it.each(THEME_MODES)('both colours have no axe violations in %s mode', async (mode) => {
    const fixture = themedFixture(mode)
    fixture.append(create('kw-link', { href: 'https://dapp.test/terms' }, 'Terms'))
    fixture.append(
      create('kw-link', { color: 'secondary', icon: 'external-link' }, 'View on explorer'),
    )
    await expectNoAxeViolations(fixture)
  })
})
