import { afterEach, describe, expect, it } from 'vitest'
import './wallet-image.js'
import type { KwWalletImage } from './wallet-image.component.js'
import { walletInitials } from './wallet-image.component.js'

async function mount(setup: (el: KwWalletImage) => void) {
  const el = document.createElement('kw-wallet-image')
  setup(el)
  document.body.append(el)
  await el.updateComplete
  return el
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('kw-wallet-image', () => {
  it('loads the image lazily', async () => {
    const el = await mount((e) => {
      e.src = 'http://127.0.0.1/getWalletImage/abc'
      e.name = 'MetaMask'
    })
    const img = el.shadowRoot?.querySelector('img')
    expect(img?.getAttribute('src')).toBe('http://127.0.0.1/getWalletImage/abc')
    expect(img?.getAttribute('loading')).toBe('lazy')
  })

  it('falls back to the initials when the image fails to load', async () => {
    const el = await mount((e) => {
      e.src = 'http://127.0.0.1/broken.png'
      e.name = 'Trust Wallet'
    })
    el.shadowRoot?.querySelector('img')?.dispatchEvent(new Event('error'))
    await el.updateComplete
    expect(el.shadowRoot?.querySelector('img')).toBeNull()
    expect(el.shadowRoot?.querySelector('.fallback')?.textContent).toBe('TW')
  })

  it('tries again when given a new source after a failure', async () => {
    const el = await mount((e) => {
      e.src = 'http://127.0.0.1/broken.png'
      e.name = 'Rainbow'
    })
    el.shadowRoot?.querySelector('img')?.dispatchEvent(new Event('error'))
    await el.updateComplete
    el.src = 'http://127.0.0.1/ok.png'
    await el.updateComplete
    expect(el.shadowRoot?.querySelector('img')?.getAttribute('src')).toBe('http://127.0.0.1/ok.png')
  })

  it('shows the generic wallet icon when neither an image nor a name is known', async () => {
    const el = await mount(() => {})
    expect(el.shadowRoot?.querySelector('kw-icon')?.getAttribute('name')).toBe('wallet')
  })

  it('reflects its size', async () => {
    const el = await mount((e) => {
      e.size = 'l'
    })
    expect(el.getAttribute('size')).toBe('l')
  })

  it('derives two initials from one or two words', () => {
    expect(walletInitials('MetaMask')).toBe('ME')
    expect(walletInitials('Trust Wallet')).toBe('TW')
    expect(walletInitials('  ')).toBe('')
  })
})
