import { afterEach, describe, expect, it } from 'vitest'
import './button.js'
import type { KwButton } from './button.component.js'

async function mount(setup: (el: KwButton) => void = () => {}) {
  const el = document.createElement('kw-button')
  el.textContent = 'Connect'
  setup(el)
  document.body.append(el)
  await el.updateComplete
  const inner = el.shadowRoot?.querySelector('button')
  if (!inner) throw new Error('no inner button')
  return { el, inner }
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('kw-button', () => {
  it('draws the spinner once loading, and is settled only with it drawn', async () => {
    const { el } = await mount()
    el.loading = true
    await el.updateComplete
    const spinner = el.shadowRoot?.querySelector('kw-spinner')
    expect(spinner).toBeInstanceOf(customElements.get('kw-spinner') as CustomElementConstructor)
    expect(el.shadowRoot?.querySelector('button')?.getAttribute('aria-busy')).toBe('true')
  })

  it('draws its icon, and is settled only with it drawn', async () => {
    const { el } = await mount((b) => {
      b.icon = 'copy'
    })
    expect(el.shadowRoot?.querySelector('kw-icon')).toBeInstanceOf(
      customElements.get('kw-icon') as CustomElementConstructor,
    )
  })

  it('renders a real <button> of type button, so it is keyboard-operable', async () => {
    const { inner } = await mount()
    expect(inner.tagName).toBe('BUTTON')
    expect(inner.type).toBe('button')
  })

  it('reflects variant and size so each variant gets its style', async () => {
    for (const variant of ['main', 'accent', 'neutral', 'ghost', 'danger'] as const) {
      const { el } = await mount((b) => {
        b.variant = variant
        b.size = 'l'
      })
      expect(el.getAttribute('variant')).toBe(variant)
      expect(el.getAttribute('size')).toBe('l')
    }
  })

  it('a disabled button does not fire click', async () => {
    let clicks = 0
    const { el, inner } = await mount((b) => {
      b.disabled = true
    })
    el.addEventListener('click', () => clicks++)
    inner.click()
    expect(inner.disabled).toBe(true)
    expect(clicks).toBe(0)
  })

  it('while loading it is busy, disabled and shows a spinner', async () => {
    const { el, inner } = await mount((b) => {
      b.loading = true
    })
    expect(inner.disabled).toBe(true)
    expect(inner.getAttribute('aria-busy')).toBe('true')
    expect(el.shadowRoot?.querySelector('kw-spinner')).not.toBeNull()
    el.loading = false
    await el.updateComplete
    expect(inner.disabled).toBe(false)
    expect(el.shadowRoot?.querySelector('kw-spinner')).toBeNull()
  })

  it('a click on the inner button reaches listeners on the element', async () => {
    let clicks = 0
    const { el, inner } = await mount()
    el.addEventListener('click', () => clicks++)
    inner.click()
    expect(clicks).toBe(1)
  })

  it('shows the named icon and takes an accessible label', async () => {
    const { el, inner } = await mount((b) => {
      b.icon = 'copy'
      b.label = 'Copy link'
    })
    expect(el.shadowRoot?.querySelector('kw-icon')?.getAttribute('name')).toBe('copy')
    expect(inner.getAttribute('aria-label')).toBe('Copy link')
  })
})
