/**
 * What a package's module loads at page load, read from its sources: the package's own
 * files and the outside packages reached through static imports. Type-only imports and
 * `import()` are left out, because a bundler puts a dynamically imported module in a chunk
 * of its own that the page fetches only when it runs. The first-load tests of the adapters
 * use it to keep heavy code (wagmi, viem, web3.js, the embedded wallet) behind import().
 */
import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import ts from 'typescript'

/** The specifiers a module imports at run time. */
export function staticRuntimeImports(file: string): string[] {
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

/**
 * The files under `srcDir` (relative, sorted) and the packages (sorted) that `entry`
 * reaches statically. Relative `.js` specifiers name the `.ts` sources.
 */
export function staticImportGraph(
  srcDir: string,
  entry: string,
): { files: string[]; packages: string[] } {
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
    files: [...files].map((file) => file.slice(srcDir.length + 1)).sort(),
    packages: [...packages].sort(),
  }
}
