#!/usr/bin/env node
// CI gate: the release flow, as a dry run that leaves the checkout untouched. In a copy of
// the workspace (every manifest, the pending changesets, and each public package's files),
// it runs `changeset version`, then packs every public package with pnpm, and checks what
// would be published:
// - each package has the version changesets gave it, and all @keyway packages share it
//   (they are released together: `fixed` in .changeset/config.json);
// - no packed manifest keeps a `workspace:` range, and each @keyway dependency names the
//   version being released;
// - each package's CHANGELOG.md has a section for that version.
// Run after `pack-check`, which builds what is stale: the copy takes each package's dist as
// it is.
//
//   node scripts/release-dry-run.mjs
import { execFile } from 'node:child_process'
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { withPackedTarball } from './pack.mjs'

const run = promisify(execFile)
const ROOT = fileURLToPath(new URL('..', import.meta.url))
const changesetBin = join(ROOT, 'node_modules', '.bin', 'changeset')

/** Workspace package folders, relative to the root (from pnpm-workspace.yaml's globs). */
function workspaceDirs() {
  const yaml = readFileSync(join(ROOT, 'pnpm-workspace.yaml'), 'utf8')
  const globs = [...yaml.matchAll(/^\s*-\s*['"]?([^'"\n]+?)\/\*['"]?\s*$/gm)].map((m) => m[1])
  return globs.flatMap((base) =>
    existsSync(join(ROOT, base))
      ? readdirSync(join(ROOT, base))
          .map((name) => join(base, name))
          .filter((dir) => existsSync(join(ROOT, dir, 'package.json')))
      : [],
  )
}

/**
 * Problems with one packed manifest of the release.
 * @param {{ name: string, version: string, dependencies?: Record<string, string>,
 *   peerDependencies?: Record<string, string>, optionalDependencies?: Record<string, string> }} manifest
 * @param {string} releaseVersion the version every @keyway package is released at
 * @param {string} changelog the package's CHANGELOG.md after `changeset version`
 * @returns {string[]}
 */
export function releaseProblems(manifest, releaseVersion, changelog) {
  const problems = []
  if (manifest.version !== releaseVersion) {
    problems.push(`version ${manifest.version}, not the release's ${releaseVersion}`)
  }
  for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies']) {
    for (const [name, range] of Object.entries(manifest[field] ?? {})) {
      if (range.startsWith('workspace:')) {
        problems.push(`${field}.${name} is still "${range}"`)
      } else if (
        name.startsWith('@keyway/') &&
        field === 'dependencies' &&
        range !== releaseVersion
      ) {
        problems.push(`${field}.${name} is "${range}", not ${releaseVersion}`)
      }
    }
  }
  if (!new RegExp(`^## ${releaseVersion.replace(/\./g, '\\.')}\\s*$`, 'm').test(changelog)) {
    problems.push(`CHANGELOG.md has no "## ${releaseVersion}" section`)
  }
  return problems
}

/**
 * pnpm pack turns `workspace:` ranges into the linked package's version. pnpm's links to
 * workspace packages are relative symlinks in node_modules, so copied as they are they reach
 * the copy's packages, at their new versions. Links into the store are left out.
 */
function copyWorkspaceLinks(dir, copy) {
  const modules = join(ROOT, dir, 'node_modules')
  if (!existsSync(modules)) return
  const entries = readdirSync(modules).flatMap((name) =>
    name.startsWith('@')
      ? readdirSync(join(modules, name)).map((inner) => `${name}/${inner}`)
      : [name],
  )
  for (const entry of entries) {
    const from = join(modules, entry)
    if (!lstatSync(from).isSymbolicLink() || readlinkSync(from).includes('node_modules')) continue
    mkdirSync(dirname(join(copy, dir, 'node_modules', entry)), { recursive: true })
    symlinkSync(readlinkSync(from), join(copy, dir, 'node_modules', entry))
  }
}

async function packedManifest(dir) {
  const { stdout } = await withPackedTarball(dir, (tarball) =>
    run('tar', ['-xOzf', tarball, 'package/package.json']),
  )
  return JSON.parse(stdout)
}

async function main() {
  const started = performance.now()
  const copy = mkdtempSync(join(tmpdir(), 'keyway-release-'))
  try {
    for (const file of ['package.json', 'pnpm-workspace.yaml', '.npmrc']) {
      if (existsSync(join(ROOT, file))) cpSync(join(ROOT, file), join(copy, file))
    }
    cpSync(join(ROOT, '.changeset'), join(copy, '.changeset'), { recursive: true })
    const publicDirs = []
    for (const dir of workspaceDirs()) {
      const manifest = JSON.parse(readFileSync(join(ROOT, dir, 'package.json'), 'utf8'))
      if (manifest.private) {
        cpSync(join(ROOT, dir, 'package.json'), join(copy, dir, 'package.json'))
        continue
      }
      publicDirs.push(dir)
      cpSync(join(ROOT, dir), join(copy, dir), {
        recursive: true,
        filter: (source) => !relative(join(ROOT, dir), source).split('/').includes('node_modules'),
      })
      copyWorkspaceLinks(dir, copy)
    }
    const pending = readdirSync(join(copy, '.changeset')).filter(
      (name) => name.endsWith('.md') && name !== 'README.md',
    )
    // changesets reads the workspace from a git repository's root.
    await run('git', ['init', '-q'], { cwd: copy })
    const { stdout } = await run(changesetBin, ['version'], { cwd: copy, maxBuffer: 16 << 20 })
    const left = readdirSync(join(copy, '.changeset')).filter(
      (name) => name.endsWith('.md') && name !== 'README.md',
    )

    const problems = []
    if (left.length > 0) problems.push(`changesets not consumed: ${left.join(', ')}`)
    // pnpm pack is mostly its own start-up: the packages are packed side by side.
    const packed = await Promise.all(
      publicDirs.map(async (dir) => ({ dir, manifest: await packedManifest(join(copy, dir)) })),
    )
    const versions = new Set(packed.map(({ manifest }) => manifest.version))
    const releaseVersion = [...versions][0]
    if (versions.size !== 1)
      problems.push(`the packages differ in version: ${[...versions].join(', ')}`)
    for (const { dir, manifest } of packed) {
      const changelogPath = join(copy, dir, 'CHANGELOG.md')
      const changelog = existsSync(changelogPath) ? readFileSync(changelogPath, 'utf8') : ''
      for (const problem of releaseProblems(manifest, releaseVersion, changelog)) {
        problems.push(`${manifest.name}: ${problem}`)
      }
    }

    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    console.log(stdout.trim().split('\n').slice(-3).join('\n'))
    console.log(
      `release dry run: ${pending.length} changeset(s) → ${packed.length} packages at ${releaseVersion}, ` +
        `packed in ${seconds} s`,
    )
    for (const { manifest } of packed) console.log(`  ${manifest.name}@${manifest.version}`)
    if (problems.length > 0) {
      for (const problem of problems) console.log(`  ✗ ${problem}`)
      process.exitCode = 1
    }
  } finally {
    rmSync(copy, { recursive: true, force: true })
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main()
