import { afterEach, describe, expect, it } from 'vitest'
import './network-image.js'
import { networkColors } from './network-glyph.js'
import type { KwNetworkImage } from './network-image.component.js'

async function mount(setup: (el: KwNetworkImage) => void) {
  const el = document.createElement('kw-network-image')
  setup(el)
  document.body.append(el)
  await el.updateComplete
  return el
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('kw-network-image', () => {
  it('shows the network image when it has one', async () => {
    const el = await mount((e) => {
      e.src = 'http://127.0.0.1/network.png'
      e.name = 'Devnet'
    })
    expect(el.shadowRoot?.querySelector('img')?.getAttribute('src')).toBe(
      'http://127.0.0.1/network.png',
    )
  })

  it('draws a glyph without any text when the network has no image (no initials to keep readable)', async () => {
    const el = await mount((e) => {
      e.name = 'Devnet'
      e.networkId = 'eip155:31337'
    })
    const glyph = el.shadowRoot?.querySelector('svg[data-fallback]')
    expect(glyph).not.toBeNull()
    expect(el.shadowRoot?.textContent?.trim()).toBe('')
    expect(glyph?.getAttribute('aria-hidden')).toBe('true')
  })

  it('falls back to the glyph when the image fails to load', async () => {
    const el = await mount((e) => {
      e.src = 'http://127.0.0.1/missing.png'
      e.name = 'Devnet'
    })
    el.shadowRoot?.querySelector('img')?.dispatchEvent(new Event('error'))
    await el.updateComplete
    expect(el.shadowRoot?.querySelector('svg[data-fallback]')).not.toBeNull()
  })

  it('is announced as an image only when given a label', async () => {
    const el = await mount((e) => {
      e.name = 'Devnet'
      e.label = 'Devnet'
    })
    const glyph = el.shadowRoot?.querySelector('svg')
    expect(glyph?.getAttribute('role')).toBe('img')
    expect(glyph?.getAttribute('aria-label')).toBe('Devnet')
  })

  it('gives the same network the same colour and neighbouring chain ids different hues', () => {
    expect(networkColors('eip155:31337')).toEqual(networkColors('eip155:31337'))
    const hue = (key: string) => Number(/hsl\((\d+)/.exec(networkColors(key).from)?.[1])
    const a = hue('eip155:31337')
    const b = hue('eip155:31338')
    const distance = Math.min(Math.abs(a - b), 360 - Math.abs(a - b))
    expect(distance).toBeGreaterThanOrEqual(20)
  })
})
