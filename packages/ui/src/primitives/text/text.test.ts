import { afterEach, describe, expect, it } from 'vitest'
import './text.js'

afterEach(() => {
  document.body.innerHTML = ''
})

describe('kw-text', () => {
  it('reflects its variant and colour so the type scale styles apply', async () => {
    const el = document.createElement('kw-text')
    el.variant = 'title'
    el.color = 'secondary'
    el.textContent = 'Connect Wallet'
    document.body.append(el)
    await el.updateComplete
    expect(el.getAttribute('variant')).toBe('title')
    expect(el.getAttribute('color')).toBe('secondary')
    expect(el.textContent).toBe('Connect Wallet')
  })

  it('offers the title, paragraph, small and mono variants in its styles', async () => {
    const { KwText } = await import('./text.component.js')
    const cssText = [KwText.styles].flat(3).map((s) => String((s as { cssText: string }).cssText))
    const all = cssText.join('\n')
    for (const variant of ['title', 'paragraph', 'small', 'mono']) {
      expect(all).toContain(`:host([variant='${variant}'])`)
    }
  })

  it('becomes a heading of the given level, and stops being one when level is cleared', async () => {
    const el = document.createElement('kw-text')
    el.level = 2
    document.body.append(el)
    await el.updateComplete
    expect(el.getAttribute('role')).toBe('heading')
    expect(el.getAttribute('aria-level')).toBe('2')
    el.level = undefined
    await el.updateComplete
    expect(el.hasAttribute('role')).toBe(false)
  })
})
