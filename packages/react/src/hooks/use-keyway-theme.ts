/** Reads and sets the modal's theme (docs/views.md#appearance appearance, docs/validation.md#embedded-wallet-requests theme mode light or dark). */
import { setTheme, type ThemeMode, type ThemeVariables } from '@keyway/core'
import { useMemo } from 'react'
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
  const theme = useSnapshot(client.state.theme)
  // Stable across renders, so apps can pass them to memoised children and effects.
  const setters = useMemo(
    () => ({
      setThemeMode: (themeMode: ThemeMode) => setTheme(client, { themeMode }),
      setThemeVariables: (themeVariables: ThemeVariables) => setTheme(client, { themeVariables }),
    }),
    [client],
  )
  return {
    themeMode: theme.themeMode,
    themeVariables: theme.themeVariables,
    ...setters,
  }
}
