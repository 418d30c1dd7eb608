#!/usr/bin/env node
// CI gate: every example app (apps/examples/*) bundles ONE copy of wagmi, @wagmi/core, viem
// and @tanstack/react-query. Two copies of wagmi's state or of react-query's context split
// the dapp in two: the hooks read one config while Keyway connects through the other.
//
// For each app it walks the packages the app can load: the app, then every dependency,
// peer dependency and optional dependency, recursively, as Node and bundlers resolve them
// (the nearest `node_modules/<name>` up from the importer's real folder). A workspace
// package is used from its sources, so its dev dependencies are where its imports resolve
// too: those count for the watched packages. Each importer of a watched package records
// which folder (real path) it gets; a watched package reached in two folders is two copies.
//
//   node scripts/check-single-copy.mjs                 checks every apps/examples/* app
//   node scripts/check-single-copy.mjs <app folder>…   checks those
import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'

export const WATCHED = ['wagmi', '@wagmi/core', 'viem', '@tanstack/react-query']

const posix = (path) => path.split(sep).join('/')

function readManifest(dir) {
  return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
}

/** Node's lookup: the nearest `node_modules/<name>` from `dir` up, as its real folder. */
export function findPackageDir(name, dir) {
  let current = dir
  for (;;) {
    const candidate = join(current, 'node_modules', name)
    if (existsSync(join(candidate, 'package.json'))) return realpathSync(candidate)
    const parent = dirname(current)
    if (parent === current) return undefined
    current = parent
  }
}

/** A package outside any node_modules folder: a workspace package, used from source. */
const isWorkspacePackage = (dir) => !dir.split(sep).includes('node_modules')

/**
 * The copies of each watched package `appDir` can load: name -> real folder -> its version
 * and the packages that reach it there. More than one folder for a name is a duplicate.
 */
export function findCopies(appDir, watched = WATCHED) {
  const copies = new Map(watched.map((name) => [name, new Map()]))
  const seen = new Set()
  const queue = [realpathSync(appDir)]
  while (queue.length > 0) {
    const dir = queue.shift()
    if (seen.has(dir)) continue
    seen.add(dir)
    const manifest = readManifest(dir)
    const importer = `${manifest.name ?? posix(dir)}@${manifest.version ?? '?'}`
    const followed = {
      ...manifest.optionalDependencies,
      ...manifest.peerDependencies,
      ...manifest.dependencies,
    }
    const sourceOnly = isWorkspacePackage(dir) ? (manifest.devDependencies ?? {}) : {}
    for (const name of new Set([...Object.keys(followed), ...Object.keys(sourceOnly)])) {
      const found = findPackageDir(name, dir)
      if (!found) continue
      const copy = copies.get(name)
      if (copy) {
        const entry = copy.get(found) ?? { version: readManifest(found).version, importers: [] }
        entry.importers.push(importer)
        copy.set(found, entry)
      }
      if (name in followed) queue.push(found)
    }
  }
  return copies
}

/** The duplicates of `copies` as readable lines; empty when every package has one copy. */
export function describeDuplicates(copies, root) {
  const lines = []
  for (const [name, folders] of copies) {
    if (folders.size < 2) continue
    lines.push(`  ${name}: ${folders.size} copies`)
    for (const [folder, { version, importers }] of folders) {
      lines.push(`    ${version} at ${posix(relative(root, folder))}`)
      lines.push(`      reached from ${[...new Set(importers)].sort().join(', ')}`)
    }
  }
  return lines
}

/** The example apps: every folder of apps/examples with a package.json. */
export function exampleApps(root) {
  const examples = join(root, 'apps', 'examples')
  if (!existsSync(examples)) return []
  return readdirSync(examples, { withFileTypes: true })
    .filter(
      (entry) => entry.isDirectory() && existsSync(join(examples, entry.name, 'package.json')),
    )
    .map((entry) => join(examples, entry.name))
    .sort()
}

/** Checks `apps`; returns the failure message, or undefined when each has one copy of each. */
export function checkSingleCopy(apps, root, watched = WATCHED) {
  const failures = []
  for (const app of apps) {
    const copies = findCopies(app, watched)
    const lines = describeDuplicates(copies, root)
    const found = [...copies].filter(([, folders]) => folders.size > 0).map(([name]) => name)
    if (lines.length > 0) failures.push(`${posix(relative(root, app))}:`, ...lines)
    else {
      const what = found.length > 0 ? `one copy each of ${found.join(', ')}` : 'none of them'
      console.log(`${posix(relative(root, app))}: ${what}`)
    }
  }
  if (failures.length === 0) return undefined
  return [
    'check-single-copy: an example app would bundle two copies of a package that must be one',
    '(align the versions, or make the library take it as a peer dependency):',
    ...failures,
  ].join('\n')
}

function main() {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..')
  const given = process.argv.slice(2).map((dir) => resolve(dir))
  const apps = given.length > 0 ? given : exampleApps(root)
  const failure = checkSingleCopy(apps, root)
  if (failure) {
    console.error(failure)
    process.exitCode = 1
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main()
