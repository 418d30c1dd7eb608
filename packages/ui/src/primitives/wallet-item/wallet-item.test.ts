import type { CSSResult } from 'lit'
import { afterEach, describe, expect, it } from 'vitest'
import './wallet-item.js'
import { KwWalletItem } from './wallet-item.component.js'

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
    const { button } = await mount((e) => {
      e.name = 'MetaMask'
      e.imageSrc = 'http://127.0.0.1/mm.png'
      e.tag = 'Installed'
      e.tagVariant = 'success'
    })
    expect(button.textContent).toContain('MetaMask')
    expect(button.querySelector('.tag')?.textContent).toBe('Installed')
    expect(button.querySelector('.tag')?.getAttribute('data-variant')).toBe('success')
    expect(button.querySelector('img.image')?.getAttribute('src')).toBe('http://127.0.0.1/mm.png')
  })

  it('shows the initials while it has no image, and when the image fails', async () => {
    const { el } = await mount((e) => {
      e.name = 'Trust Wallet'
    })
    expect(el.shadowRoot?.querySelector('.image')?.getAttribute('data-initials')).toBe('TW')
    el.imageSrc = 'http://127.0.0.1/broken.png'
    await el.updateComplete
    const image = el.shadowRoot?.querySelector('img.image')
    image?.dispatchEvent(new Event('error'))
    await el.updateComplete
    expect(el.shadowRoot?.querySelector('img')).toBeNull()
    expect(el.shadowRoot?.querySelector('.image')?.getAttribute('data-initials')).toBe('TW')
    // A new source gets a new chance.
    el.imageSrc = 'http://127.0.0.1/other.png'
    await el.updateComplete
    expect(el.shadowRoot?.querySelector('img.image')).not.toBeNull()
  })

  it('is a flat row: no nested elements with their own shadow roots, no extra nodes', async () => {
    const { el } = await mount((e) => {
      e.name = 'MetaMask'
      e.imageSrc = 'http://127.0.0.1/mm.png'
      e.tag = 'Installed'
    })
    const all = [...(el.shadowRoot?.querySelectorAll('*') ?? [])]
    expect(all.filter((node) => node.shadowRoot)).toEqual([])
    let nodes = 0
    const walker = document.createTreeWalker(el.shadowRoot as ShadowRoot, NodeFilter.SHOW_ALL)
    while (walker.nextNode()) nodes++
    // button, img, label + its text, tag + its text, one space, and lit's markers (3).
    expect(nodes).toBeLessThanOrEqual(10)
  })

  it('has no tag when none is given', async () => {
    const { el } = await mount((e) => {
      e.name = 'Rainbow'
    })
    expect(el.shadowRoot?.querySelector('.tag')?.hasAttribute('hidden')).toBe(true)
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

  it('a long name ends in an ellipsis and keeps the whole name as the title', async () => {
    const name = 'An Extraordinarily Long Wallet Name That Cannot Fit In One Row Of The Modal'
    const { el } = await mount((e) => {
      e.name = name
    })
    const label = el.shadowRoot?.querySelector('.label')
    expect(label?.getAttribute('title')).toBe(name)
    expect(label?.textContent).toBe(name)
    const css = KwWalletItem.elementStyles.map((s) => (s as CSSResult).cssText).join('\n')
    expect(css).toMatch(/\.label\s*{[^}]*text-overflow:\s*ellipsis/)
    expect(css).toMatch(/\.label\s*{[^}]*white-space:\s*nowrap/)
  })

  it('has no title while it has no name', async () => {
    const { el } = await mount(() => undefined)
    expect(el.shadowRoot?.querySelector('.label')?.hasAttribute('title')).toBe(false)
  })
})
