import { afterEach, describe, expect, it } from 'vitest'
import './chip.js'

afterEach(() => {
  document.body.innerHTML = ''
})

describe('kw-chip', () => {
  it('shows its text and reflects the variant for styling', async () => {
    const el = document.createElement('kw-chip')
    el.variant = 'success'
    el.textContent = 'Installed'
    document.body.append(el)
    await el.updateComplete
    expect(el.getAttribute('variant')).toBe('success')
    expect(el.textContent).toBe('Installed')
    expect(el.shadowRoot?.querySelector('slot')).not.toBeNull()
  })

  it('shows an icon before the text when one is named', async () => {
    const el = document.createElement('kw-chip')
    el.icon = 'qr-code'
    document.body.append(el)
    await el.updateComplete
    expect(el.shadowRoot?.querySelector('kw-icon')?.getAttribute('name')).toBe('qr-code')
  })
})
