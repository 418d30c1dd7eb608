/** Reads and sets the modal's theme (spec §2 appearance, §5 theme mode light or dark). */
import type { ThemeMode, ThemeVariables } from '@keyway/core'
import { useSnapshot } from 'valtio/react'
import type { Snapshot } from 'valtio/vanilla'
import { useKeywayClient } from '../context/keyway-context.js'

export type UseKeywayThemeReturnType = {
  themeMode: ThemeMode
  /** Throws InvalidThemeModeError for anything but 'light' or 'dark'. */
  setThemeMode: (mode: ThemeMode) => void
  themeVariables: Snapshot<ThemeVariables>
  /** Merged over the current variables, so one can change at a time. */
  setThemeVariables: (variables: ThemeVariables) => void
}

export function useKeywayTheme(): UseKeywayThemeReturnType {
  const client = useKeywayClient()
  const theme = useSnapshot(client._internal.theme.state)
  return {
    themeMode: theme.themeMode,
    setThemeMode: client._internal.theme.setThemeMode,
    themeVariables: theme.themeVariables,
    setThemeVariables: client._internal.theme.setThemeVariables,
  }
}
