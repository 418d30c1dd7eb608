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
import './icon-button.js'

afterEach(removeFixtures)

describe('kw-icon-button', () => {
  it('is named by its label, reached by Tab with a ring, and activated by Enter and Space', async () => {
    const button = await mountThemed(
      create('kw-icon-button', { icon: 'copy', label: 'Copy address' }),
      'light',
    )
    const inner = button.shadowRoot?.querySelector('button') as HTMLButtonElement
    expect(inner.getAttribute('aria-label')).toBe('Copy address')
    let clicks = 0
    button.addEventListener('click', () => clicks++)
    await userEvent.tab()
    expectFocusRing(button)
    await userEvent.keyboard('{Enter}')
    await userEvent.keyboard(' ')
    expect(clicks).toBe(2)
  })

  it('when disabled, Tab skips it and a click does nothing', async () => {
    await expectDisabledIsInert(
      create('kw-icon-button', { icon: 'copy', label: 'Copy', disabled: true }),
      create('kw-icon-button', { icon: 'close', label: 'Close' }),
    )
  })

  it.each(THEME_MODES)('every variant has no axe violations in %s mode', async (mode) => {
    const fixture = themedFixture(mode)
    for (const variant of ['ghost', 'neutral', 'accent'] as const) {
      fixture.append(
        create('kw-icon-button', { icon: 'refresh', label: `Refresh ${variant}`, variant }),
      )
    }
    fixture.append(create('kw-icon-button', { icon: 'close', label: 'Close', disabled: true }))
    await expectNoAxeViolations(fixture)
  })
})
