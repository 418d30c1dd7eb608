import { afterEach, describe, expect, it } from 'vitest'
import './address.js'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

afterEach(() => {
  document.body.innerHTML = ''
})

describe('kw-address', () => {
  it('shows 4 characters at the start and 6 at the end, with the full address as title', async () => {
    const el = document.createElement('kw-address')
    el.address = ADDRESS
    document.body.append(el)
    await el.updateComplete
    const span = el.shadowRoot?.querySelector('span')
    expect(span?.textContent).toBe('0xf3...b92266')
    expect(span?.getAttribute('title')).toBe(ADDRESS)
    expect(span?.getAttribute('aria-label')).toBe(ADDRESS)
  })
})
