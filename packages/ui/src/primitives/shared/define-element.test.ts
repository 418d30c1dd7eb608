import { describe, expect, it } from 'vitest'
import { defineElement } from './define-element.js'

describe('defineElement', () => {
  it('registers a tag once and ignores a second registration instead of throwing', () => {
    class First extends HTMLElement {}
    class Second extends HTMLElement {}
    defineElement('kw-define-probe', First)
    expect(() => defineElement('kw-define-probe', Second)).not.toThrow()
    expect(customElements.get('kw-define-probe')).toBe(First)
  })
})
