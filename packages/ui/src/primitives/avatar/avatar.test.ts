import { afterEach, describe, expect, it } from 'vitest'
import './avatar.js'
import { avatarColors, avatarGradient } from './avatar-gradient.js'

const A = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const B = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

afterEach(() => {
  document.body.innerHTML = ''
})

describe('kw-avatar', () => {
  it('derives the same gradient for the same address regardless of case', () => {
    expect(avatarGradient(A)).toBe(avatarGradient(A.toLowerCase()))
  })

  it('derives different colours for different addresses', () => {
    expect(avatarColors(A)).not.toEqual(avatarColors(B))
  })

  it('shows the gradient without an image and the image when one is given', async () => {
    const el = document.createElement('kw-avatar')
    el.address = A
    document.body.append(el)
    await el.updateComplete
    const box = el.shadowRoot?.querySelector<HTMLElement>('.avatar')
    expect(box?.getAttribute('style')).toContain('radial-gradient')
    expect(el.shadowRoot?.querySelector('img')).toBeNull()
    el.src = 'http://127.0.0.1/avatar.png'
    await el.updateComplete
    expect(el.shadowRoot?.querySelector('img')?.getAttribute('src')).toBe(
      'http://127.0.0.1/avatar.png',
    )
  })

  it('falls back to the gradient when the image fails to load', async () => {
    const el = document.createElement('kw-avatar')
    el.address = A
    el.src = 'http://127.0.0.1/broken.png'
    document.body.append(el)
    await el.updateComplete
    el.shadowRoot?.querySelector('img')?.dispatchEvent(new Event('error'))
    await el.updateComplete
    expect(el.shadowRoot?.querySelector('img')).toBeNull()
    expect(el.shadowRoot?.querySelector('.avatar')?.getAttribute('style')).toContain('gradient')
  })
})
