import { afterEach, describe, expect, it } from 'vitest'
import { userEvent } from 'vitest/browser'
import {
  create,
  expectNoAxeViolations,
  mountThemed,
  removeFixtures,
  THEME_MODES,
  themedFixture,
} from '../../testing/a11y.test-helpers.js'
import './input.js'

afterEach(removeFixtures)

const inner = (element: Element) => element.shadowRoot?.querySelector('input') as HTMLInputElement

describe('kw-input', () => {
  it('takes typed text from the keyboard and reports each change with an input event', async () => {
    const input = await mountThemed(create('kw-input', { label: 'Search wallets' }), 'light')
    const seen: string[] = []
    input.addEventListener('input', () => seen.push(input.value))
    await userEvent.tab()
    expect(input.shadowRoot?.activeElement).toBe(inner(input))
    await userEvent.keyboard('meta')
    expect(input.value).toBe('meta')
    expect(seen.at(-1)).toBe('meta')
  })

  it('clicking the visible label focuses the field', async () => {
    const input = await mountThemed(create('kw-input', { label: 'Email' }), 'light')
    await userEvent.click(input.shadowRoot?.querySelector('label') as HTMLElement)
    expect(input.shadowRoot?.activeElement).toBe(inner(input))
  })

  it('the clear button is reached by Tab, clears on Enter and gives focus back to the field', async () => {
    const input = await mountThemed(
      create('kw-input', { label: 'Search', clearable: true, type: 'search' }),
      'light',
    )
    let cleared = 0
    input.addEventListener('kw-clear', () => cleared++)
    await userEvent.tab()
    await userEvent.keyboard('rain')
    await input.updateComplete
    await userEvent.tab()
    expect(input.shadowRoot?.activeElement?.getAttribute('aria-label')).toBe('Clear')
    await userEvent.keyboard('{Enter}')
    await input.updateComplete
    expect(input.value).toBe('')
    expect(cleared).toBe(1)
    expect(input.shadowRoot?.activeElement).toBe(inner(input))
    expect(input.shadowRoot?.querySelector('.clear')).toBeNull()
  })

  it('an error is announced, marks the field invalid and describes it', async () => {
    const input = await mountThemed(
      create('kw-input', { label: 'Email', error: 'Enter a valid email' }),
      'light',
    )
    const error = input.shadowRoot?.querySelector('[role="alert"]')
    expect(error?.textContent).toContain('Enter a valid email')
    expect(inner(input).getAttribute('aria-invalid')).toBe('true')
    expect(inner(input).getAttribute('aria-describedby')).toBe(error?.id)
  })

  it('when disabled it is skipped by Tab and typing changes nothing', async () => {
    const fixture = themedFixture('light')
    const disabled = create('kw-input', { label: 'Disabled', disabled: true })
    const after = create('kw-input', { label: 'After' })
    fixture.append(disabled, after)
    await after.updateComplete
    await userEvent.tab()
    expect(document.activeElement).toBe(after)
    expect(inner(disabled).disabled).toBe(true)
  })

  it.each(THEME_MODES)('every state has no axe violations in %s mode', async (mode) => {
    const fixture = themedFixture(mode)
    fixture.append(create('kw-input', { label: 'Name', placeholder: 'Your name' }))
    fixture.append(
      create('kw-input', {
        label: 'Search wallets',
        hideLabel: true,
        type: 'search',
        clearable: true,
        value: 'rain',
        placeholder: 'Search wallets',
      }),
    )
    fixture.append(create('kw-input', { label: 'Email', error: 'Enter a valid email' }))
    fixture.append(create('kw-input', { label: 'Disabled', disabled: true }))
    await expectNoAxeViolations(fixture)
  })
})
