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
import './list-item.js'

afterEach(removeFixtures)

describe('kw-list-item', () => {
  it('is one button: Tab with a ring, Enter and Space activate it', async () => {
    const item = await mountThemed(
      create('kw-list-item', { label: 'All wallets', icon: 'wallet', tag: '400+' }),
      'light',
    )
    let clicks = 0
    item.addEventListener('click', () => clicks++)
    await userEvent.tab()
    expectFocusRing(item)
    await userEvent.keyboard('{Enter}')
    await userEvent.keyboard(' ')
    expect(clicks).toBe(2)
    expect(item.shadowRoot?.querySelector('kw-chip')?.textContent).toBe('400+')
    expect(item.shadowRoot?.querySelector('.chevron')).not.toBeNull()
  })

  it('while loading it is busy, shows a spinner instead of the chevron and cannot be chosen', async () => {
    const item = await mountThemed(
      create('kw-list-item', { label: 'Disconnect', loading: true }),
      'light',
    )
    let clicks = 0
    item.addEventListener('click', () => clicks++)
    await userEvent.click(item, { force: true })
    expect(clicks).toBe(0)
    const button = item.shadowRoot?.querySelector('button')
    expect(button?.getAttribute('aria-busy')).toBe('true')
    expect(item.shadowRoot?.querySelector('kw-spinner')).not.toBeNull()
    expect(item.shadowRoot?.querySelector('.chevron')).toBeNull()
  })

  it('a long label ends in an ellipsis inside the row instead of overflowing it', async () => {
    const item = await mountThemed(
      create('kw-list-item', { label: 'A wallet with a very long name '.repeat(4), tag: 'Recent' }),
      'light',
    )
    const row = item.shadowRoot?.querySelector('.row') as HTMLElement
    const label = item.shadowRoot?.querySelector('.label') as HTMLElement
    expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth)
    expect(label.scrollWidth).toBeGreaterThan(label.clientWidth)
    expect(getComputedStyle(label).textOverflow).toBe('ellipsis')
  })

  it.each(THEME_MODES)('every state has no axe violations in %s mode', async (mode) => {
    const fixture = themedFixture(mode)
    fixture.append(create('kw-list-item', { label: 'All wallets', icon: 'wallet', tag: '400+' }))
    fixture.append(
      create('kw-list-item', {
        label: 'Ethereum',
        description: 'Network',
        imageSrc: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>',
        tag: 'Unsupported',
        tagVariant: 'warning',
      }),
    )
    fixture.append(create('kw-list-item', { label: 'Disabled', disabled: true }))
    fixture.append(
      create('kw-list-item', { label: 'Disconnecting', loading: true, chevron: false }),
    )
    await expectNoAxeViolations(fixture)
  })
})
