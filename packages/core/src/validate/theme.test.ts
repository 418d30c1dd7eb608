import { describe, expect, it } from 'vitest'
import { InvalidThemeModeError } from '../errors/validation.js'
import { assertThemeMode, isThemeMode } from './theme.js'

describe('isThemeMode (docs/validation.md#embedded-wallet-requests: light or dark)', () => {
  it.each([
    ['light', true],
    ['dark', true],
    ['system', false],
    ['Dark', false],
    [undefined, false],
  ])('%o → %s', (value, expected) => {
    expect(isThemeMode(value)).toBe(expected)
  })

  it('assertThemeMode throws InvalidThemeModeError for anything else', () => {
    expect(() => assertThemeMode('auto')).toThrow(InvalidThemeModeError)
    expect(() => assertThemeMode('dark')).not.toThrow()
  })
})
