/**
 * Turns a theme plus the app's theme variables into `--kw-*` declarations. The app's
 * variables (core's `ThemeVariables`, applied by token-parts.ts) win over the defaults of
 * docs/views.md#appearance and the theme.
 */
import type { ThemeVariables } from '@keyway/core'
import type { Theme } from './theme.js'
import { withThemeVariables } from './token-parts.js'
import { RAW_TOKENS, type TokenMap } from './tokens.js'

/** Every `--kw-*` token of a theme after the app's variables are applied. */
export function resolveThemeTokens(theme: Theme, variables: ThemeVariables = {}): TokenMap {
  return withThemeVariables({ ...RAW_TOKENS, ...theme.tokens }, variables)
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
