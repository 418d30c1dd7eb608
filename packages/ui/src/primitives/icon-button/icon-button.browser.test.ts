import { afterEach, describe, expect, it } from 'vitest'
import { userEvent } from 'vitest/browser'
import {
  create,
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
    const fixture = themedFixture('light')
    const disabled = create('kw-icon-button', { icon: 'copy', label: 'Copy', disabled: true })
    const after = create('kw-icon-button', { icon: 'close', label: 'Close' })
    fixture.append(disabled, after)
    await after.updateComplete
    let clicks = 0
    disabled.addEventListener('click', () => clicks++)
    await userEvent.click(disabled, { force: true })
    expect(clicks).toBe(0)
    await userEvent.tab()
    expect(document.activeElement).toBe(after)
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
