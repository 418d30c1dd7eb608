/**
 * The theme's tokens in two parts, by what reads them (docs/first-load.md#the-theme-in-two-parts):
 * the first paint's (first-paint-tokens.ts: what the connect button and kw-modal's own
 * Connect view read, in the first download) and the views' (view-tokens.ts: the rest, which
 * only the modal's Lit views read, loaded with them). Both are generated from the one
 * definition of the theme (tokens.ts, theme.ts) by token-parts.test.ts, which fails when
 * they no longer match it. Here: how a part, or a whole theme, takes the app's theme
 * variables, and how a part is applied to an element.
 */
import type { ThemeMode, ThemeVariables } from '@keyway/core'
import type { TokenMap, TokenName } from './tokens.js'

/** Some of a theme's tokens: those of both modes, and those each mode sets its own way. */
export type TokenPart = {
  readonly both: TokenMap
  readonly light: TokenMap
  readonly dark: TokenMap
}

/** Surfaces tinted by `--kw-color-mix` (the app's brand colour blended into the modal). */
const MIXED_SURFACES: readonly TokenName[] = [
  '--kw-color-bg-surface',
  '--kw-color-bg-surface-raised',
  '--kw-color-bg-surface-hover',
  '--kw-color-bg-surface-active',
  '--kw-color-bg-input',
]

/** Master variables the app sets under the same name as the token they override. */
const DIRECT_VARIABLES = [
  '--kw-font-family',
  '--kw-font-size-master',
  '--kw-border-radius-master',
  '--kw-modal-width',
] as const satisfies readonly (keyof ThemeVariables)[]

/**
 * `tokens` with the app's variables applied (core's `ThemeVariables`: `--kw-accent`,
 * `--kw-font-family`, `--kw-border-radius-master`, `--kw-font-size-master`, `--kw-z-index`,
 * `--kw-modal-width`, `--kw-color-mix`, `--kw-color-mix-strength`), which win over the
 * defaults of docs/views.md#appearance and the theme. A surface missing from `tokens` (a
 * part without it) is left out of the tint.
 */
export function withThemeVariables(
  tokens: Record<TokenName, string>,
  variables: ThemeVariables = {},
): TokenMap {
  for (const name of DIRECT_VARIABLES) {
    const value = variables[name]
    if (value !== undefined && value !== '') tokens[name] = value
  }
  const zIndex = variables['--kw-z-index']
  if (zIndex !== undefined) tokens['--kw-z-index'] = String(zIndex)
  const accent = variables['--kw-accent']
  if (accent !== undefined && accent !== '') {
    tokens['--kw-accent'] = accent
    tokens['--kw-color-accent'] = accent
  }
  const mixColor = variables['--kw-color-mix']
  if (mixColor !== undefined && mixColor !== '') {
    const strength = clampPercent(variables['--kw-color-mix-strength'] ?? 0)
    for (const name of MIXED_SURFACES) {
      const surface = tokens[name]
      if (surface !== undefined) {
        tokens[name] = `color-mix(in srgb, ${mixColor} ${strength}%, ${surface})`
      }
    }
  }
  return tokens
}

function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return 0
  return Math.min(100, Math.max(0, value))
}

/**
 * Sets a part's tokens of `mode`, with the app's variables, as inline custom properties on
 * an element (kw-modal, the connect button), so a page stylesheet does not override them
 * and a new theme applies without rebuilding a stylesheet.
 */
export function applyTokenPart(
  element: HTMLElement,
  part: TokenPart,
  mode: ThemeMode,
  variables: ThemeVariables = {},
): void {
  const scheme = mode === 'dark' ? 'dark' : 'light'
  const tokens = withThemeVariables({ ...part.both, ...part[scheme] }, variables)
  for (const [name, value] of Object.entries(tokens)) element.style.setProperty(name, value)
  element.style.setProperty('color-scheme', scheme)
}
