import { afterEach, describe, expect, it } from 'vitest'
import './wallet-item.js'
import type { KwWalletItem } from './wallet-item.component.js'

async function mount(setup: (el: KwWalletItem) => void) {
  const el = document.createElement('kw-wallet-item')
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

describe('kw-wallet-item', () => {
  it('shows the wallet image, name and tag inside one button', async () => {
    const { el, button } = await mount((e) => {
      e.name = 'MetaMask'
      e.imageSrc = 'http://127.0.0.1/mm.png'
      e.tag = 'Installed'
      e.tagVariant = 'success'
    })
    expect(button.textContent).toContain('MetaMask')
    expect(button.querySelector('kw-chip')?.textContent).toBe('Installed')
    expect(button.querySelector('kw-chip')?.getAttribute('variant')).toBe('success')
    expect(el.shadowRoot?.querySelector('kw-wallet-image')?.getAttribute('name')).toBe('MetaMask')
  })

  it('has no tag when none is given', async () => {
    const { el } = await mount((e) => {
      e.name = 'Rainbow'
    })
    expect(el.shadowRoot?.querySelector('kw-chip')).toBeNull()
  })

  it('shows a spinner and is busy while connecting', async () => {
    const { el, button } = await mount((e) => {
      e.name = 'Rainbow'
      e.loading = true
    })
    expect(button.getAttribute('aria-busy')).toBe('true')
    expect(el.shadowRoot?.querySelector('kw-spinner')).not.toBeNull()
  })

  it('reflects the wallet id so tests and styles can find a wallet', async () => {
    const { el } = await mount((e) => {
      e.walletId = 'io.metamask'
    })
    expect(el.getAttribute('wallet-id')).toBe('io.metamask')
  })

  it('a disabled wallet does not fire click', async () => {
    let clicks = 0
    const { el, button } = await mount((e) => {
      e.disabled = true
    })
    el.addEventListener('click', () => clicks++)
    button.click()
    expect(clicks).toBe(0)
  })
})
