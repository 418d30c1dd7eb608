import { afterEach, describe, expect, it } from 'vitest'
import './spinner.js'

afterEach(() => {
  document.body.innerHTML = ''
})

describe('kw-spinner', () => {
  it('is decorative without a label, so a busy button is not announced twice', async () => {
    const el = document.createElement('kw-spinner')
    document.body.append(el)
    await el.updateComplete
    expect(el.shadowRoot?.querySelector('[role="status"]')).toBeNull()
    expect(el.shadowRoot?.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
  })

  it('with a label it is a status region that announces the label', async () => {
    const el = document.createElement('kw-spinner')
    el.label = 'Loading wallets'
    document.body.append(el)
    await el.updateComplete
    expect(el.shadowRoot?.querySelector('[role="status"]')?.textContent).toContain(
      'Loading wallets',
    )
  })
})
