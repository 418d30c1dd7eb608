/**
 * syncTheme: the approval card takes the modal's mode and its `--kw-*` variables, so the
 * visible frame looks like the rest of the modal. Only `--kw-` names are applied, each
 * through `style.setProperty`, which cannot add another declaration.
 */

export type ThemeInput = {
  themeMode: 'light' | 'dark'
  themeVariables?: Record<string, string | number> | undefined
}

const VARIABLE_NAME = /^--kw-[a-z0-9-]{1,58}$/
/** Values that could reach outside the card (an image URL, a rule break) are dropped. */
const UNSAFE_VALUE = /url\(|image-set\(|[;{}<>\\]/i

/** The variables to set, in order; names and values that fail the rules above are left out. */
export function themeDeclarations(input: ThemeInput): [name: string, value: string][] {
  const declarations: [string, string][] = []
  for (const [name, raw] of Object.entries(input.themeVariables ?? {})) {
    if (!VARIABLE_NAME.test(name)) continue
    const value = typeof raw === 'number' ? String(raw) : raw.trim()
    if (!value || value.length > 256 || UNSAFE_VALUE.test(value)) continue
    declarations.push([name, value])
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
