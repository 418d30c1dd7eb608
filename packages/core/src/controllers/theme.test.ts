import { describe, expect, it } from 'vitest'
import type { ThemeMode } from '../constants/display.js'
import { InvalidThemeModeError } from '../errors/validation.js'
import { createThemeController } from './theme.js'

describe('theme controller', () => {
  it('defaults to the docs/views.md#appearance appearance: width 360px, z-index 999, font 10px, radius 4px', () => {
    const theme = createThemeController()
    expect(theme.getAppearance()).toEqual({
      width: '360px',
      zIndex: 999,
      baseFontSize: '10px',
      baseRadius: '4px',
    })
  })

  it('starts in light mode unless a mode or a system preference is given', () => {
    expect(createThemeController().state.themeMode).toBe('light')
    expect(createThemeController({ getSystemThemeMode: () => 'dark' }).state.themeMode).toBe('dark')
    expect(
      createThemeController({ themeMode: 'light', getSystemThemeMode: () => 'dark' }).state
        .themeMode,
    ).toBe('light')
  })

  it('accepts only light or dark as theme mode (docs/validation.md#embedded-wallet-requests)', () => {
    const theme = createThemeController()
    theme.setThemeMode('dark')
    expect(theme.state.themeMode).toBe('dark')
    expect(() => theme.setThemeMode('sepia' as ThemeMode)).toThrow(InvalidThemeModeError)
    expect(theme.state.themeMode).toBe('dark')
  })

  it('merges theme variables and applies them over the default appearance', () => {
    const theme = createThemeController({ themeVariables: { '--kw-accent': '#f00' } })
    theme.setThemeVariables({ '--kw-z-index': 2000, '--kw-border-radius-master': '8px' })
    expect(theme.state.themeVariables).toEqual({
      '--kw-accent': '#f00',
      '--kw-z-index': 2000,
      '--kw-border-radius-master': '8px',
    })
    expect(theme.getAppearance()).toMatchObject({ zIndex: 2000, baseRadius: '8px', width: '360px' })
  })
})
