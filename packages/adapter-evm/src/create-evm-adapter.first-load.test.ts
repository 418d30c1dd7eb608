// What a page loads with createEvmAdapter: the modules its static imports reach, read from
// the sources. wagmi, viem and WalletConnect must only be reached through a dynamic import().
import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const srcDir = dirname(fileURLToPath(import.meta.url))

/** The specifiers a module imports at run time: type-only imports and import() excluded. */
function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022)
  const specifiers: string[] = []
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      if (statement.importClause?.isTypeOnly) continue
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text)
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier) {
      if (statement.isTypeOnly) continue
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text)
    }
  }
  return specifiers
}

/** Every package a module reaches through static imports of the package's own files. */
function packagesReachedFrom(entry: string): { files: string[]; packages: string[] } {
  const files = new Set<string>()
  const packages = new Set<string>()
  const visit = (file: string) => {
    if (files.has(file)) return
    files.add(file)
    for (const specifier of runtimeImports(file)) {
      if (specifier.startsWith('.'))
        visit(resolve(dirname(file), specifier.replace(/\.js$/, '.ts')))
      else packages.add(specifier)
    }
  }
  visit(resolve(srcDir, entry))
  return {
    files: [...files].map((f) => f.slice(srcDir.length + 1)).sort(),
    packages: [...packages].sort(),
  }
}

describe('what createEvmAdapter loads at page load', () => {
  it('reaches only core, never wagmi, viem or WalletConnect', () => {
    const { packages } = packagesReachedFrom('create-evm-adapter.ts')
    expect(packages).toEqual(['@keyway/core', '@keyway/core/internal'])
  })

  it('reaches the listing modules and the WalletConnect loader only; wagmi-runtime.ts and both embedded-wallet modules are imported dynamically (only a client with a frame host loads them)', () => {
    const { files } = packagesReachedFrom('create-evm-adapter.ts')
    expect(files).toEqual([
      'connectors/connector-ids.ts',
      'connectors/connector-list.ts',
      'connectors/walletconnect-provider.ts',
      'create-evm-adapter.ts',
      'discovery/eip6963.ts',
      'errors.ts',
      'networks.ts',
      'pairing.ts',
    ])
  })

  it('loads @keyway/embedded-wallet only in embedded-wallet-runtime.ts (spec §4: the frame is created lazily)', () => {
    const { packages } = packagesReachedFrom('connectors/embedded-wallet-runtime.ts')
    expect(packages).toContain('@keyway/embedded-wallet')
    expect(packagesReachedFrom('connectors/embedded-wallet.ts').packages).toEqual([
      '@keyway/core/internal',
    ])
  })

  it('loads wagmi and viem in wagmi-runtime.ts', () => {
    const { packages } = packagesReachedFrom('wagmi-runtime.ts')
    expect(packages).toContain('@wagmi/core')
    expect(packages).toContain('viem')
  })
})
