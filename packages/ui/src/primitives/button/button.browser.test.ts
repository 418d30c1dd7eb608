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
import './button.js'

afterEach(removeFixtures)

describe('kw-button', () => {
  it('takes focus by Tab with a visible ring, and Enter and Space activate it', async () => {
    const button = await mountThemed(create('kw-button', {}, 'Connect'), 'light')
    let clicks = 0
    button.addEventListener('click', () => clicks++)
    await userEvent.tab()
    expect(document.activeElement).toBe(button)
    expectFocusRing(button)
    await userEvent.keyboard('{Enter}')
    await userEvent.keyboard(' ')
    expect(clicks).toBe(2)
  })

  it('when disabled or loading it is skipped by Tab and a click does nothing', async () => {
    const fixture = themedFixture('light')
    const disabled = create('kw-button', { disabled: true }, 'Disabled')
    const loading = create('kw-button', { loading: true }, 'Loading')
    const enabled = create('kw-button', {}, 'Enabled')
    fixture.append(disabled, loading, enabled)
    await enabled.updateComplete
    let clicks = 0
    for (const button of [disabled, loading]) button.addEventListener('click', () => clicks++)
    await userEvent.click(disabled, { force: true })
    await userEvent.click(loading, { force: true })
    expect(clicks).toBe(0)
    await userEvent.tab()
    expect(document.activeElement).toBe(enabled)
    expect(loading.shadowRoot?.querySelector('button')?.getAttribute('aria-busy')).toBe('true')
  })

  it('focus() on the host moves focus to the inner button', async () => {
    const button = await mountThemed(create('kw-button', {}, 'Connect'), 'dark')
    button.focus()
    expect(button.shadowRoot?.activeElement).toBe(button.shadowRoot?.querySelector('button'))
  })

  it.each(THEME_MODES)('every variant and state has no axe violations in %s mode', async (mode) => {
    const fixture = themedFixture(mode)
    for (const variant of ['main', 'accent', 'neutral', 'ghost', 'danger'] as const) {
      fixture.append(create('kw-button', { variant }, `${variant} action`))
      fixture.append(create('kw-button', { variant, disabled: true }, `${variant} disabled`))
    }
    fixture.append(create('kw-button', { icon: 'copy', label: 'Copy link' }, 'Copy link'))
    fixture.append(create('kw-button', { loading: true }, 'Connecting'))
    await expectNoAxeViolations(fixture)
  })
})
