import { DEFAULT_MODAL_APPEARANCE } from '@keyway/core/host'
import { describe, expect, it } from 'vitest'
import { darkTheme, lightTheme, SEMANTIC_TOKEN_NAMES, themeForMode } from './theme.js'
import { RAW_TOKENS, SPACING_TOKENS } from './tokens.js'

describe('themes', () => {
  it('light and dark define every semantic token', () => {
    for (const theme of [lightTheme(), darkTheme()]) {
      for (const name of SEMANTIC_TOKEN_NAMES) {
        expect(theme.tokens[name], `${theme.mode} ${name}`).toBeTruthy()
      }
    }
  })

  it('light and dark differ in their surface and text colours', () => {
    expect(lightTheme().tokens['--kw-color-bg-surface']).not.toBe(
      darkTheme().tokens['--kw-color-bg-surface'],
    )
    expect(lightTheme().tokens['--kw-color-fg-primary']).not.toBe(
      darkTheme().tokens['--kw-color-fg-primary'],
    )
  })

  it('a theme is a plain object whose tokens can be overridden', () => {
    const theme = lightTheme({ '--kw-color-accent': '#ff0066' })
    expect(theme.mode).toBe('light')
    expect(theme.tokens['--kw-color-accent']).toBe('#ff0066')
    expect(JSON.parse(JSON.stringify(theme))).toEqual(theme)
    // Overriding one theme does not change the next one made.
    expect(lightTheme().tokens['--kw-color-accent']).not.toBe('#ff0066')
  })

  it('themeForMode picks the theme of the docs/views.md#appearance mode', () => {
    expect(themeForMode('dark').mode).toBe('dark')
    expect(themeForMode('light').mode).toBe('light')
  })

  it('uses the one --kw- prefix for every token', () => {
    const names = [...Object.keys(RAW_TOKENS), ...Object.keys(lightTheme().tokens)]
    for (const name of names) expect(name.startsWith('--kw-'), name).toBe(true)
  })

  it('carries the docs/views.md#appearance defaults: width 360px, z-index 999, base font 10px, base radius 4px', () => {
    expect(RAW_TOKENS['--kw-modal-width']).toBe('360px')
    expect(RAW_TOKENS['--kw-z-index']).toBe('999')
    expect(RAW_TOKENS['--kw-font-size-master']).toBe('10px')
    expect(RAW_TOKENS['--kw-border-radius-master']).toBe('4px')
    expect(DEFAULT_MODAL_APPEARANCE.width).toBe(RAW_TOKENS['--kw-modal-width'])
  })

  it('spaces on a 4px scale', () => {
    for (const [name, value] of Object.entries(SPACING_TOKENS)) {
      const px = Number.parseFloat(value)
      // --kw-spacing-05 is the one half step (2px) for hairline gaps.
      if (name === '--kw-spacing-05') expect(px).toBe(2)
      else expect(px % 4, name).toBe(0)
    }
  })

  it('derives radii from the base radius and font sizes from the base font size', () => {
    expect(RAW_TOKENS['--kw-radius-s']).toBe('calc(var(--kw-border-radius-master) * 2)')
    expect(RAW_TOKENS['--kw-font-size-small']).toBe('calc(var(--kw-font-size-master) * 1.4)')
  })
})
