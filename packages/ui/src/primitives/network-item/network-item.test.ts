import { afterEach, describe, expect, it } from 'vitest'
import './network-item.js'
import type { KwNetworkItem } from './network-item.component.js'

async function mount(setup: (el: KwNetworkItem) => void) {
  const el = document.createElement('kw-network-item')
  setup(el)
  document.body.append(el)
  await el.updateComplete
  const button = el.shadowRoot?.querySelector('button')
  if (!button) throw new Error('no button')
  return { el, button }
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('kw-network-item', () => {
  it('marks the active network with a check and aria-current', async () => {
    const { el, button } = await mount((e) => {
      e.name = 'Ethereum'
      e.selected = true
    })
    expect(button.getAttribute('aria-current')).toBe('true')
    expect(el.shadowRoot?.querySelector('kw-icon[name="check"]')).not.toBeNull()
  })

  it('an inactive network has neither', async () => {
    const { el, button } = await mount((e) => {
      e.name = 'Arbitrum One'
    })
    expect(button.hasAttribute('aria-current')).toBe(false)
    expect(el.shadowRoot?.querySelector('kw-icon[name="check"]')).toBeNull()
  })

  it('an unsupported network is disabled, named as given and tagged', async () => {
    let clicks = 0
    const { el, button } = await mount((e) => {
      e.name = 'Unknown Network'
      e.tag = 'Unsupported'
      e.disabled = true
    })
    el.addEventListener('click', () => clicks++)
    button.click()
    expect(clicks).toBe(0)
    expect(button.textContent).toContain('Unknown Network')
    expect(el.shadowRoot?.querySelector('kw-chip')?.textContent).toBe('Unsupported')
  })

  it('shows a spinner while the switch is pending', async () => {
    const { el } = await mount((e) => {
      e.loading = true
      e.selected = true
    })
    expect(el.shadowRoot?.querySelector('kw-spinner')).not.toBeNull()
    expect(el.shadowRoot?.querySelector('kw-icon[name="check"]')).toBeNull()
  })
})
