/**
 * What the scratch apps' builds must not hold: the EVM app no Solana code, the vanilla app
 * no React. Read from the module ids the bundler put in the build (the plugin in
 * sources.ts writes them), so a package counts wherever it hides, in the first load or in
 * a lazy chunk.
 */

/** The npm package a module id comes from (`@scope/name` or `name`), or undefined for app code. */
export function packageOfModule(id: string): string | undefined {
  const path = id.replace(/\\/g, '/').replace(/^\0/, '').split('?')[0] ?? id
  const at = path.lastIndexOf('/node_modules/')
  if (at < 0) return undefined
  const [first, second] = path.slice(at + '/node_modules/'.length).split('/')
  if (!first) return undefined
  return first.startsWith('@') && second ? `${first}/${second}` : first
}

/** A package a build must not contain, by name or by prefix (`@solana/`). */
export type Forbidden = { label: string; matches: (name: string) => boolean }

export const NO_SOLANA: Forbidden = {
  label: 'Solana code',
  matches: (name) =>
    name === '@keyway/adapter-solana' ||
    name.startsWith('@solana/') ||
    name.startsWith('@solana-program/') ||
    name === 'bs58',
}

export const NO_REACT: Forbidden = {
  label: 'React',
  matches: (name) =>
    name === 'react' || name === 'react-dom' || name === 'scheduler' || name === '@keyway/react',
}

/** The packages of `moduleIds` that `forbidden` names, sorted, each once. */
export function forbiddenPackages(moduleIds: readonly string[], forbidden: Forbidden): string[] {
  const found = new Set<string>()
  for (const id of moduleIds) {
    const name = packageOfModule(id)
    if (name && forbidden.matches(name)) found.add(name)
  }
  return [...found].sort()
}
