import { afterEach, describe, expect, it } from 'vitest'
import './separator.js'

afterEach(() => {
  document.body.innerHTML = ''
})

describe('kw-separator', () => {
  it('shows its text between two lines', async () => {
    const el = document.createElement('kw-separator')
    el.text = 'or'
    document.body.append(el)
    await el.updateComplete
    expect(el.shadowRoot?.textContent?.trim()).toBe('or')
    expect(el.shadowRoot?.querySelectorAll('.line').length).toBe(2)
  })

  it('without text it is a plain separator line', async () => {
    const el = document.createElement('kw-separator')
    document.body.append(el)
    await el.updateComplete
    expect(el.shadowRoot?.querySelector('[role="separator"]')).not.toBeNull()
  })
})
