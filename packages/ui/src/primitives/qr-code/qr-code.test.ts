import { afterEach, describe, expect, it } from 'vitest'
import './qr-code.js'
import type { KwQrCode } from './qr-code.component.js'
import { createQrMatrix, dotsPath } from './qr-matrix.js'

const URI =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&expiryTimestamp=1705576034'

async function mount(setup: (el: KwQrCode) => void) {
  const el = document.createElement('kw-qr-code')
  setup(el)
  document.body.append(el)
  await el.updateComplete
  return el
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('kw-qr-code', () => {
  it('exposes the URI as data-uri on the element for tests', async () => {
    const el = await mount((e) => {
      e.uri = URI
    })
    expect(el.dataset.uri).toBe(URI)
    el.uri = ''
    await el.updateComplete
    expect(el.hasAttribute('data-uri')).toBe(false)
  })

  it('draws the code as SVG with an accessible name', async () => {
    const el = await mount((e) => {
      e.uri = URI
      e.label = 'QR code to connect with MetaMask'
    })
    const frame = el.shadowRoot?.querySelector('[role="img"]')
    expect(frame?.getAttribute('aria-label')).toBe('QR code to connect with MetaMask')
    const paths = el.shadowRoot?.querySelectorAll('svg path')
    expect(paths?.length).toBe(2)
    expect(paths?.[1]?.getAttribute('d')?.length).toBeGreaterThan(100)
  })

  it('encodes the URI itself (the matrix decodes to a QR of the right version)', () => {
    const matrix = createQrMatrix(URI)
    // 200+ characters at level Q need at least version 10 (57 modules per side).
    expect(matrix.size).toBeGreaterThanOrEqual(57)
    // Finder pattern: the top-left 7×7 corner is dark on its border.
    expect(matrix.isDark(0, 0)).toBe(true)
    expect(matrix.isDark(6, 6)).toBe(true)
    expect(matrix.isDark(1, 1)).toBe(false)
  })

  it('clears the centre for the logo only when there is one', () => {
    const matrix = createQrMatrix(URI)
    expect(dotsPath(matrix, true).length).toBeLessThan(dotsPath(matrix, false).length)
  })

  it('shows the wallet logo in the centre', async () => {
    const el = await mount((e) => {
      e.uri = URI
      e.imageSrc = 'http://127.0.0.1/mm.png'
      e.imageName = 'MetaMask'
    })
    expect(el.shadowRoot?.querySelector('.logo kw-wallet-image')?.getAttribute('src')).toBe(
      'http://127.0.0.1/mm.png',
    )
  })

  it('shows a placeholder of the same size while there is no URI yet', async () => {
    const el = await mount((e) => {
      e.size = 200
    })
    expect(el.shadowRoot?.querySelector('svg')).toBeNull()
    const skeleton = el.shadowRoot?.querySelector<HTMLElement>('kw-skeleton')
    expect(skeleton?.style.getPropertyValue('--kw-qr-size')).toBe('200px')
  })
})
