/**
 * syncTheme: the approval card takes the modal's mode and its `--kw-*` variables, so the
 * visible frame looks like the rest of the modal. Only `--kw-` names are applied, each
 * through `style.setProperty`, which cannot add another declaration. The variables the card
 * draws with pass the floors of theme-floors.ts first: a tiny font is clamped, a font family
 * only comes before a readable stack, an accent without contrast is dropped.
 */
import { SAFE_FONT_STACK } from './approval-card.js'
import { clampFontSize, readableAccent, readableFontFamily } from './theme-floors.js'

export type ThemeInput = {
  themeMode: 'light' | 'dark'
  themeVariables?: Record<string, string | number> | undefined
}

const VARIABLE_NAME = /^--kw-[a-z0-9-]{1,58}$/
/** Values that could reach outside the card (an image URL, a rule break) are dropped. */
const UNSAFE_VALUE = /url\(|image-set\(|[;{}<>\\]/i
/** Set by the floors below, never by the dapp directly. */
const DERIVED = new Set(['--kw-accent-text'])

/** The variables to set, in order; names and values that fail the rules above are left out. */
export function themeDeclarations(input: ThemeInput): [name: string, value: string][] {
  const declarations: [string, string][] = []
  for (const [name, raw] of Object.entries(input.themeVariables ?? {})) {
    if (!VARIABLE_NAME.test(name) || DERIVED.has(name)) continue
    const value = typeof raw === 'number' ? String(raw) : raw.trim()
    if (!value || value.length > 256 || UNSAFE_VALUE.test(value)) continue
    if (name === '--kw-font-size-master') {
      const size = clampFontSize(value)
      if (size) declarations.push([name, size])
    } else if (name === '--kw-font-family') {
      const family = readableFontFamily(value, SAFE_FONT_STACK)
      if (family) declarations.push([name, family])
    } else if (name === '--kw-accent') {
      const accent = readableAccent(value, input.themeMode)
      if (accent) declarations.push([name, accent.accent], ['--kw-accent-text', accent.text])
    } else {
      declarations.push([name, value])
    }
  }
  return declarations
}

/** Sets the mode and variables on `root`, replacing the previous sync's variables. */
export function applyTheme(root: HTMLElement, input: ThemeInput, previous: readonly string[] = []) {
  for (const name of previous) root.style.removeProperty(name)
  root.dataset.theme = input.themeMode
  root.style.colorScheme = input.themeMode
  const declarations = themeDeclarations(input)
  for (const [name, value] of declarations) root.style.setProperty(name, value)
  return declarations.map(([name]) => name)
}
