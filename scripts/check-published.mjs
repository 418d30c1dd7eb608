#!/usr/bin/env node
// CI gate: every public package, as its tarball would be published, passes publint and
// arethetypeswrong. Run after `pack-check`, which builds what is stale.
//
//   node scripts/check-published.mjs            checks every public package (packages/*, apps/*)
//   node scripts/check-published.mjs core ui    checks those folders only
//
// - publint lints the packed manifest against the packed files (exports that point at no
//   file, wrong module formats, missing types…). Its errors and warnings fail the check; its
//   suggestions are printed.
// - arethetypeswrong resolves each entry of `exports` the way TypeScript does, with
//   `moduleResolution` node16 (an ES module importing it) and bundler, and fails on any
//   problem it finds there (no types, types that describe another format, a missing file…).
//   The packages are ES modules only, so the CommonJS and node10 resolutions are not checked
//   (docs/publishing.md says why).
// - No packed JavaScript imports code from another origin (a CDN) at run time.
// - Runtime dependencies are pinned to one exact version (peer dependencies stay ranges).
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { checkPackage, createPackageFromTarballData } from '@arethetypeswrong/core'
import { problemAffectsResolutionKind } from '@arethetypeswrong/core/problems'
import { publint } from 'publint'
import { formatMessage } from 'publint/utils'
import { withPackedTarball } from './pack.mjs'

const ROOT = fileURLToPath(new URL('..', import.meta.url))

/** The resolutions a consumer of an ES-module-only package uses. */
export const CHECKED_RESOLUTIONS = /** @type {const} */ (['node16-esm', 'bundler'])

/**
 * A packed JavaScript file's imports of code from another origin: `import … from 'https://…'`
 * or `import('https://…')`. Links in strings and comments (docs, wallet sites) do not count.
 * @param {string} source
 * @returns {string[]}
 */
export function remoteImports(source) {
  const found = []
  const patterns = [
    /\bimport\s*(?:[\w*${}\s,]+\s*from\s*)?["'](https?:)?\/\/[^"']+["']/g,
    /\bimport\s*\(\s*["'](https?:)?\/\/[^"']+["']\s*\)/g,
    /\bexport\s*[\w*${}\s,]+\s*from\s*["'](https?:)?\/\/[^"']+["']/g,
  ]
  for (const pattern of patterns) {
    for (const match of source.matchAll(pattern)) found.push(match[0])
  }
  return found
}

/**
 * The packed manifest's runtime dependencies that name a range instead of one exact version.
 * @param {{ dependencies?: Record<string, string> }} manifest
 * @returns {string[]}
 */
export function unpinnedDependencies(manifest) {
  return Object.entries(manifest.dependencies ?? {})
    .filter(([, range]) => !/^\d+\.\d+\.\d+(?:-[\w.]+)?$/.test(range))
    .map(([name, range]) => `${name}@${range}`)
}

/**
 * @param {string} dir a public package's folder
 * @returns {Promise<{ name: string, entrypoints: number, errors: string[], notes: string[] }>}
 */
export async function checkPublished(dir) {
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
  const data = await withPackedTarball(dir, (tarball) => new Uint8Array(readFileSync(tarball)))
  const errors = []
  const notes = []

  const lint = await publint({ pack: { tarball: data.slice().buffer }, level: 'suggestion' })
  for (const message of lint.messages) {
    const text = `publint ${message.type}: ${formatMessage(message, lint.pkg, { color: false }) ?? message.code}`
    if (message.type === 'suggestion') notes.push(text)
    else errors.push(text)
  }

  const pkg = createPackageFromTarballData(data)
  const packedManifest = JSON.parse(pkg.readFile(`/node_modules/${manifest.name}/package.json`))
  for (const dependency of unpinnedDependencies(packedManifest)) {
    errors.push(`runtime dependency not pinned to one version: ${dependency}`)
  }
  const analysis = await checkPackage(pkg)
  if (analysis.types === false) errors.push('arethetypeswrong: the package ships no types')
  const entrypoints = 'entrypoints' in analysis ? Object.keys(analysis.entrypoints) : []
  for (const problem of 'problems' in analysis ? analysis.problems : []) {
    const kinds = CHECKED_RESOLUTIONS.filter((kind) =>
      problemAffectsResolutionKind(problem, kind, analysis),
    )
    if (kinds.length === 0) continue
    const where = 'entrypoint' in problem ? ` at ${problem.entrypoint}` : ''
    const file = 'fileName' in problem ? ` (${problem.fileName})` : ''
    errors.push(`arethetypeswrong ${problem.kind}${where}${file} under ${kinds.join(', ')}`)
  }

  for (const file of pkg.listFiles()) {
    if (!/\.(m?js|cjs)$/.test(file)) continue
    for (const found of remoteImports(pkg.readFile(file))) {
      errors.push(
        `imports code from another origin: ${file.replace(/^\/node_modules\//, '')}: ${found}`,
      )
    }
  }
  return { name: manifest.name, entrypoints: entrypoints.length, errors, notes }
}

/**
 * Public package folders under packages/ and apps/ (the ones `pnpm publish` would send; in
 * apps/ only @keyway/devnet is public).
 */
export function publicPackageDirs(only = []) {
  return ['packages', 'apps']
    .flatMap((group) => readdirSync(join(ROOT, group)).map((name) => join(ROOT, group, name)))
    .filter((dir) => only.length === 0 || only.includes(basename(dir)))
    .filter((dir) => existsSync(join(dir, 'package.json')))
    .filter((dir) => !JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).private)
}

async function main() {
  const dirs = publicPackageDirs(process.argv.slice(2))
  const started = performance.now()
  let failed = 0
  // One at a time: each check holds a TypeScript program, and CI has two cores.
  for (const dir of dirs) {
    const result = await checkPublished(dir)
    const verdict = result.errors.length === 0 ? 'ok' : `${result.errors.length} problem(s)`
    console.log(`${result.name}: ${result.entrypoints} entry point(s), ${verdict}`)
    for (const line of result.errors) console.log(`  ✗ ${line}`)
    for (const line of result.notes) console.log(`  · ${line}`)
    if (result.errors.length > 0) failed++
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(
    `\n${dirs.length - failed} of ${dirs.length} packages pass publint and arethetypeswrong ` +
      `(${CHECKED_RESOLUTIONS.join(', ')}) in ${seconds} s`,
  )
  if (failed > 0) process.exitCode = 1
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main()
