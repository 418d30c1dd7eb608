import { afterEach, describe, expect, it } from 'vitest'
import {
  create,
  expectNoAxeViolations,
  mountThemed,
  removeFixtures,
  THEME_MODES,
} from '../../testing/a11y.test-helpers.js'
import './qr-code.js'

afterEach(removeFixtures)

const uri =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn'

describe('kw-qr-code', () => {
  it('shows a skeleton until there is a uri, then a square, named code of it', async () => {
    const qr = await mountThemed(create('kw-qr-code', { label: 'QR code for Rainbow' }), 'light')
    expect(qr.shadowRoot?.querySelector('kw-skeleton')).not.toBeNull()
    qr.uri = uri
    await qr.updateComplete
    const frame = qr.shadowRoot?.querySelector('[part="frame"]') as HTMLElement
    expect(frame.getAttribute('role')).toBe('img')
    expect(frame.getAttribute('aria-label')).toBe('QR code for Rainbow')
    expect(qr.dataset.uri).toBe(uri)
    const box = frame.getBoundingClientRect()
    expect(box.width).toBeGreaterThan(150)
    expect(Math.abs(box.width - box.height)).toBeLessThan(1)
  })

  it('keeps dark modules on a light background in dark mode too (scanners need it)', async () => {
    const qr = await mountThemed(create('kw-qr-code', { uri }), 'dark')
    const frame = qr.shadowRoot?.querySelector('[part="frame"]') as HTMLElement
    const luminance = (rgb: string) =>
      (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).reduce((sum, n) => sum + Number(n), 0)
    const style = getComputedStyle(frame)
    expect(luminance(style.backgroundColor)).toBeGreaterThan(luminance(style.color))
  })

  it('takes an explicit pixel size, and shows the wallet icon in the centre', async () => {
    const qr = await mountThemed(
      create('kw-qr-code', { uri, size: 220, imageName: 'Rainbow' }),
      'light',
    )
    const frame = qr.shadowRoot?.querySelector('[part="frame"]') as HTMLElement
    expect(Math.round(frame.getBoundingClientRect().width)).toBe(220)
    expect(qr.shadowRoot?.querySelector('.logo kw-wallet-image')?.getAttribute('name')).toBe(
      'Rainbow',
    )
  })

  it.each(THEME_MODES)('has no axe violations in %s mode', async (mode) => {
    const qr = await mountThemed(
      create('kw-qr-code', { uri, imageName: 'Rainbow', label: 'QR code' }),
      mode,
    )
    await expectNoAxeViolations(qr.parentElement as HTMLElement)
  })
})
