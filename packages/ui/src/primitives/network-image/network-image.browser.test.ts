import { afterEach, describe, expect, it } from 'vitest'
import {
  create,
  expectNoAxeViolations,
  mountThemed,
  removeFixtures,
  THEME_MODES,
  themedFixture,
} from '../../testing/a11y.test-helpers.js'
import './network-image.js'

afterEach(removeFixtures)

describe('kw-network-image', () => {
  it('without an image draws the hexagon in colours of its network, the same for the same id', async () => {
    const fixture = themedFixture('light')
    const first = create('kw-network-image', { networkId: 'eip155:1', name: 'Ethereum' })
    const again = create('kw-network-image', { networkId: 'eip155:1', name: 'Ethereum' })
    const other = create('kw-network-image', { networkId: 'eip155:42161', name: 'Arbitrum' })
    fixture.append(first, again, other)
    await other.updateComplete
    const stops = (image: Element) =>
      [...(image.shadowRoot?.querySelectorAll('stop') ?? [])].map((s) =>
        s.getAttribute('stop-color'),
      )
    expect(first.shadowRoot?.querySelector('svg[data-fallback]')).not.toBeNull()
    expect(stops(first)).toEqual(stops(again))
    expect(stops(first)).not.toEqual(stops(other))
    expect(first.getBoundingClientRect().width).toBeGreaterThan(0)
  })

  it('falls back to the hexagon when its image fails to load', async () => {
    const image = await mountThemed(
      create('kw-network-image', { src: 'data:image/png;base64,broken', name: 'Base' }),
      'light',
    )
    await expect.poll(() => image.shadowRoot?.querySelector('svg[data-fallback]')).not.toBeNull()
  })

  it('is decorative unless labelled; labelled, it is a named image', async () => {
    const plain = await mountThemed(create('kw-network-image', { name: 'Base' }), 'light')
    expect(plain.shadowRoot?.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
    const labelled = await mountThemed(
      create('kw-network-image', { name: 'Base', label: 'Base' }),
      'light',
    )
    expect(labelled.shadowRoot?.querySelector('svg')?.getAttribute('aria-label')).toBe('Base')
  })

  it.each(THEME_MODES)('has no axe violations in %s mode', async (mode) => {
    const fixture = themedFixture(mode)
    fixture.append(create('kw-network-image', { name: 'Ethereum', networkId: 'eip155:1' }))
    fixture.append(create('kw-network-image', { name: 'Solana', label: 'Solana' }))
    fixture.append(
      create('kw-network-image', {
        src: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>',
        label: 'Base',
      }),
    )
    await expectNoAxeViolations(fixture)
  })
})
