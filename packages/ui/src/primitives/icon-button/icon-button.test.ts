import { afterEach, describe, expect, it } from 'vitest'
import './icon-button.js'

afterEach(() => {
  document.body.innerHTML = ''
})

describe('kw-icon-button', () => {
  it('is a real button named by its label, showing the icon', async () => {
    const el = document.createElement('kw-icon-button')
    el.icon = 'close'
    el.label = 'Close'
    document.body.append(el)
    await el.updateComplete
    const button = el.shadowRoot?.querySelector('button')
    expect(button?.type).toBe('button')
    expect(button?.getAttribute('aria-label')).toBe('Close')
    expect(button?.querySelector('kw-icon')?.getAttribute('name')).toBe('close')
  })

  it('a disabled icon button does not fire click', async () => {
    let clicks = 0
    const el = document.createElement('kw-icon-button')
    el.icon = 'back'
    el.label = 'Back'
    el.disabled = true
    document.body.append(el)
    await el.updateComplete
    el.addEventListener('click', () => clicks++)
    el.shadowRoot?.querySelector('button')?.click()
    expect(clicks).toBe(0)
  })
})
