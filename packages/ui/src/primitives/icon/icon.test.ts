import { afterEach, describe, expect, it } from 'vitest'
import './icon.js'
import { ICON_NAMES } from './icons.js'

async function mount(attrs: Record<string, string>) {
  const el = document.createElement('kw-icon')
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v)
  document.body.append(el)
  await el.updateComplete
  return el
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('kw-icon', () => {
  it('draws an SVG for every icon of the set', async () => {
    for (const name of ICON_NAMES) {
      const el = await mount({ name })
      const svg = el.shadowRoot?.querySelector('svg')
      expect(svg, name).not.toBeNull()
      expect(svg?.querySelectorAll('path, rect, circle').length, name).toBeGreaterThan(0)
    }
  })

  it('the set contains the 21 icons the modal needs', () => {
    expect([...ICON_NAMES].sort()).toEqual(
      [
        'close',
        'back',
        'chevron-right',
        'copy',
        'check',
        'search',
        'wallet',
        'network',
        'qr-code',
        'external-link',
        'warning',
        'error-circle',
        'disconnect',
        'refresh',
        'mobile',
        'desktop',
        'browser',
        'info',
        'send',
        'swap',
        'activity',
        'card',
      ].sort(),
    )
  })

  it('is hidden from assistive technology unless it has a label', async () => {
    const decorative = await mount({ name: 'close' })
    expect(decorative.shadowRoot?.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
    const labelled = await mount({ name: 'warning', label: 'Warning' })
    const svg = labelled.shadowRoot?.querySelector('svg')
    expect(svg?.getAttribute('role')).toBe('img')
    expect(svg?.getAttribute('aria-label')).toBe('Warning')
  })

  it('renders nothing for an unknown name', async () => {
    const el = await mount({ name: 'not-an-icon' })
    expect(el.shadowRoot?.querySelector('svg')).toBeNull()
  })
})
