import { afterEach, describe, expect, it } from 'vitest'
import './skeleton.js'

afterEach(() => {
  document.body.innerHTML = ''
})

describe('kw-skeleton', () => {
  it('is hidden from assistive technology and reflects its shape', async () => {
    const el = document.createElement('kw-skeleton')
    el.variant = 'row'
    document.body.append(el)
    await el.updateComplete
    expect(el.getAttribute('aria-hidden')).toBe('true')
    expect(el.getAttribute('variant')).toBe('row')
  })
})
