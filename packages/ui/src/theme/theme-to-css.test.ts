import { describe, expect, it } from 'vitest'
import { darkTheme, lightTheme } from './theme.js'
import { applyThemeTokens, resolveThemeTokens, themeToCss } from './theme-to-css.js'

describe('themeToCss', () => {
  it('turns a theme into --kw-* declarations for the selector, with its colour scheme', () => {
    const css = themeToCss(darkTheme(), {}, 'kw-modal')
    expect(css.startsWith('kw-modal {')).toBe(true)
    expect(css).toContain('color-scheme: dark;')
    expect(css).toContain(`--kw-color-bg-surface: ${darkTheme().tokens['--kw-color-bg-surface']};`)
    expect(css).toContain('--kw-modal-width: 360px;')
    expect(css).toContain('--kw-z-index: 999;')
  })

  it('defaults to :host so a component can use it in its shadow root', () => {
    expect(themeToCss(lightTheme()).startsWith(':host {')).toBe(true)
  })

  it('the app’s theme variables override the defaults', () => {
    const tokens = resolveThemeTokens(lightTheme(), {
      '--kw-accent': '#ff0066',
      '--kw-font-family': 'Inter, sans-serif',
      '--kw-border-radius-master': '2px',
      '--kw-font-size-master': '12px',
      '--kw-z-index': 5000,
      '--kw-modal-width': '400px',
    })
    expect(tokens['--kw-color-accent']).toBe('#ff0066')
    expect(tokens['--kw-accent']).toBe('#ff0066')
    expect(tokens['--kw-font-family']).toBe('Inter, sans-serif')
    expect(tokens['--kw-border-radius-master']).toBe('2px')
    expect(tokens['--kw-font-size-master']).toBe('12px')
    expect(tokens['--kw-z-index']).toBe('5000')
    expect(tokens['--kw-modal-width']).toBe('400px')
  })

  it('derived tokens follow the app accent (hover and subtle read --kw-color-accent)', () => {
    const tokens = resolveThemeTokens(lightTheme(), { '--kw-accent': '#ff0066' })
    expect(tokens['--kw-color-accent-subtle']).toContain('var(--kw-color-accent)')
    expect(tokens['--kw-focus-ring']).toContain('var(--kw-color-accent)')
  })

  it('--kw-color-mix tints the surfaces by --kw-color-mix-strength percent', () => {
    const tokens = resolveThemeTokens(lightTheme(), {
      '--kw-color-mix': '#00ff00',
      '--kw-color-mix-strength': 20,
    })
    expect(tokens['--kw-color-bg-surface']).toBe(
      `color-mix(in srgb, #00ff00 20%, ${lightTheme().tokens['--kw-color-bg-surface']})`,
    )
    expect(tokens['--kw-color-fg-primary']).toBe(lightTheme().tokens['--kw-color-fg-primary'])
  })

  it('ignores empty variables instead of emitting an empty value', () => {
    const tokens = resolveThemeTokens(lightTheme(), { '--kw-accent': '', '--kw-font-family': '' })
    expect(tokens['--kw-color-accent']).toBe(lightTheme().tokens['--kw-color-accent'])
    expect(tokens['--kw-font-family']).not.toBe('')
  })

  it('an app value cannot close the rule and inject CSS', () => {
    const css = themeToCss(lightTheme(), { '--kw-accent': 'red; } body { display: none' })
    expect(css).not.toContain('} body {')
    expect(css.match(/}/g)?.length).toBe(1)
  })

  it('applyThemeTokens sets the tokens as inline custom properties', () => {
    const el = document.createElement('div')
    applyThemeTokens(el, darkTheme(), { '--kw-accent': '#123456' })
    expect(el.style.getPropertyValue('--kw-color-accent')).toBe('#123456')
    expect(el.style.getPropertyValue('--kw-modal-width')).toBe('360px')
  })
})
