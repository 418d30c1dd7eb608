import { describe, expect, it } from 'vitest'
import { warmModalFonts } from './font-warmup.js'

describe('warmModalFonts', () => {
  it('lays out hidden text in the three weights of the type scale with the modal font, then removes it', () => {
    const host = document.createElement('div')
    document.body.append(host)
    const root = host.attachShadow({ mode: 'open' })
    const seen: { family: string; weights: string[]; hidden: string | null }[] = []
    const original = HTMLElement.prototype.getBoundingClientRect
    HTMLElement.prototype.getBoundingClientRect = function (this: HTMLElement) {
      seen.push({
        family: this.style.fontFamily,
        weights: [...this.children].map((line) => (line as HTMLElement).style.fontWeight),
        hidden: this.getAttribute('aria-hidden'),
      })
      return original.call(this)
    }
    try {
      warmModalFonts(root)
    } finally {
      HTMLElement.prototype.getBoundingClientRect = original
    }
    expect(seen).toEqual([
      {
        family: 'var(--kw-font-family)',
        weights: [
          'var(--kw-font-weight-regular)',
          'var(--kw-font-weight-medium)',
          'var(--kw-font-weight-semibold)',
        ],
        hidden: 'true',
      },
    ])
    expect(root.childNodes).toHaveLength(0)
    host.remove()
  })
})
