#!/usr/bin/env node
// CI gate: nothing test-only ships. Packs every public package under packages/* and apps/*
// with `pnpm pack` and fails when a tarball holds tests, snapshots, fixtures or test helpers.
// A `./testing` entry is allowed only when it is deliberate: the package exports `./testing`
// and its README has a section on it that names `<package>/testing`.
//
//   node scripts/check-pack.mjs             builds a package first when its dist is missing or
//                                           older than its sources (dist is emptied first,
//                                           since tsc never deletes what it emitted before)
//   node scripts/check-pack.mjs --build     rebuilds every package
//   node scripts/check-pack.mjs --no-build  packs what is there
import { execFile } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { availableParallelism } from 'node:os'
import { basename, dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { withPackedTarball } from './pack.mjs'

const run = promisify(execFile)
const tscBin = createRequire(import.meta.url).resolve('typescript/bin/tsc')

/**
 * Why a packed path is test-only, or undefined. `testing` is the one kind a documented
 * `./testing` export may ship; the others never ship.
 * @param {string} path relative to the package root, with `/` separators
 * @returns {{ kind: 'test' | 'test-helpers' | 'snapshot' | 'fixture' | 'testing', reason: string } | undefined}
 */
export function testOnlyReason(path) {
  const segments = path.split('/')
  const name = segments.at(-1) ?? ''
  const folders = segments.slice(0, -1)
  if (folders.includes('__snapshots__') || name.endsWith('.snap')) {
    return { kind: 'snapshot', reason: 'snapshot' }
  }
  if (/\.(test|spec)\.[^/]+$/.test(name)) return { kind: 'test', reason: 'test file' }
  if (/\.test-helpers\.[^/]+$/.test(name)) {
    return { kind: 'test-helpers', reason: 'test helpers (*.test-helpers.*)' }
  }
  const fixtureFolder = folders.find((f) => ['fixtures', '__fixtures__', '__mocks__'].includes(f))
  if (fixtureFolder) return { kind: 'fixture', reason: `under ${fixtureFolder}/` }
  if (folders.includes('__tests__')) return { kind: 'test', reason: 'under __tests__/' }
  if (folders.includes('testing')) return { kind: 'testing', reason: 'under testing/' }
  const stem = name.replace(/\..*$/, '')
  if (stem === 'testing' || stem.startsWith('test-') || stem === 'test-utils') {
    return { kind: 'testing', reason: `testing helper (${stem})` }
  }
  return undefined
}

/**
 * The README section that explains a deliberate `./testing` entry: a heading that mentions
 * "testing", whose text names `<packageName>/testing`.
 * @returns {boolean}
 */
export function readmeDocumentsTesting(readme, packageName) {
  const sections = readme.split(/^(?=#{1,4} )/m)
  return sections.some((section) => {
    const [heading = '', ...body] = section.split('\n')
    return /^#{1,4} .*testing/i.test(heading) && body.join('\n').includes(`${packageName}/testing`)
  })
}

function readJson(path) {
  return JSON.parse(readFileSync(path, 'utf8'))
}

/** Newest modification time of a file or of anything under a folder (folders included). */
function newestMtime(path) {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)))
  return newest
}

function needsBuild(dir, manifest, mode) {
  if (mode === 'never' || !manifest.scripts?.build) return false
  const dist = join(dir, 'dist')
  if (mode === 'always' || !existsSync(dist)) return true
  const inputs = ['src', 'package.json', 'tsconfig.json', 'tsconfig.build.json']
  const newestInput = Math.max(...inputs.map((name) => newestMtime(join(dir, name))))
  return newestInput > newestMtime(dist)
}

/** Runs `tasks` (functions returning promises) at most `limit` at a time. */
async function inParallel(tasks, limit) {
  const results = new Array(tasks.length)
  let next = 0
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++
      results[index] = await tasks[index]()
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker))
  return results
}

async function build(dir) {
  rmSync(join(dir, 'dist'), { recursive: true, force: true })
  const started = performance.now()
  try {
    await run('pnpm', ['run', 'build'], { cwd: dir, maxBuffer: 64 * 1024 * 1024 })
    return { ms: performance.now() - started }
  } catch (error) {
    const output = `${error.stdout ?? ''}${error.stderr ?? ''}`.trim().split('\n').slice(-10)
    return { ms: performance.now() - started, error: output.join('\n') }
  }
}

/** Files in the package's tarball, relative to the package root. */
async function packedFiles(dir) {
  const { stdout } = await withPackedTarball(dir, (tarball) =>
    run('tar', ['-tzf', tarball], { maxBuffer: 16 * 1024 * 1024 }),
  )
  return stdout
    .split('\n')
    .filter((line) => line && !line.endsWith('/'))
    .map((line) => line.replace(/^package\//, ''))
}

/** Source files tsc takes from tsconfig.build.json (what it emits into dist), if there is one. */
async function buildRootFiles(dir) {
  if (!existsSync(join(dir, 'tsconfig.build.json'))) return []
  const args = [tscBin, '-p', 'tsconfig.build.json', '--showConfig']
  try {
    const { stdout } = await run(process.execPath, args, { cwd: dir, maxBuffer: 16 * 1024 * 1024 })
    return (JSON.parse(stdout).files ?? []).map((file) => file.replace(/^\.\//, ''))
  } catch (error) {
    // TS18003: no inputs (a package whose src does not exist yet) emits nothing.
    if (String(error.stdout).includes('TS18003')) return []
    throw error
  }
}

/**
 * @typedef {{ file: string, reason: string, source: 'tarball' | 'tsconfig.build.json' }} Finding
 * @typedef {{
 *   dir: string, name: string, skipped?: string, ok: boolean, files: number,
 *   offending: Finding[], allowed: Finding[], build?: { ms: number, error?: string },
 *   problems: string[],
 * }} PackageResult
 */

/**
 * Checks package folders.
 * @param {string[]} dirs package folders (each with a package.json)
 * @param {{ build?: 'missing' | 'always' | 'never', checkDist?: boolean, concurrency?: number }} [options]
 *   build: when to run the package's build script first ('missing': dist absent or older than
 *   its sources). checkDist: false leaves `dist/` files of the tarball out (a check of sources
 *   and build config only, as in a unit test where dist may be stale).
 * @returns {Promise<{ ok: boolean, packages: PackageResult[], buildMs: number, packMs: number }>}
 */
export async function checkPackages(dirs, options = {}) {
  const { build: buildMode = 'missing', checkDist = true } = options
  const concurrency = options.concurrency ?? Math.min(2, availableParallelism())
  const packages = dirs.map((dir) => {
    const manifest = readJson(join(dir, 'package.json'))
    return { dir, manifest, name: manifest.name ?? basename(dir) }
  })
  const publicPackages = packages.filter((p) => !p.manifest.private)
  const privateNames = new Set(packages.filter((p) => p.manifest.private).map((p) => p.name))

  const buildStarted = performance.now()
  const toBuild = publicPackages.filter((p) => needsBuild(p.dir, p.manifest, buildMode))
  const builds = await inParallel(
    toBuild.map((p) => () => build(p.dir)),
    concurrency,
  )
  const buildOf = new Map(toBuild.map((p, i) => [p, builds[i]]))
  const buildMs = toBuild.length > 0 ? performance.now() - buildStarted : 0

  const packStarted = performance.now()
  const checked = await inParallel(
    publicPackages.map((p) => async () => {
      const [tarball, emitted] = await Promise.all([packedFiles(p.dir), buildRootFiles(p.dir)])
      return { tarball, emitted }
    }),
    concurrency,
  )
  const packMs = performance.now() - packStarted

  const results = packages.map((p) => {
    if (p.manifest.private) {
      return {
        dir: p.dir,
        name: p.name,
        skipped: 'private',
        ok: true,
        files: 0,
        offending: [],
        allowed: [],
        problems: [],
      }
    }
    const { tarball, emitted } = checked[publicPackages.indexOf(p)]
    const exportsTesting = Boolean(p.manifest.exports?.['./testing'])
    const readmePath = join(p.dir, 'README.md')
    const readme = existsSync(readmePath) ? readFileSync(readmePath, 'utf8') : ''
    const testingDocumented = exportsTesting && readmeDocumentsTesting(readme, p.name)
    const offending = []
    const allowed = []
    const files = checkDist ? tarball : tarball.filter((file) => !file.startsWith('dist/'))
    const candidates = [
      ...files.map((file) => ({ file, source: 'tarball' })),
      ...emitted.map((file) => ({ file, source: 'tsconfig.build.json' })),
    ]
    for (const { file, source } of candidates) {
      const why = testOnlyReason(file)
      if (!why) continue
      const finding = { file, reason: why.reason, source }
      if (why.kind === 'testing' && testingDocumented) allowed.push(finding)
      else offending.push(finding)
    }
    offending.sort((a, b) => a.file.localeCompare(b.file) || a.source.localeCompare(b.source))
    allowed.sort((a, b) => a.file.localeCompare(b.file) || a.source.localeCompare(b.source))
    const problems = []
    const built = buildOf.get(p)
    if (built?.error) problems.push(`build failed:\n${built.error}`)
    // A private package (e.g. @keyway/test) is never published: a tarball that needs it at run
    // time cannot be installed. A package a published one needs is published too (as
    // @keyway/server-kit is, for @keyway/siwx).
    for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies']) {
      for (const dependency of Object.keys(p.manifest[field] ?? {})) {
        if (privateNames.has(dependency)) {
          problems.push(`${field} names ${dependency}, a private package that is never published`)
        }
      }
    }
    if (exportsTesting && !testingDocumented) {
      problems.push(
        `exports ./testing, but README.md has no "testing" section naming ${p.name}/testing`,
      )
    }
    return {
      dir: p.dir,
      name: p.name,
      ok: offending.length === 0 && problems.length === 0,
      files: files.length,
      offending,
      allowed,
      problems,
      ...(built ? { build: built } : {}),
    }
  })
  return { ok: results.every((r) => r.ok), packages: results, buildMs, packMs }
}

/** Checks every package folder (a folder with a package.json) directly under each of `parents`. */
export async function checkPackageDirectories(parents, options) {
  const dirs = parents.flatMap((parent) =>
    readdirSync(parent)
      .map((name) => join(parent, name))
      .filter((dir) => existsSync(join(dir, 'package.json')))
      .sort(),
  )
  return checkPackages(dirs, options)
}

/** The report printed by the CLI. */
export function formatReport(report, root = process.cwd()) {
  const lines = []
  for (const p of report.packages) {
    const where = relative(root, p.dir) || '.'
    if (p.skipped) {
      lines.push(`skip ${p.name} (${where}): ${p.skipped}`)
      continue
    }
    const allowed =
      p.allowed.length > 0 ? `; ${p.allowed.length} allowed by its documented ./testing export` : ''
    const built = p.build ? `; built in ${(p.build.ms / 1000).toFixed(1)} s` : ''
    lines.push(`${p.ok ? 'ok  ' : 'FAIL'} ${p.name} (${where}): ${p.files} files${allowed}${built}`)
    for (const f of p.offending) {
      const from = f.source === 'tarball' ? '' : ` [${f.source} would emit it into dist]`
      lines.push(`       ${f.file}: ${f.reason}${from}`)
    }
    for (const problem of p.problems) lines.push(`       ${problem.replace(/\n/g, '\n       ')}`)
  }
  const buildText = report.buildMs > 0 ? `built in ${(report.buildMs / 1000).toFixed(1)} s, ` : ''
  lines.push(`${buildText}packed and listed in ${(report.packMs / 1000).toFixed(1)} s`)
  return lines.join('\n')
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..')
  const args = process.argv.slice(2)
  const buildMode = args.includes('--no-build')
    ? 'never'
    : args.includes('--build')
      ? 'always'
      : 'missing'
  const report = await checkPackageDirectories([join(root, 'packages'), join(root, 'apps')], {
    build: buildMode,
  })
  const print = report.ok ? console.log : console.error
  print(formatReport(report, root))
  if (!report.ok) {
    console.error(
      'test-only files would ship: exclude them in the package.json "files" field and in tsconfig.build.json, or move them to the private @keyway/test',
    )
  }
  process.exit(report.ok ? 0 : 1)
}
