/**
 * Theme controller: theme mode (light | dark, docs/views.md#appearance and docs/validation.md#embedded-wallet-requests) and theme variables, over
 * the default modal appearance of docs/views.md#appearance (width 360px, z-index 999, base font 10px,
 * base radius 4px). The UI turns the resolved appearance into `--kw-*` CSS text.
 */
import { proxy } from 'valtio/vanilla'
import {
  DEFAULT_MODAL_APPEARANCE,
  type ModalAppearance,
  type ThemeMode,
} from '../constants/display.js'
import { assertThemeMode } from '../validate/theme.js'

/** Overrides a dapp may pass; every one is optional. */
export type ThemeVariables = {
  '--kw-font-family'?: string | undefined
  '--kw-accent'?: string | undefined
  '--kw-color-mix'?: string | undefined
  '--kw-color-mix-strength'?: number | undefined
  '--kw-font-size-master'?: string | undefined
  '--kw-border-radius-master'?: string | undefined
  '--kw-z-index'?: number | undefined
  '--kw-modal-width'?: string | undefined
}

export type ThemeState = {
  themeMode: ThemeMode
  themeVariables: ThemeVariables
}

export type ThemeDeps = {
  themeMode?: ThemeMode | undefined
  themeVariables?: ThemeVariables | undefined
  /** The system preference, used when no mode is configured (e.g. prefers-color-scheme). */
  getSystemThemeMode?: (() => ThemeMode | undefined) | undefined
}

export function createThemeController(deps: ThemeDeps = {}) {
  const state = proxy<ThemeState>({
    themeMode: deps.themeMode ?? deps.getSystemThemeMode?.() ?? 'light',
    themeVariables: { ...deps.themeVariables },
  })

  /** docs/validation.md#embedded-wallet-requests: only light or dark; anything else throws InvalidThemeModeError. */
  function setThemeMode(mode: ThemeMode) {
    // Checked at run time too: plain-JS dapps can pass any string.
    assertThemeMode(mode)
    state.themeMode = mode
  }

  /** Merges over the current variables, so a dapp can change one at a time. */
  function setThemeVariables(variables: ThemeVariables) {
    state.themeVariables = { ...state.themeVariables, ...variables }
  }

  /** The modal appearance after theme variables are applied over the docs/views.md#appearance defaults. */
  function getAppearance(): ModalAppearance {
    const variables = state.themeVariables
    return {
      width: variables['--kw-modal-width'] ?? DEFAULT_MODAL_APPEARANCE.width,
      zIndex: variables['--kw-z-index'] ?? DEFAULT_MODAL_APPEARANCE.zIndex,
      baseFontSize: variables['--kw-font-size-master'] ?? DEFAULT_MODAL_APPEARANCE.baseFontSize,
      baseRadius: variables['--kw-border-radius-master'] ?? DEFAULT_MODAL_APPEARANCE.baseRadius,
    }
  }

  return { state, setThemeMode, setThemeVariables, getAppearance }
}

export type ThemeController = ReturnType<typeof createThemeController>
