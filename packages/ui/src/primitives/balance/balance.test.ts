import { afterEach, describe, expect, it } from 'vitest'
import './balance.js'

afterEach(() => {
  document.body.innerHTML = ''
})

async function mount(amount: string, symbol = 'ETH') {
  const el = document.createElement('kw-balance')
  el.amount = amount
  el.symbol = symbol
  document.body.append(el)
  await el.updateComplete
  return el
}

describe('kw-balance', () => {
  it('shows an amount with at most 3 decimals and its symbol', async () => {
    const el = await mount('10000.123456')
    expect(el.shadowRoot?.querySelector('[part="amount"]')?.textContent).toBe('10000.123')
    expect(el.shadowRoot?.querySelector('[part="symbol"]')?.textContent).toBe('ETH')
    expect(el.shadowRoot?.querySelector('[part="amount"]')?.getAttribute('title')).toBe(
      '10000.123456',
    )
  })

  it('shows a dust amount as "<0.001" rather than zero', async () => {
    const el = await mount('0.0000001')
    expect(el.shadowRoot?.querySelector('[part="amount"]')?.textContent).toBe('<0.001')
  })

  it('shows nothing while the amount is unknown', async () => {
    const el = await mount('')
    expect(el.shadowRoot?.querySelector('[part="amount"]')).toBeNull()
  })
})
