// What <ConnectButton> brings into a page's first download, read from the sources (the
// static imports; import() is left out, as a bundler puts it in a chunk of its own): no
// Lit package, neither through this package nor through @keyway/ui's connect button, and
// not valtio's React module (ConnectButton.Custom, which comes with it, reads the stores
// without it).
import { existsSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { staticImportGraph, staticRuntimeImports } from '../../../test/src/import-graph.js'

const srcDir = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const uiSrcDir = resolve(srcDir, '../../ui/src')

/** The packages this package's own modules reach from `entry` (`.js` names `.ts` or `.tsx`). */
function packagesReached(entry: string): string[] {
  const files = new Set<string>()
  const packages = new Set<string>()
  const visit = (file: string) => {
    if (files.has(file)) return
    files.add(file)
    for (const specifier of staticRuntimeImports(file)) {
      if (!specifier.startsWith('.')) {
        packages.add(specifier)
        continue
      }
      const base = resolve(dirname(file), specifier.replace(/\.js$/, ''))
      visit(existsSync(`${base}.tsx`) ? `${base}.tsx` : `${base}.ts`)
    }
  }
  visit(resolve(srcDir, entry))
  return [...packages].sort()
}

const isLit = (name: string) => name === 'lit' || /^(lit|@lit|@lit-labs)\//.test(name)

describe('what ConnectButton loads at page load', () => {
  it('reaches no Lit package through the wrapper', () => {
    const packages = packagesReached('elements/connect-button.tsx')
    expect(packages).toContain('@keyway/ui/connect-button')
    expect(packages.filter(isLit)).toEqual([])
  })

  it("reaches no Lit package through @keyway/ui's connect button", () => {
    const { packages } = staticImportGraph(uiSrcDir, 'elements/connect-button/connect-button.ts')
    expect(packages.filter(isLit)).toEqual([])
  })

  it("reaches valtio's vanilla stores only, not valtio/react (with ConnectButton.Custom)", () => {
    const packages = packagesReached('elements/connect-button.tsx')
    expect(packages).toContain('valtio/vanilla')
    expect(packages.filter((name) => name === 'valtio/react')).toEqual([])
  })
})
