import { afterEach, describe, expect, it } from 'vitest'
import './input.js'
import type { KwInput } from './input.component.js'

async function mount(setup: (el: KwInput) => void = () => {}) {
  const el = document.createElement('kw-input')
  setup(el)
  document.body.append(el)
  await el.updateComplete
  const input = el.shadowRoot?.querySelector('input')
  if (!input) throw new Error('no input')
  return { el, input }
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('kw-input', () => {
  it('typing updates `value` before the host hears the input event', async () => {
    const seen: string[] = []
    const { el, input } = await mount()
    el.addEventListener('input', () => seen.push(el.value))
    input.value = 'rain'
    input.dispatchEvent(new Event('input', { bubbles: true, composed: true }))
    expect(seen).toEqual(['rain'])
  })

  it('setting `value` shows it in the field', async () => {
    const { el, input } = await mount()
    el.value = 'meta'
    await el.updateComplete
    expect(input.value).toBe('meta')
  })

  it('is labelled by its label even when the label is visually hidden', async () => {
    const { el, input } = await mount((e) => {
      e.label = 'Search wallets'
      e.hideLabel = true
    })
    const label = el.shadowRoot?.querySelector('label')
    expect(label?.getAttribute('for')).toBe(input.id)
    expect(label?.textContent).toBe('Search wallets')
    expect(label?.className).toBe('visually-hidden')
  })

  it('a search field gets the search icon', async () => {
    const { el } = await mount((e) => {
      e.type = 'search'
    })
    expect(el.shadowRoot?.querySelector('kw-icon')?.getAttribute('name')).toBe('search')
  })

  it('the clear button appears with a value, empties it and fires input and kw-clear', async () => {
    const events: string[] = []
    const { el } = await mount((e) => {
      e.clearable = true
      e.clearLabel = 'Clear search'
    })
    expect(el.shadowRoot?.querySelector('.clear')).toBeNull()
    el.value = 'trust'
    await el.updateComplete
    el.addEventListener('input', () => events.push(`input:${el.value}`))
    el.addEventListener('kw-clear', () => events.push('kw-clear'))
    const clear = el.shadowRoot?.querySelector<HTMLButtonElement>('.clear')
    expect(clear?.getAttribute('aria-label')).toBe('Clear search')
    clear?.click()
    await el.updateComplete
    expect(el.value).toBe('')
    expect(events).toEqual(['input:', 'kw-clear'])
    expect(el.shadowRoot?.querySelector('.clear')).toBeNull()
  })

  it('an error text marks the field invalid and describes it', async () => {
    const { el, input } = await mount((e) => {
      e.error = 'Invalid email'
    })
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(input.getAttribute('aria-describedby')).toBe('error')
    expect(el.shadowRoot?.querySelector('#error')?.textContent).toContain('Invalid email')
    expect(el.hasAttribute('invalid')).toBe(true)
    el.error = ''
    await el.updateComplete
    expect(input.getAttribute('aria-invalid')).toBe('false')
    expect(el.hasAttribute('invalid')).toBe(false)
  })
})
