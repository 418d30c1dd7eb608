import { afterEach, describe, expect, it } from 'vitest'
import './token-item.js'

afterEach(() => {
  document.body.innerHTML = ''
})

describe('kw-token-item', () => {
  it('shows the token name, symbol and its amount through kw-balance', async () => {
    const el = document.createElement('kw-token-item')
    el.name = 'Ether'
    el.symbol = 'ETH'
    el.amount = '1.23456'
    el.value = '$4,000.00'
    document.body.append(el)
    await el.updateComplete
    expect(el.shadowRoot?.querySelector('.label')?.textContent).toBe('Ether')
    const balance = el.shadowRoot?.querySelector('kw-balance')
    expect(balance?.getAttribute('amount')).toBe('1.23456')
    await balance?.updateComplete
    expect(balance?.shadowRoot?.querySelector('[part="amount"]')?.textContent).toBe('1.235')
    expect(el.shadowRoot?.querySelector('.value')?.textContent).toBe('$4,000.00')
  })
})
