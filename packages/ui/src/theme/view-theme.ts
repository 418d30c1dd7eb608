/**
 * The theme's tokens that only the modal's Lit views read (view-tokens.ts), as kw-modal's
 * shadow root gets them once its Lit part has arrived: one constructed stylesheet,
 * `:host { --kw-…: … !important }`, written again only when the theme changes. Not inline
 * properties as the first paint's (token-parts.ts): setting them as the views arrive, on
 * the first opening, would restyle the whole modal in the frame it opens. The important
 * declarations of a shadow root's own stylesheet win over the page's, so a page stylesheet
 * does not override these either.
 */
import type { ThemeMode, ThemeVariables } from '@keyway/core'
import { withThemeVariables } from './token-parts.js'
import { VIEW_TOKENS } from './view-tokens.js'

export class ViewTheme {
  /** Adopted by kw-modal's shadow root beside the dialog's stylesheets. */
  readonly sheet = new CSSStyleSheet()
  private cssText: string | undefined

  /** Writes the views' tokens of `mode` with the app's variables (once per change). */
  update(mode: ThemeMode, variables: ThemeVariables = {}): void {
    const scheme = mode === 'dark' ? 'dark' : 'light'
    const own = { ...VIEW_TOKENS.both, ...VIEW_TOKENS[scheme] }
    const tokens = withThemeVariables({ ...own }, variables)
    // Only the part's own tokens: the variables' masters and accent are the first paint's.
    const declarations = Object.keys(own)
      .map(
        (name) => `${name}:${sanitizeValue(tokens[name as keyof typeof tokens] ?? '')} !important`,
      )
      .join(';')
    const cssText = `:host{${declarations}}`
    if (cssText === this.cssText) return
    this.cssText = cssText
    this.sheet.replaceSync(cssText)
  }
}

/** App-supplied values (the tint of `--kw-color-mix`) must not close the rule. */
function sanitizeValue(value: string): string {
  return value.replace(/[{};<>!]/g, '')
}
