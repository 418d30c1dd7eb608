import type { KeywayClient } from '../client/create-keyway.js'
import type { ThemeMode } from '../constants/display.js'
import type { ThemeVariables } from '../controllers/theme.js'
import type { InvalidThemeModeErrorType } from '../errors/validation.js'

export type SetThemeParameters = {
  /** docs/validation.md#embedded-wallet-requests: light or dark. */
  themeMode?: ThemeMode | undefined
  /** Overrides of the `--kw-*` design tokens; merged over the ones set before. */
  themeVariables?: ThemeVariables | undefined
}

export type SetThemeReturnType = undefined

/** For a mode other than light or dark (docs/validation.md#embedded-wallet-requests). */
export type SetThemeErrorType = InvalidThemeModeErrorType

/** Changes the modal's theme mode and variables; the open modal follows at once. */
export function setTheme(client: KeywayClient, parameters: SetThemeParameters): SetThemeReturnType {
  const { theme } = client._internal
  if (parameters.themeMode !== undefined) theme.setThemeMode(parameters.themeMode)
  if (parameters.themeVariables !== undefined) theme.setThemeVariables(parameters.themeVariables)
}
