import { afterEach, describe, expect, it } from 'vitest'
import './link.js'

afterEach(() => {
  document.body.innerHTML = ''
})

describe('kw-link', () => {
  it('is a text button by default', async () => {
    const el = document.createElement('kw-link')
    el.textContent = 'Copy link'
    el.icon = 'copy'
    document.body.append(el)
    await el.updateComplete
    expect(el.shadowRoot?.querySelector('button')?.type).toBe('button')
    expect(el.shadowRoot?.querySelector('kw-icon')?.getAttribute('name')).toBe('copy')
  })

  it('with href it opens a new tab without giving the page opener access', async () => {
    const el = document.createElement('kw-link')
    el.href = 'https://example.test/get'
    document.body.append(el)
    await el.updateComplete
    const a = el.shadowRoot?.querySelector('a')
    expect(a?.getAttribute('target')).toBe('_blank')
    expect(a?.getAttribute('rel')).toContain('noopener')
  })
})
