import { afterEach, describe, expect, it } from 'vitest'
import { userEvent } from 'vitest/browser'
import {
  create,
  expectFocusRing,
  expectNoAxeViolations,
  mountThemed,
  removeFixtures,
  THEME_MODES,
} from '../../testing/a11y.test-helpers.js'
import type { Tab } from './tabs.component.js'
import './tabs.js'

afterEach(removeFixtures)

const tabs: Tab[] = [
  { id: 'mobile', label: 'Mobile', icon: 'wallet' },
  { id: 'browser', label: 'Browser' },
  { id: 'desktop', label: 'Desktop' },
]

const focusedTab = (element: Element) => element.shadowRoot?.activeElement?.getAttribute('data-id')

describe('kw-tabs', () => {
  it('Tab enters on the selected tab only (roving tabindex), with a visible ring', async () => {
    const element = await mountThemed(
      create('kw-tabs', { tabs, selected: 'browser', label: 'Platform' }),
      'light',
    )
    const after = document.createElement('button')
    after.textContent = 'After'
    element.after(after)
    await userEvent.tab()
    expect(focusedTab(element)).toBe('browser')
    expectFocusRing(element)
    await userEvent.tab()
    expect(document.activeElement).toBe(after)
  })

  it('arrows, Home and End move the selection and focus, wrapping; each change is an event', async () => {
    const element = await mountThemed(create('kw-tabs', { tabs, label: 'Platform' }), 'light')
    const changes: string[] = []
    element.addEventListener('kw-tab-change', (event) =>
      changes.push((event as CustomEvent).detail.id),
    )
    await userEvent.tab()
    await userEvent.keyboard('{ArrowRight}')
    await element.updateComplete
    expect(focusedTab(element)).toBe('browser')
    await userEvent.keyboard('{End}')
    await element.updateComplete
    await userEvent.keyboard('{ArrowRight}')
    await element.updateComplete
    expect(focusedTab(element)).toBe('mobile')
    await userEvent.keyboard('{ArrowLeft}')
    await element.updateComplete
    await userEvent.keyboard('{Home}')
    await element.updateComplete
    expect(changes).toEqual(['browser', 'desktop', 'mobile', 'desktop', 'mobile'])
    expect(element.selected).toBe('mobile')
    const selected = element.shadowRoot?.querySelector('[aria-selected="true"]')
    expect(selected?.getAttribute('data-id')).toBe('mobile')
  })

  it('a click selects a tab', async () => {
    const element = await mountThemed(create('kw-tabs', { tabs, label: 'Platform' }), 'light')
    await userEvent.click(element.shadowRoot?.querySelector('[data-id="desktop"]') as HTMLElement)
    expect(element.selected).toBe('desktop')
  })

  it.each(THEME_MODES)('has no axe violations in %s mode', async (mode) => {
    const element = await mountThemed(
      create('kw-tabs', { tabs, selected: 'mobile', label: 'Platform' }),
      mode,
    )
    await expectNoAxeViolations(element.parentElement as HTMLElement)
  })
})
