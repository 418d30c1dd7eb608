import { afterEach, describe, expect, it } from 'vitest'
import {
  create,
  expectNoAxeViolations,
  mountThemed,
  removeFixtures,
  THEME_MODES,
  themedFixture,
} from '../../testing/a11y.test-helpers.js'
import './icon.js'

afterEach(removeFixtures)

describe('kw-icon', () => {
  it('draws the named icon at its size, in the current text colour', async () => {
    const icon = await mountThemed(create('kw-icon', { name: 'copy', size: 'l' }), 'light')
    const svg = icon.shadowRoot?.querySelector('svg') as SVGSVGElement
    expect(svg.querySelector('path, rect, circle, polyline, line')).not.toBeNull()
    const box = icon.getBoundingClientRect()
    expect(box.width).toBeGreaterThan(16)
    expect(box.width).toBe(box.height)
    icon.style.color = 'rgb(255, 0, 0)'
    expect(getComputedStyle(svg).stroke).toBe('rgb(255, 0, 0)')
  })

  it('is hidden from assistive technology unless labelled; labelled, it is an image with a title', async () => {
    const plain = await mountThemed(create('kw-icon', { name: 'wallet' }), 'light')
    expect(plain.shadowRoot?.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
    const labelled = await mountThemed(
      create('kw-icon', { name: 'wallet', label: 'Wallet' }),
      'light',
    )
    const svg = labelled.shadowRoot?.querySelector('svg')
    expect(svg?.getAttribute('role')).toBe('img')
    expect(svg?.querySelector('title')?.textContent).toBe('Wallet')
  })

  it('renders nothing for an unknown name', async () => {
    const icon = await mountThemed(create('kw-icon', { name: 'nope' as 'copy' }), 'light')
    expect(icon.shadowRoot?.querySelector('svg')).toBeNull()
  })

  it.each(THEME_MODES)('has no axe violations in %s mode', async (mode) => {
    const fixture = themedFixture(mode)
    fixture.append(create('kw-icon', { name: 'copy' }))
    fixture.append(create('kw-icon', { name: 'wallet', label: 'Wallet' }))
    await expectNoAxeViolations(fixture)
  })
})
