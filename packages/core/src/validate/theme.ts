import { THEME_MODES, type ThemeMode } from '../constants/display.js'
import { InvalidThemeModeError } from '../errors/validation.js'

/** docs/validation.md#embedded-wallet-requests: theme mode is light or dark. */
export function isThemeMode(value: unknown): value is ThemeMode {
  return (THEME_MODES as readonly unknown[]).includes(value)
}

export function assertThemeMode(value: unknown): asserts value is ThemeMode {
  if (!isThemeMode(value)) throw new InvalidThemeModeError({ details: String(value) })
}
