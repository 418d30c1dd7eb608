// What a page loads with createSolanaAdapter, read from the sources: the packages its static
// imports reach. web3.js (transfers) and the embedded wallet's frame client (spec §4: the
// frame is created lazily) must only be reached through a dynamic import().
import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const srcDir = dirname(fileURLToPath(import.meta.url))

/** The specifiers a module imports at run time; type-only imports and import() are left out. */
function staticRuntimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022)
  const specifiers: string[] = []
  for (const statement of source.statements) {
    const typeOnly = ts.isImportDeclaration(statement)
      ? statement.importClause?.isTypeOnly === true
      : ts.isExportDeclaration(statement) && statement.isTypeOnly
    if (typeOnly) continue
    const specifier =
      ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)
        ? statement.moduleSpecifier
        : undefined
    if (specifier && ts.isStringLiteral(specifier)) specifiers.push(specifier.text)
  }
  return specifiers
}

/** The package's own files and the outside packages a module reaches statically. */
function reachedFrom(entry: string): { files: string[]; packages: string[] } {
  const files = new Set<string>()
  const packages = new Set<string>()
  const visit = (file: string) => {
    if (files.has(file)) return
    files.add(file)
    for (const specifier of staticRuntimeImports(file)) {
      if (specifier.startsWith('.')) {
        visit(resolve(dirname(file), specifier.replace(/\.js$/, '.ts')))
      } else packages.add(specifier)
    }
  }
  visit(resolve(srcDir, entry))
  return {
    files: [...files].map((f) => f.slice(srcDir.length + 1)).sort(),
    packages: [...packages].sort(),
  }
}

describe('what createSolanaAdapter loads at page load', () => {
  it('reaches neither the embedded wallet nor web3.js', () => {
    const { packages } = reachedFrom('create-solana-adapter.ts')
    expect(packages).not.toContain('@keyway/embedded-wallet')
    expect(packages).not.toContain('@solana/web3.js')
    expect(packages.every((p) => !p.startsWith('@solana/spl-token'))).toBe(true)
  })

  it("reaches only the embedded wallet's connector id: its connector and runtime load with a frame host", () => {
    const { files } = reachedFrom('create-solana-adapter.ts')
    expect(files).toContain('connectors/embedded-wallet-id.ts')
    expect(files).not.toContain('connectors/embedded-wallet.ts')
    expect(files).not.toContain('connectors/embedded-wallet-runtime.ts')
    expect(reachedFrom('connectors/embedded-wallet.ts').packages).toEqual(['@keyway/core/internal'])
  })

  it('loads @keyway/embedded-wallet in embedded-wallet-runtime.ts', () => {
    expect(reachedFrom('connectors/embedded-wallet-runtime.ts').packages).toEqual([
      '@keyway/embedded-wallet',
    ])
  })
})
