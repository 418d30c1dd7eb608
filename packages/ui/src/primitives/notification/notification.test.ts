import { afterEach, describe, expect, it } from 'vitest'
import './notification.js'
import type { KwNotification } from './notification.component.js'

async function mount(setup: (el: KwNotification) => void) {
  const el = document.createElement('kw-notification')
  setup(el)
  document.body.append(el)
  await el.updateComplete
  return el
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('kw-notification', () => {
  it('an error banner is an alert with the error icon', async () => {
    const el = await mount((e) => {
      e.variant = 'error'
      e.message = 'Signature declined'
    })
    const banner = el.shadowRoot?.querySelector('.banner')
    expect(banner?.getAttribute('role')).toBe('alert')
    expect(banner?.textContent).toContain('Signature declined')
    expect(el.shadowRoot?.querySelector('kw-icon')?.getAttribute('name')).toBe('error-circle')
  })

  it('a success banner is a polite status with a check', async () => {
    const el = await mount((e) => {
      e.variant = 'success'
      e.message = 'Address copied'
    })
    expect(el.shadowRoot?.querySelector('.banner')?.getAttribute('role')).toBe('status')
    expect(el.shadowRoot?.querySelector('kw-icon')?.getAttribute('name')).toBe('check')
  })

  it('a loading banner shows a spinner', async () => {
    const el = await mount((e) => {
      e.variant = 'loading'
      e.message = 'Authenticating...'
    })
    expect(el.shadowRoot?.querySelector('.banner')?.getAttribute('role')).toBe('status')
    expect(el.shadowRoot?.querySelector('kw-spinner')).not.toBeNull()
  })

  it('shows the icon it is given instead of the variant icon', async () => {
    const el = await mount((e) => {
      e.variant = 'success'
      e.icon = 'copy'
    })
    expect(el.shadowRoot?.querySelector('kw-icon')?.getAttribute('name')).toBe('copy')
  })
})
