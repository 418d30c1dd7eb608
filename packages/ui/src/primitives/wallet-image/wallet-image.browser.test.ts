import { afterEach, describe, expect, it } from 'vitest'
import {
  create,
  expectNoAxeViolations,
  mountThemed,
  removeFixtures,
  THEME_MODES,
  themedFixture,
} from '../../testing/a11y.test-helpers.js'
import './wallet-image.js'

afterEach(removeFixtures)

const svg = 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>'

describe('kw-wallet-image', () => {
  it('shows the image with its label as alt text', async () => {
    const image = await mountThemed(
      create('kw-wallet-image', { src: svg, label: 'Rainbow' }),
      'light',
    )
    const img = image.shadowRoot?.querySelector('img') as HTMLImageElement
    expect(img.alt).toBe('Rainbow')
    await expect.poll(() => img.complete && img.naturalWidth > 0).toBe(true)
  })

  it('falls back to the initials of the wallet when the image fails to load', async () => {
    const image = await mountThemed(
      create('kw-wallet-image', { src: 'data:image/png;base64,broken', name: 'Trust Wallet' }),
      'light',
    )
    await expect.poll(() => image.shadowRoot?.querySelector('.fallback')?.textContent).toBe('TW')
  })

  it('without a name falls back to a wallet icon', async () => {
    const image = await mountThemed(create('kw-wallet-image'), 'light')
    expect(image.shadowRoot?.querySelector('kw-icon[name="wallet"]')).not.toBeNull()
  })

  it('each size is square, and larger sizes are larger', async () => {
    const widths = []
    for (const size of ['xs', 's', 'm', 'l', 'xl'] as const) {
      const image = await mountThemed(create('kw-wallet-image', { size, name: 'Rainbow' }), 'light')
      const box = image.getBoundingClientRect()
      expect(box.width).toBe(box.height)
      widths.push(box.width)
    }
    expect([...widths].sort((a, b) => a - b)).toEqual(widths)
    expect(new Set(widths).size).toBe(widths.length)
  })

  it.each(THEME_MODES)('has no axe violations in %s mode', async (mode) => {
    const fixture = themedFixture(mode)
    fixture.append(create('kw-wallet-image', { src: svg, label: 'Rainbow' }))
    fixture.append(create('kw-wallet-image', { name: 'Trust Wallet' }))
    fixture.append(create('kw-wallet-image', { name: 'Ledger', label: 'Ledger' }))
    fixture.append(create('kw-wallet-image'))
    await expectNoAxeViolations(fixture)
  })
})
