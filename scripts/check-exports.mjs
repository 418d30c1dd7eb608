#!/usr/bin/env node
// CI gate: nothing is exported without a caller. For every entry in the `exports` map of
// every workspace package, lists the names it exports (read with the TypeScript compiler)
// and looks for an importer OUTSIDE the package: any import, re-export, `import('…')` or
// `typeof import('…')` in another package, app or script, tests included.
//
// A value (function, class, constant) nobody else imports fails the check unless
// scripts/check-exports.allowlist.json allows it: by name with a one-line reason, or, for
// a public entry, because a docs page lists it (`$documentedIn`: the page names it in
// backticks). An allowlisted name that gains an importer, stops being exported or leaves
// its page fails too, so the list only shrinks. Types are counted and listed (--verbose)
// but do not fail, except in an entry marked `$checkTypes` (the wiring entries, which
// hold only what other packages import): a public type costs nothing at run time, and
// most name the parameters or the result of a value that is checked (`ConnectParameters`
// of `connect`).
//
//   node scripts/check-exports.mjs            checks, prints the counts per entry
//   node scripts/check-exports.mjs --verbose  also prints each unused name
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, extname, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'

const ts = createRequire(import.meta.url)('typescript')

const SOURCE_EXTENSIONS = new Set(['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs', '.jsx'])
const SKIPPED_FOLDERS = new Set([
  'node_modules',
  'dist',
  '.turbo',
  '.git',
  '.vitest',
  '.playwright',
  'artifacts',
  'coverage',
])

/** Posix form of a path, for messages and map keys. */
const posix = (path) => path.split(sep).join('/')

/**
 * The workspace's packages (packages/* and apps/*) that have a package.json.
 * @returns {{ name: string, dir: string, manifest: Record<string, any> }[]}
 */
export function workspacePackages(root) {
  const found = []
  for (const group of ['packages', 'apps']) {
    const groupDir = join(root, group)
    if (!existsSync(groupDir)) continue
    for (const entry of readdirSync(groupDir, { withFileTypes: true })) {
      const manifestPath = join(groupDir, entry.name, 'package.json')
      if (!entry.isDirectory() || !existsSync(manifestPath)) continue
      const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'))
      if (manifest.name)
        found.push({ name: manifest.name, dir: join(groupDir, entry.name), manifest })
    }
  }
  return found
}

/** The source file a conditional export target points at: our source condition first. */
function targetOf(target) {
  if (typeof target === 'string') return target
  if (!target || typeof target !== 'object') return undefined
  for (const condition of ['@keyway/source', 'types', 'import', 'default']) {
    const found = targetOf(target[condition])
    if (found) return found
  }
  return undefined
}

/**
 * The TypeScript/JavaScript entries of a package's `exports` map (JSON and other assets
 * are not modules with names). A `*` pattern entry is expanded to the files it matches,
 * each marked with the pattern.
 * @returns {{ specifier: string, file: string, pattern?: string }[]}
 */
export function packageEntries(pkg) {
  const exportsField = pkg.manifest.exports
  if (!exportsField) return []
  const map = typeof exportsField === 'string' ? { '.': exportsField } : exportsField
  const entries = []
  for (const [subpath, target] of Object.entries(map)) {
    const file = targetOf(target)
    if (!file || !SOURCE_EXTENSIONS.has(extname(file))) continue
    const specifier = subpath === '.' ? pkg.name : `${pkg.name}/${subpath.replace(/^\.\//, '')}`
    if (!subpath.includes('*')) {
      entries.push({ specifier, file: resolve(pkg.dir, file) })
      continue
    }
    const [fileBefore, fileAfter] = file.split('*')
    const base = resolve(pkg.dir, fileBefore)
    for (const match of walk(base)) {
      const rel = posix(relative(base, match))
      if (!rel.endsWith(fileAfter) || isTestFile(rel)) continue
      const stem = rel.slice(0, rel.length - fileAfter.length)
      entries.push({ specifier: specifier.replace('*', stem), file: match, pattern: specifier })
    }
  }
  return entries
}

function isTestFile(path) {
  return /\.(test|spec|test-helpers)\.[^/]+$/.test(path) || path.endsWith('.d.ts')
}

/** Every source file under `dir`, skipping build output and dependencies. */
export function* walk(dir) {
  if (!existsSync(dir)) return
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED_FOLDERS.has(entry.name)) continue
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* walk(path)
    else if (SOURCE_EXTENSIONS.has(extname(entry.name))) yield path
  }
}

/**
 * The names each entry file exports, read with the type checker so that `export *`,
 * re-exports and declarations all count.
 * @param {string[]} files
 * @returns {Map<string, { name: string, kind: 'value' | 'type' }[]>}
 */
export function exportedNames(files) {
  const program = ts.createProgram(files, {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    customConditions: ['@keyway/source'],
    allowJs: true,
    checkJs: false,
    noEmit: true,
    skipLibCheck: true,
    resolveJsonModule: true,
    experimentalDecorators: true,
    jsx: ts.JsxEmit.Preserve,
    types: [],
  })
  const checker = program.getTypeChecker()
  const result = new Map()
  for (const file of files) {
    const source = program.getSourceFile(file)
    const symbol = source && checker.getSymbolAtLocation(source)
    const names = []
    for (const exported of symbol ? checker.getExportsOfModule(symbol) : []) {
      if (exported.escapedName === 'default') continue
      const target =
        exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported
      // `export type { X }` hands out X as a type only, whatever X is.
      const typeOnly = (exported.declarations ?? []).some(
        (declaration) =>
          ts.isExportSpecifier(declaration) &&
          (declaration.isTypeOnly || declaration.parent.parent.isTypeOnly),
      )
      const isValue = !typeOnly && (target.flags & ts.SymbolFlags.Value) !== 0
      names.push({ name: exported.name, kind: isValue ? 'value' : 'type' })
    }
    result.set(
      file,
      names.sort((a, b) => a.name.localeCompare(b.name)),
    )
  }
  return result
}

/**
 * What a source file imports, by module specifier: the names, or `'*'` when a namespace
 * or dynamic import is used in a way that may reach any name.
 * @returns {{ specifier: string, names: Set<string> | '*' }[]}
 */
export function importsOf(fileName, text) {
  const source = ts.createSourceFile(
    fileName,
    text,
    ts.ScriptTarget.Latest,
    true,
    scriptKind(fileName),
  )
  /** @type {Map<string, Set<string> | '*'>} */
  const found = new Map()
  const add = (specifier, name) => {
    const names = found.get(specifier)
    if (names === '*') return
    if (name === '*') return void found.set(specifier, '*')
    if (names) names.add(name)
    else found.set(specifier, new Set([name]))
  }
  const namespaceUses = (identifier, specifier) => {
    // `ns.name` counts name; any other use of `ns` (spread, Object.keys, passing it on)
    // may reach every name.
    let whole = false
    const visit = (node) => {
      if (ts.isIdentifier(node) && node.text === identifier.text && node !== identifier) {
        const parent = node.parent
        if (
          (ts.isPropertyAccessExpression(parent) && parent.expression === node) ||
          (ts.isQualifiedName(parent) && parent.left === node)
        ) {
          add(
            specifier,
            ts.isPropertyAccessExpression(parent) ? parent.name.text : parent.right.text,
          )
        } else if (!(ts.isPropertyAccessExpression(parent) && parent.name === node)) {
          whole = true
        }
      }
      ts.forEachChild(node, visit)
    }
    visit(source)
    if (whole) add(specifier, '*')
    else if (!found.has(specifier)) found.set(specifier, new Set())
  }
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const specifier = node.moduleSpecifier.text
      const clause = node.importClause
      if (!clause) found.set(specifier, found.get(specifier) ?? new Set())
      if (clause?.name) add(specifier, 'default')
      const bindings = clause?.namedBindings
      if (bindings && ts.isNamespaceImport(bindings)) namespaceUses(bindings.name, specifier)
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) {
          add(specifier, (element.propertyName ?? element.name).text)
        }
      }
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const specifier = node.moduleSpecifier.text
      if (!node.exportClause || ts.isNamespaceExport(node.exportClause)) add(specifier, '*')
      else
        for (const element of node.exportClause.elements) {
          add(specifier, (element.propertyName ?? element.name).text)
        }
    } else if (ts.isImportTypeNode(node)) {
      const argument = node.argument
      if (ts.isLiteralTypeNode(argument) && ts.isStringLiteral(argument.literal)) {
        const qualifier = node.qualifier
        if (!qualifier) add(argument.literal.text, '*')
        else {
          let first = qualifier
          while (ts.isQualifiedName(first)) first = first.left
          add(argument.literal.text, first.text)
        }
      }
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      const namespace = dynamicImport(node, node.arguments[0].text, add)
      if (namespace) namespaceUses(namespace, node.arguments[0].text)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return [...found].map(([specifier, names]) => ({ specifier, names }))
}

/**
 * `const { a, b } = await import('x')` names a and b, `(await import('x')).a` names a;
 * `const ns = await import('x')` returns `ns`, to be read as a namespace import.
 */
function dynamicImport(call, specifier, add) {
  let child = call
  let node = call.parent
  while (node && (ts.isAwaitExpression(node) || ts.isParenthesizedExpression(node))) {
    child = node
    node = node.parent
  }
  if (node && ts.isVariableDeclaration(node) && ts.isIdentifier(node.name)) return node.name
  if (node && ts.isVariableDeclaration(node) && ts.isObjectBindingPattern(node.name)) {
    for (const element of node.name.elements) {
      const key = element.propertyName ?? element.name
      if (element.dotDotDotToken || !ts.isIdentifier(key)) return add(specifier, '*')
      add(specifier, key.text)
    }
    return undefined
  }
  const awaited = child !== call
  if (node && ts.isPropertyAccessExpression(node) && node.expression === child && awaited) {
    return add(specifier, node.name.text)
  }
  // `import('x').then(…)` and anything else: any name may be reached.
  add(specifier, '*')
  return undefined
}

function scriptKind(fileName) {
  const extension = extname(fileName)
  if (extension === '.tsx') return ts.ScriptKind.TSX
  if (extension === '.jsx') return ts.ScriptKind.JSX
  if (['.js', '.mjs', '.cjs'].includes(extension)) return ts.ScriptKind.JS
  return ts.ScriptKind.TS
}

/** The package a file belongs to (the deepest package folder holding it), if any. */
function owningPackage(file, packages) {
  let best
  for (const pkg of packages) {
    if (file.startsWith(pkg.dir + sep) && (!best || pkg.dir.length > best.dir.length)) best = pkg
  }
  return best
}

const RELATIVE_EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.js', '/index.ts', '/index.js']

/** The absolute file a relative specifier points at (`.js` written for a `.ts` file). */
function resolveRelative(fromFile, specifier) {
  const base = resolve(dirname(fromFile), specifier)
  const candidates = [base.replace(/\.(m?)js$/, '.$1ts'), base]
  for (const candidate of candidates) {
    for (const extension of RELATIVE_EXTENSIONS) {
      if (existsSync(candidate + extension) && extname(candidate + extension)) {
        return candidate + extension
      }
    }
  }
  return undefined
}

/**
 * The allowlist, by entry: `{ "<entry>": { "<name>": "<reason>", "$documentedIn": [pages],
 * "$checkTypes": true } }`.
 * Keys starting with `$` at the top level are comments.
 * @returns {Record<string, Record<string, string | string[]>>}
 */
export function readAllowlist(path) {
  if (!existsSync(path)) return {}
  const raw = JSON.parse(readFileSync(path, 'utf8'))
  return Object.fromEntries(Object.entries(raw).filter(([key]) => !key.startsWith('$')))
}

/**
 * The names a docs page shows as code: in backticks (`name`, `name(…)`, `name.member`) or
 * in a fenced example.
 */
export function documentedNames(markdown) {
  const names = new Set()
  const fenced = /^```[^\n]*\n([\s\S]*?)^```/gm
  for (const match of markdown.matchAll(fenced)) {
    for (const word of match[1].matchAll(/[A-Za-z_$][\w$]*/g)) names.add(word[0])
  }
  for (const match of markdown.replace(fenced, '').matchAll(/`([^`\n]+)`/g)) {
    for (const word of match[1].matchAll(/[A-Za-z_$][\w$]*/g)) names.add(word[0])
  }
  return names
}

/**
 * Checks every entry of the workspace's packages.
 * @param {{ root: string, allowlist?: Record<string, Record<string, string>>, sourceRoots?: string[] }} options
 */
export function checkExports({ root, allowlist = {}, sourceRoots }) {
  const packages = workspacePackages(root)
  const entries = packages.flatMap((pkg) => packageEntries(pkg).map((entry) => ({ ...entry, pkg })))
  const namesByFile = exportedNames([...new Set(entries.map((entry) => entry.file))])
  const bySpecifier = new Map(entries.map((entry) => [entry.specifier, entry]))
  const byFile = new Map()
  for (const entry of entries) byFile.set(entry.file, [...(byFile.get(entry.file) ?? []), entry])

  /** @type {Map<string, { names: Set<string>, whole: boolean }>} specifier -> what others use */
  const used = new Map(
    entries.map((entry) => [entry.specifier, { names: new Set(), whole: false }]),
  )
  const roots = sourceRoots ?? [root]
  let filesRead = 0
  for (const sourceRoot of roots) {
    for (const file of walk(sourceRoot)) {
      filesRead++
      const importer = owningPackage(file, packages)
      for (const { specifier, names } of importsOf(file, readFileSync(file, 'utf8'))) {
        let targets = []
        if (specifier.startsWith('.')) {
          const resolved = resolveRelative(file, specifier)
          targets = (resolved && byFile.get(resolved)) ?? []
        } else if (bySpecifier.has(specifier)) {
          targets = [bySpecifier.get(specifier)]
        }
        for (const target of targets) {
          if (importer && importer.dir === target.pkg.dir) continue
          const record = used.get(target.specifier)
          if (names === '*') record.whole = true
          else for (const name of names) record.names.add(name)
        }
      }
    }
  }

  const report = []
  const failures = []
  /** @type {Map<string, { modules: number, imported: number }>} */
  const patterns = new Map()
  for (const entry of entries.filter((e) => e.pattern)) {
    const record = used.get(entry.specifier)
    const row = patterns.get(entry.pattern) ?? { modules: 0, imported: 0 }
    row.modules++
    if (record.whole || record.names.size > 0) row.imported++
    patterns.set(entry.pattern, row)
  }
  // A pattern entry hands out modules, not names: it is checked as a whole, and fails when
  // nothing outside the package imports any module through it.
  for (const [pattern, { modules, imported }] of patterns) {
    const reason = allowlist[pattern]?.$entry
    report.push({
      specifier: pattern,
      pattern: true,
      modules,
      imported,
      allowlisted: imported === 0 && reason ? [pattern] : [],
    })
    if (imported === 0 && !reason) {
      failures.push(
        `${pattern}: exposes ${modules} modules and nothing outside the package imports any of them`,
      )
    }
    if (imported > 0 && reason) {
      failures.push(`${pattern}: allowlisted but is imported now; remove it from the allowlist`)
    }
  }
  for (const entry of entries.filter((e) => !e.pattern)) {
    const names = namesByFile.get(entry.file) ?? []
    const record = used.get(entry.specifier)
    const {
      $documentedIn: pages = [],
      $checkTypes: checkTypes = false,
      ...byName
    } = allowlist[entry.specifier] ?? {}
    const documented = new Set()
    for (const page of pages) {
      const path = join(root, page)
      if (!existsSync(path)) {
        failures.push(`${entry.specifier}: $documentedIn names ${page}, which does not exist`)
        continue
      }
      for (const name of documentedNames(readFileSync(path, 'utf8'))) documented.add(name)
    }
    const unused = record.whole ? [] : names.filter(({ name }) => !record.names.has(name))
    const unusedValues = unused.filter(({ kind }) => kind === 'value').map(({ name }) => name)
    const unusedTypes = unused.filter(({ kind }) => kind === 'type').map(({ name }) => name)
    // `$checkTypes`: an entry whose types must have importers too (a wiring entry).
    const checked = checkTypes ? [...unusedValues, ...unusedTypes] : unusedValues
    const isAllowed = (name) => Object.hasOwn(byName, name) || documented.has(name)
    const unallowed = checked.filter((name) => !isAllowed(name))
    const exported = new Set(names.map(({ name }) => name))
    const stale = Object.keys(byName).filter(
      (name) => !exported.has(name) || !checked.includes(name) || documented.has(name),
    )
    report.push({
      specifier: entry.specifier,
      file: posix(relative(root, entry.file)),
      values: names.filter(({ kind }) => kind === 'value').length,
      types: names.filter(({ kind }) => kind === 'type').length,
      unusedValues,
      unusedTypes,
      documented: unusedValues.filter((name) => documented.has(name)),
      allowlisted: unusedValues.filter((name) => Object.hasOwn(byName, name)),
      unallowed,
      stale,
    })
    for (const name of unallowed) {
      failures.push(
        `${entry.specifier}: ${name} is exported but nothing outside ${entry.pkg.name} imports it`,
      )
    }
    for (const name of stale) {
      const why = !exported.has(name)
        ? 'is no longer exported'
        : documented.has(name)
          ? 'is listed on a $documentedIn page already'
          : 'is imported now'
      failures.push(
        `${entry.specifier}: ${name} is allowlisted but ${why}; remove it from the allowlist`,
      )
    }
  }
  for (const specifier of Object.keys(allowlist)) {
    if (!bySpecifier.has(specifier) && !patterns.has(specifier)) {
      failures.push(`allowlist names ${specifier}, which is no entry`)
    }
  }
  return { ok: failures.length === 0, entries: report, failures, filesRead }
}

function main() {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..')
  const verbose = process.argv.includes('--verbose')
  const allowlist = readAllowlist(join(root, 'scripts', 'check-exports.allowlist.json'))
  const { ok, entries, failures, filesRead } = checkExports({ root, allowlist })
  console.log(`check-exports: ${entries.length} entries, ${filesRead} files read`)
  const total = { values: 0, unusedValues: 0, documented: 0, allowlisted: 0, unusedTypes: 0 }
  for (const entry of entries) {
    if (entry.pattern) {
      console.log(
        `  ${entry.specifier.padEnd(34)} a pattern entry of ${entry.modules} modules, ` +
          `${entry.imported} imported from outside${entry.allowlisted.length ? ' (allowlisted)' : ''}`,
      )
      continue
    }
    for (const key of Object.keys(total)) {
      total[key] += Array.isArray(entry[key]) ? entry[key].length : entry[key]
    }
    console.log(
      `  ${entry.specifier.padEnd(34)} ${String(entry.values).padStart(3)} values, ` +
        `${String(entry.unusedValues.length).padStart(3)} without an importer ` +
        `(${entry.documented.length} documented, ${entry.allowlisted.length} allowlisted); ` +
        `${String(entry.types).padStart(3)} types, ${entry.unusedTypes.length} without an importer`,
    )
    if (verbose) {
      for (const name of entry.unusedValues) console.log(`      ${name}`)
      for (const name of entry.unusedTypes) console.log(`      type ${name}`)
    }
  }
  console.log(
    `check-exports: ${total.values} exported values, ${total.unusedValues} without an importer ` +
      `outside their package: ${total.documented} on a docs page, ${total.allowlisted} allowlisted; ` +
      `${total.unusedTypes} types without an importer (not checked)`,
  )
  if (!ok) {
    console.error(`\ncheck-exports: ${failures.length} problem(s):`)
    for (const failure of failures) console.error(`  ${failure}`)
    console.error(
      '\nDelete the export (and the code, if nothing uses it), or add the name to ' +
        'scripts/check-exports.allowlist.json with a one-line reason.',
    )
    process.exitCode = 1
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main()
