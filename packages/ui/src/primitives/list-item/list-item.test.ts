import type { CSSResult } from 'lit'
import { afterEach, describe, expect, it } from 'vitest'
import './list-item.js'
import { KwListItem } from './list-item.component.js'

async function mount(setup: (el: KwListItem) => void) {
  const el = document.createElement('kw-list-item')
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

describe('kw-list-item', () => {
  it('is a button row with label, description, tag and chevron', async () => {
    const { el, button } = await mount((e) => {
      e.label = 'All Wallets'
      e.description = '600+ wallets'
      e.tag = '600+'
      e.icon = 'wallet'
    })
    expect(button.type).toBe('button')
    expect(button.textContent).toContain('All Wallets')
    expect(el.shadowRoot?.querySelector('.description')?.textContent).toBe('600+ wallets')
    expect(el.shadowRoot?.querySelector('kw-chip')?.textContent).toBe('600+')
    expect(el.shadowRoot?.querySelector('kw-icon[name="chevron-right"]')).not.toBeNull()
    expect(el.shadowRoot?.querySelector('.icon-box kw-icon')?.getAttribute('name')).toBe('wallet')
  })

  it('shows an image instead of the icon when given one', async () => {
    const { el } = await mount((e) => {
      e.label = 'Ethereum'
      e.imageSrc = 'http://127.0.0.1/eth.png'
      e.icon = 'network'
    })
    expect(el.shadowRoot?.querySelector('kw-wallet-image')?.getAttribute('src')).toBe(
      'http://127.0.0.1/eth.png',
    )
    expect(el.shadowRoot?.querySelector('.icon-box')).toBeNull()
  })

  it('can hide the chevron', async () => {
    const { el } = await mount((e) => {
      e.chevron = false
    })
    expect(el.shadowRoot?.querySelector('kw-icon[name="chevron-right"]')).toBeNull()
  })

  it('a disabled row does not fire click', async () => {
    let clicks = 0
    const { el, button } = await mount((e) => {
      e.disabled = true
    })
    el.addEventListener('click', () => clicks++)
    button.click()
    expect(clicks).toBe(0)
  })

  it('while loading it is busy, shows a spinner instead of the chevron and ignores clicks', async () => {
    let clicks = 0
    const { el, button } = await mount((e) => {
      e.loading = true
    })
    el.addEventListener('click', () => clicks++)
    button.click()
    expect(clicks).toBe(0)
    expect(button.getAttribute('aria-busy')).toBe('true')
    expect(el.shadowRoot?.querySelector('kw-spinner')).not.toBeNull()
    expect(el.shadowRoot?.querySelector('kw-icon[name="chevron-right"]')).toBeNull()
  })

  it('a leading slot replaces the default image or icon at the start of the row', async () => {
    const el = document.createElement('kw-list-item')
    el.icon = 'network'
    const custom = document.createElement('span')
    custom.slot = 'leading'
    custom.textContent = 'glyph'
    el.append(custom)
    document.body.append(el)
    await el.updateComplete
    const slot = el.shadowRoot?.querySelector('slot[name="leading"]') as HTMLSlotElement
    expect(slot.assignedElements()).toEqual([custom])
    el.remove()
  })

  it('a long label and description end in an ellipsis and keep the whole text as titles', async () => {
    const label = 'A Network Whose Name Is Much Too Long For One Row Of The Modal'
    const description = 'A description that runs on well past the edge of the row as well'
    const { el } = await mount((e) => {
      e.label = label
      e.description = description
    })
    expect(el.shadowRoot?.querySelector('.label')?.getAttribute('title')).toBe(label)
    expect(el.shadowRoot?.querySelector('.description')?.getAttribute('title')).toBe(description)
    const css = KwListItem.elementStyles.map((s) => (s as CSSResult).cssText).join('\n')
    expect(css).toMatch(/\.label\s*{[^}]*text-overflow:\s*ellipsis/)
    expect(css).toMatch(/\.description\s*{[^}]*text-overflow:\s*ellipsis/)
  })

  it('a slotted label has no title of its own', async () => {
    const { el } = await mount((e) => {
      e.textContent = 'Slotted'
    })
    expect(el.shadowRoot?.querySelector('.label')?.hasAttribute('title')).toBe(false)
  })
})
