/**
 * Turns a theme plus the app's theme variables into `--kw-*` declarations. The app's
 * variables (core's `ThemeVariables`: `--kw-accent`, `--kw-font-family`,
 * `--kw-border-radius-master`, `--kw-font-size-master`, `--kw-z-index`,
 * `--kw-modal-width`, `--kw-color-mix`, `--kw-color-mix-strength`) win over the defaults
 * of docs/views.md#appearance and the theme.
 */
import type { ThemeVariables } from '@keyway/core'
import type { SemanticTokenName, Theme } from './theme.js'
import { RAW_TOKENS, type TokenMap, type TokenName } from './tokens.js'

/** Surfaces tinted by `--kw-color-mix` (the app's brand colour blended into the modal). */
const MIXED_SURFACES: readonly SemanticTokenName[] = [
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

/** Every `--kw-*` token of a theme after the app's variables are applied. */
export function resolveThemeTokens(theme: Theme, variables: ThemeVariables = {}): TokenMap {
  const tokens: Record<TokenName, string> = { ...RAW_TOKENS, ...theme.tokens }
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
      tokens[name] = `color-mix(in srgb, ${mixColor} ${strength}%, ${tokens[name]})`
    }
  }
  return tokens
}

function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return 0
  return Math.min(100, Math.max(0, value))
}

/** CSS text `selector { --kw-…: …; }` for a theme (a `<style>` or `unsafeCSS`). */
export function themeToCss(
  theme: Theme,
  variables: ThemeVariables = {},
  selector = ':host',
): string {
  const declarations = Object.entries(resolveThemeTokens(theme, variables))
    .map(([name, value]) => `  ${name}: ${sanitizeValue(value)};`)
    .join('\n')
  return `${selector} {\n  color-scheme: ${theme.mode};\n${declarations}\n}`
}

/**
 * Sets the tokens as inline custom properties on an element (e.g. the modal host), which
 * updates live when the app changes theme without rebuilding a stylesheet.
 */
export function applyThemeTokens(
  element: HTMLElement,
  theme: Theme,
  variables: ThemeVariables = {},
): void {
  for (const [name, value] of Object.entries(resolveThemeTokens(theme, variables))) {
    element.style.setProperty(name, value)
  }
  element.style.setProperty('color-scheme', theme.mode)
}

/** App-supplied values must not close the declaration block and inject other rules. */
function sanitizeValue(value: string): string {
  return value.replace(/[{};<>]/g, '')
}
